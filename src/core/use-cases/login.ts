// Logging in (docs/product.md S2 "Login", S4 "Login outcomes"): find the site from the pin, get a token,
// keep the session, then load the player state. S106 stops before the login data: until the password is
// changed the server refuses everything else, and the app goes to /settings/needchangepwd/. S107 / S108
// (two-factor codes) stop before the session: the code step (two-factor.ts) finishes the login.
import type { LoginData } from '../domain/login-data.ts';
import type { Session } from '../domain/session.ts';
import type { LoginChallenge, LoginGrant, LoginRequest } from '../ports/auth-service.ts';
import type { UseCaseDeps } from './deps.ts';

export type LoginInput = LoginRequest;

/** Where a granted login goes. */
export type GrantedLogin =
  { next: 'home'; session: Session; loginData: LoginData } | { next: 'change-password'; session: Session };

export type LoginResult =
  GrantedLogin | { next: 'two-factor'; pin: string; username: string; challenge: LoginChallenge };

export async function login(deps: UseCaseDeps, input: LoginInput): Promise<LoginResult> {
  const pin = input.pin.trim();
  const username = input.username.trim();
  const apiBase = await deps.sites.apiBaseFor(pin);
  deps.connection.open(apiBase);
  const grant = await deps.auth.login({
    pin,
    username,
    password: input.password,
    ...(input.captcha === undefined ? {} : { captcha: input.captcha }),
  });
  if ('challenge' in grant) return { next: 'two-factor', pin, username, challenge: grant };
  return finishLogin(deps, pin, username, grant);
}

/** A granted login: keep the session, then (unless the password must change first) load the player state. */
export async function finishLogin(
  deps: UseCaseDeps,
  pin: string,
  username: string,
  grant: LoginGrant,
): Promise<GrantedLogin> {
  deps.connection.setToken(grant.token);
  const session: Session = { Pin: pin, LoginId: username, AuthToken: grant.token };
  deps.sessions.save(session);
  if (grant.status === 'S106') return { next: 'change-password', session };
  const loginData = await deps.accounts.loginData();
  // The server's spelling of the name wins (names are case-insensitive at login).
  const canonical = { ...session, LoginId: loginData.LoginId };
  deps.sessions.save(canonical);
  if (deps.connection.apiBase !== null) deps.sessions.saveOffline({ apiBase: deps.connection.apiBase, loginData });
  return { next: 'home', session: canonical, loginData };
}
