// Where the session survives a reload (the specification: local storage, key `session`).
import type { Session } from '../domain/session.ts';

export interface SessionStore {
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
}

export const SessionStore = Symbol.for('SessionStore');
