// The session guard of docs/product.md S4, run before every guarded page:
// - a session in memory with its login data → continue at once; without login data → fetch it;
// - no session in memory but one stored → restore it, find the API base from its pin, fetch login data
//   (a returning user's login data is asked for at the API base it last used while the config answers:
//   see loginDataOf below);
// - no session at all → /login/ (history cleared by the UI);
// - the login-data call fails → the UI alerts with the status and goes to /login/ (a refusal also forgets
//   the stored session; a call that got no answer keeps it);
// - no answer at all while a session and its offline copy are stored (the installed app opened without a
//   connection) → continue on the copy, marked `offline`; the UI asks again once the connection is back.
import type { LoginData } from '../domain/login-data.ts';
import { asServiceError } from '../domain/service-error.ts';
import type { Session } from '../domain/session.ts';
import type { OfflineCopy } from '../ports/session-store.ts';
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
    const loginData = await loginDataOf(deps, session);
    if (deps.connection.apiBase !== null) deps.sessions.saveOffline({ apiBase: deps.connection.apiBase, loginData });
    return { kind: 'continue', session, loginData };
  } catch (error) {
    const failure = asServiceError(error);
    const copy = failure.transport ? deps.sessions.loadOffline() : null;
    // The copy must be this session's user's: a login as someone else replaces the copy, but never trust it.
    if (copy !== null && isCopyOf(copy, session)) {
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

const isCopyOf = (copy: OfflineCopy, session: Session): boolean =>
  copy.loginData.LoginId.toLowerCase() === session.LoginId.toLowerCase();

/**
 * The login data over the open connection, or over one opened for the session. The site's config is the
 * authority on the API base, but asking it first puts a whole round trip (~600 ms on a slow phone link)
 * before the login data, on every reload of a guarded page. So when this session's user has an API base
 * stored (the offline copy, written at login and by every guard that got its login data), the login data is
 * asked for there at once while the config answers; the config's answer then decides:
 * - the same base → the login data stands, whatever it was (an answer, a refusal, no answer at all);
 * - another base (the site moved) → the connection re-opens there and asks again at once, without waiting
 *   for the old base: nothing it said, a refusal included, is taken for the site's;
 * - a refusal (an unknown pin, a base that is no address) → that refusal, as without a stored base;
 * - no answer → the login data the stored base gave, if it gave one: nothing said the base has changed.
 */
async function loginDataOf(deps: UseCaseDeps, session: Session): Promise<LoginData> {
  if (deps.connection.apiBase !== null) {
    deps.connection.setToken(session.AuthToken);
    return deps.accounts.loginData();
  }
  const copy = deps.sessions.loadOffline();
  const stored = copy !== null && isCopyOf(copy, session) ? copy.apiBase : null;
  if (stored === null) {
    deps.connection.open(await deps.sites.apiBaseFor(session.Pin), session.AuthToken);
    return deps.accounts.loginData();
  }
  const config = settled(deps.sites.apiBaseFor(session.Pin));
  deps.connection.open(stored, session.AuthToken);
  const early = settled(deps.accounts.loginData());
  const site = await config;
  // A refusal, or another base, decides without the stored base's answer: an old host that never answers
  // must not hold the guard until its timeout.
  if (!site.ok && !asServiceError(site.error).transport) throw site.error;
  if (site.ok && site.value !== stored) {
    deps.connection.open(site.value, session.AuthToken);
    return deps.accounts.loginData();
  }
  const answer = await early;
  if (answer.ok) return answer.value;
  throw site.ok ? answer.error : site.error;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A call's outcome as a value, so two calls can run side by side and be judged together. */
const settled = <T>(call: Promise<T>): Promise<Settled<T>> =>
  call.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
