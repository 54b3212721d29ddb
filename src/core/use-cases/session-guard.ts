// The session guard of docs/product.md S4, run before every guarded page:
// - a session in memory with its login data → continue at once; without login data → fetch it;
// - no session in memory but one stored → restore it, find the API base from its pin, fetch login data;
// - no session at all → /login/ (history cleared by the UI);
// - the login-data call fails → the UI alerts with the status and goes to /login/ (a refusal also forgets
//   the stored session; a call that got no answer keeps it);
// - no answer at all while a session and its offline copy are stored (the installed app opened without a
//   connection) → continue on the copy, marked `offline`; the UI asks again once the connection is back.
import type { LoginData } from '../domain/login-data.ts';
import { asServiceError } from '../domain/service-error.ts';
import type { Session } from '../domain/session.ts';
import type { UseCaseDeps } from './deps.ts';

export interface SignedIn {
  session: Session;
  loginData: LoginData;
}

export type GuardResult =
  | { kind: 'continue'; session: Session; loginData: LoginData; offline?: true }
  | { kind: 'login' }
  | { kind: 'failed'; status: string; params: readonly (string | number)[] };

export async function guardSession(
  deps: UseCaseDeps,
  memory: { session: Session | null; loginData: LoginData | null },
): Promise<GuardResult> {
  if (memory.session !== null && memory.loginData !== null && deps.connection.apiBase !== null) {
    return { kind: 'continue', session: memory.session, loginData: memory.loginData };
  }
  const session = memory.session ?? deps.sessions.load();
  if (session === null) return { kind: 'login' };
  try {
    if (deps.connection.apiBase === null)
      deps.connection.open(await deps.sites.apiBaseFor(session.Pin), session.AuthToken);
    else deps.connection.setToken(session.AuthToken);
    const loginData = await deps.accounts.loginData();
    if (deps.connection.apiBase !== null) deps.sessions.saveOffline({ apiBase: deps.connection.apiBase, loginData });
    return { kind: 'continue', session, loginData };
  } catch (error) {
    const failure = asServiceError(error);
    const copy = failure.transport ? deps.sessions.loadOffline() : null;
    // The copy must be this session's user's: a login as someone else replaces the copy, but never trust it.
    if (copy !== null && copy.loginData.LoginId.toLowerCase() === session.LoginId.toLowerCase()) {
      if (deps.connection.apiBase === null) deps.connection.open(copy.apiBase, session.AuthToken);
      return { kind: 'continue', session, loginData: copy.loginData, offline: true };
    }
    // A refusal (expired, ended elsewhere, suspended) makes the stored session useless: forget it so /login/
    // starts clean. No answer at all (offline, or the page unloading mid-call: a reload aborts the request)
    // says nothing about the session, so it stays stored for the next visit instead of being lost.
    if (!failure.transport) deps.sessions.clear();
    deps.connection.close();
    return { kind: 'failed', status: failure.status, params: failure.params };
  }
}
