// Two-factor codes (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1 as every authenticator app reads it).
// The secret lives only on the server (two_factor.secret). After the right password an account with codes
// gets a challenge instead of a session: S108 (first time: scan the QR, confirm with a first code) or S107
// (enter the code). The challenge is single use, lasts 5 minutes (E110 after) and allows 5 wrong codes;
// every wrong code also counts towards the account's code lock (login-lock.ts settleCode), which a right
// password does not clear: the 5th wrong code in 15 minutes locks the account, however many password
// logins the guesses were spread over, and ends its open challenges. A code is accepted once: the step it
// was accepted for is kept, and a code of that step or an earlier one is refused (no replay). ±1 step of
// clock drift is accepted.
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { ApiError } from './api-error.ts';
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { lockedMinutes, settleCode } from './login-lock.ts';
import { lockedError, startLoggedIn, throwUnlessGranted, type LoginSuccess } from './login-grant.ts';
import { refuseDuringMaintenance } from './maintenance.ts';
import { hashToken, newToken } from './tokens.ts';

export const CHALLENGE_MS = 5 * 60 * 1000;
export const MAX_WRONG_CODES = 5;
export const STEP_SECONDS = 30;
/** Steps either side of the server's own that a code may come from (a phone's clock drifts). */
export const DRIFT_STEPS = 1;
const ISSUER = 'Tikam';

export interface ChallengeIssued {
  status: 'S107' | 'S108';
  /** The challenge's token (not a session): sent back with the code. */
  challenge: string;
  expiresIn: number;
  /** S108 only: the secret to scan (base32), and the otpauth:// URI the QR shows. */
  enrolment?: { secret: string; uri: string };
}

/** Builds the TOTP of a secret, the one definition the server and the tests use. */
export function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A challenge when the account has codes turned on, else undefined (the login goes straight on). */
export async function openChallenge(ctx: ServiceContext, user: UserRow): Promise<ChallengeIssued | undefined> {
  const setting = await ctx.db.selectFrom('two_factor').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!setting?.required) return undefined;
  const token = newToken();
  const now = ctx.clock.now();
  const enrolling = setting.secret === null;
  const secret = enrolling ? new Secret({ size: 20 }).base32 : null;
  await ctx.db
    .insertInto('login_challenges')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      kind: enrolling ? 'enrol' : 'code',
      secret,
      expires_at: new Date(now + CHALLENGE_MS),
    })
    .execute();
  const issued: ChallengeIssued = {
    status: enrolling ? 'S108' : 'S107',
    challenge: token,
    expiresIn: CHALLENGE_MS / 1000,
  };
  if (secret) issued.enrolment = { secret, uri: totpOf(secret, user.username).toString() };
  return issued;
}

export interface CodeInput {
  challenge: string;
  code: string;
  address: string;
}

/** The code step: a session for the right code, E110 for a spent or stale challenge, E111 / E106 otherwise. */
export async function answerChallenge(ctx: ServiceContext, input: CodeInput): Promise<LoginSuccess> {
  const now = ctx.clock.now();
  const challenge = await ctx.db
    .selectFrom('login_challenges')
    .innerJoin('users', 'users.id', 'login_challenges.user_id')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
    .select([
      'login_challenges.id',
      'login_challenges.user_id',
      'login_challenges.kind',
      'login_challenges.wrong_codes',
      'login_challenges.expires_at',
      'login_challenges.used_at',
      'users.username_key',
      'users.house_operator',
      'sites.pin',
    ])
    .select(['login_challenges.secret as enrol_secret', 'two_factor.secret', 'two_factor.last_step'])
    .where('login_challenges.token_hash', '=', hashToken(input.challenge))
    .executeTakeFirst();
  if (!challenge) throw new ApiError('E110');
  const live =
    !challenge.used_at && new Date(challenge.expires_at).getTime() > now && challenge.wrong_codes < MAX_WRONG_CODES;
  if (!live) {
    // A challenge a lock ended says so while the lock lasts (the right code after the 5th wrong one).
    const minutes = await lockedMinutes(ctx, challenge.user_id);
    throw minutes > 0 ? lockedError(minutes, challenge.wrong_codes >= MAX_WRONG_CODES) : new ApiError('E110');
  }
  const secret = challenge.kind === 'enrol' ? challenge.enrol_secret : challenge.secret;
  const step = secret && /^\d{6}$/.test(input.code) ? acceptedStep(secret, input.code, now) : undefined;
  const right = step !== undefined && (challenge.last_step === null || step > Number(challenge.last_step));

  const attempt = { pin: challenge.pin, usernameKey: challenge.username_key, address: input.address };
  const settled = await settleCode(ctx, challenge.user_id, right, attempt);
  if (!right) {
    await ctx.db
      .updateTable('login_challenges')
      .set({ wrong_codes: sql`wrong_codes + 1` })
      .where('id', '=', challenge.id)
      .execute();
  }
  throwUnlessGranted(settled);
  // Maintenance switched on between the password and the code: no session (the challenge stays unspent).
  await refuseDuringMaintenance(ctx, challenge);
  // Spend the challenge and the step at once; a concurrent use of either loses here (no second session).
  const spent = await ctx.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('login_challenges')
      .set({ used_at: new Date(now) })
      .where('id', '=', challenge.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) return false;
    const stepTaken = await trx
      .insertInto('two_factor')
      .values({ user_id: challenge.user_id, required: true, secret, last_step: step, updated_at: new Date(now) })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret, last_step: step, updated_at: new Date(now) })
          .where(sql<boolean>`two_factor.last_step is null or two_factor.last_step < ${step}`),
      )
      .returning('user_id')
      .executeTakeFirst();
    // Another challenge of the account took this step meanwhile: the same code twice (rolls back the spend).
    if (!stepTaken) throw new ApiError('E111');
    return true;
  });
  if (!spent) throw new ApiError('E110');
  return startLoggedIn(ctx, challenge.user_id, settled.mustChangePassword);
}

/** The time step a code belongs to, if it is within ±DRIFT_STEPS of now. */
function acceptedStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? undefined : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}
