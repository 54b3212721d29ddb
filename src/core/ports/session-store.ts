// Where the session survives a reload (the specification: local storage, key `session`), and beside it the
// last login data with the API base it came from: what the installed app opens on without a connection
// (the guard's offline start). Both go together at logout.
import type { LoginData } from '../domain/login-data.ts';
import type { Session } from '../domain/session.ts';

/** What the app last knew of the signed-in user, kept for a start without a connection. */
export interface OfflineCopy {
  apiBase: string;
  loginData: LoginData;
}

export interface SessionStore {
  load(): Session | null;
  save(session: Session): void;
  /** Also forgets the offline copy. */
  clear(): void;
  loadOffline(): OfflineCopy | null;
  saveOffline(copy: OfflineCopy): void;
}

export const SessionStore = Symbol.for('SessionStore');
