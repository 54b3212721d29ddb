// Logging in (docs/product.md D9, D10): pin + user name + password → a session token, or, for an account
// with two-factor codes, a short-lived challenge (S107: enter the code; S108: scan the QR first). An unknown
// pin, an unknown user and a wrong password are one answer (E111) that takes as long (argon2 against a decoy
// hash), so the call cannot tell anyone which user names exist. The lock (login-lock.ts) is decided with the
// password's verdict in one transaction, so a burst of guesses cannot slip past it; so is the challenge
// rule (login-attempts.ts), whose pending rows make every attempt of a burst count for the next.
import { ApiError } from './api-error.ts';
import type { ServiceContext } from './context.ts';
import { recordUnknownFailure, settleAttempt } from './login-lock.ts';
import { openAttempt } from './login-attempts.ts';
import { startLoggedIn, throwUnlessGranted, type LoginSuccess } from './login-grant.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import type { UserRow } from './access.ts';
import { openChallenge, type ChallengeIssued } from './two-factor.ts';
import { captchaSolved } from './captcha.ts';
import { refuseDuringMaintenance } from './maintenance.ts';
import { refuseBlockedOrOutdated } from './sign-in-settings.ts';

export type { LoginSuccess } from './login-grant.ts';
export { FAILURE_WINDOW_MS, LOCK_MS, MAX_FAILED_LOGINS } from './login-lock.ts';

export interface LoginInput {
  pin: string;
  username: string;
  password: string;
  /** The client's address, as the configured proxy setting says (server/app.ts). */
  address: string;
  /** The solved challenge (the ALTCHA widget's payload), when the app was given one. */
  captcha?: string;
  /** The app's version (package.json), when it sends one: below the site's minimum is E142. */
  version?: string;
}

export type LoginAnswer = LoginSuccess | ChallengeIssued;

/**
 * Logs a user in, or throws E303 (blocked location), E142 (old app), E100 (challenge wanted, not solved), E111 (wrong
 * credentials), E106 (locked, minutes left), E131 (not active) or V110 (maintenance).
 */
export async function login(ctx: ServiceContext, input: LoginInput): Promise<LoginAnswer> {
  // Blocked location (E303) and outdated app (E142) first: they are the site's, not the account's.
  await refuseBlockedOrOutdated(ctx, input.pin, input.address, input.version);
  const user = await findUser(ctx, input.pin, input.username);
  const attempt = await openAttempt(
    ctx,
    { pin: input.pin, usernameKey: input.username.toLowerCase(), address: input.address },
    user?.id ?? null,
  );
  // After 3 failures (address or account), no password is even looked at without a solved challenge.
  if (attempt.challengeWanted && !(await captchaSolved(ctx, input.captcha))) {
    if (!user) await recordUnknownFailure(ctx, attempt);
    const settled = user ? await settleAttempt(ctx, user.id, false, attempt) : undefined;
    if (settled?.outcome === 'locked') throw new ApiError('E106', [settled.minutes]);
    throw new ApiError('E100');
  }
  if (!user) {
    await verifyPassword(await decoyHash(), input.password); // the same work as a wrong password
    await recordUnknownFailure(ctx, attempt);
    throw new ApiError('E111');
  }
  const right = await verifyPassword(user.password_hash, input.password);
  const settled = await settleAttempt(ctx, user.id, right, attempt);
  throwUnlessGranted(settled);
  // Maintenance (V110) is told after the password's verdict, so a house operator can still log in to end
  // it; a refusal (E111, E106, E100) reads as it always does and so reveals nothing new.
  await refuseDuringMaintenance(ctx, user);
  const challenge = await openChallenge(ctx, user);
  return challenge ?? startLoggedIn(ctx, user.id, settled.mustChangePassword);
}

async function findUser(ctx: ServiceContext, pin: string, username: string): Promise<UserRow | undefined> {
  return ctx.db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .selectAll('users')
    .where('sites.pin', '=', pin)
    .where('users.username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}
