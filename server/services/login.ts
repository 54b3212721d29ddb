// Logging in (docs/product.md D9, §10): pin + user name + password → a session token. An unknown pin, an
// unknown user and a wrong password are one answer (E111) that takes as long (argon2 against a decoy
// hash), so the call cannot tell anyone which user names exist. Failed logins are counted per account,
// not per address: 5 within 15 minutes lock the account for 15 minutes (E106 with the minutes left).
import { sql } from 'kysely';
import { ApiError } from './api-error.ts';
import type { ServiceContext } from './context.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import { IDLE_LIMIT_MS, startSession } from './sessions.ts';
import type { UserRow } from './access.ts';

export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

export interface LoginInput {
  pin: string;
  username: string;
  password: string;
}

export interface LoginSuccess {
  /** S106: logged in, but every call except NeedChangePwd and Logout is refused until it is changed. */
  status: 'S100' | 'S106';
  token: string;
  /** Seconds of idleness the token survives (it slides with every call; 12 hours at most in all). */
  expiresIn: number;
}

/** Logs a user in, or throws E111 (wrong credentials), E106 (locked, minutes left) or E131 (not active). */
export async function login(ctx: ServiceContext, input: LoginInput): Promise<LoginSuccess> {
  const user = await findUser(ctx, input.pin, input.username);
  if (!user) {
    await verifyPassword(await decoyHash(), input.password); // the same work as a wrong password
    throw new ApiError('E111');
  }
  const now = ctx.clock.now();
  // A locked account is refused even with the right password, or the lock would only slow guessing down.
  const lockedFor = lockedMs(user.locked_until, now);
  if (lockedFor > 0) throw new ApiError('E106', [minutesOf(lockedFor)]);

  if (!(await verifyPassword(user.password_hash, input.password))) {
    const lockedUntil = await recordFailure(ctx, user.id, now);
    if (lockedMs(lockedUntil, now) > 0) throw new ApiError('E106', [minutesOf(lockedMs(lockedUntil, now))]);
    throw new ApiError('E111');
  }
  // Told only to whoever knows the password, so the status of an account is no oracle for guessers.
  if (user.status !== 'active') throw new ApiError('E131');

  await ctx.db
    .updateTable('users')
    .set({ failed_logins: 0, first_failed_at: null, locked_until: null })
    .where('id', '=', user.id)
    .execute();
  const token = await startSession(ctx, user.id);
  return { status: user.must_change_password ? 'S106' : 'S100', token, expiresIn: IDLE_LIMIT_MS / 1000 };
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

/**
 * Counts one failed login in a single UPDATE, so concurrent attempts (even on several server processes)
 * cannot lose a count. The window starts at the first failure; the fifth failure inside it locks the
 * account and clears the count. Returns the account's locked_until afterwards.
 */
async function recordFailure(ctx: ServiceContext, userId: number, now: number): Promise<Date | null> {
  const at = new Date(now);
  const windowStart = new Date(now - FAILURE_WINDOW_MS);
  const lockUntil = new Date(now + LOCK_MS);
  const fresh = sql<boolean>`(first_failed_at is null or first_failed_at <= ${windowStart})`;
  const locks = sql<boolean>`(not ${fresh} and failed_logins + 1 >= ${MAX_FAILED_LOGINS})`;
  const row = await ctx.db
    .updateTable('users')
    .set({
      failed_logins: sql<number>`case when ${fresh} then 1 when ${locks} then 0 else failed_logins + 1 end`,
      first_failed_at: sql<Date | null>`case when ${fresh} then ${at}::timestamptz when ${locks} then null else first_failed_at end`,
      locked_until: sql<Date | null>`case when ${locks} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('id', '=', userId)
    .returning('locked_until')
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

function lockedMs(lockedUntil: Date | string | null, now: number): number {
  return lockedUntil ? new Date(lockedUntil).getTime() - now : 0;
}

/** Minutes left, rounded up: "wait 1 minute" while any of the last minute remains. */
const minutesOf = (ms: number): number => Math.ceil(ms / 60_000);
