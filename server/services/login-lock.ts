// The lock decision of a login attempt (docs/product.md D10): 5 failures within 15 minutes lock the account
// for 15 minutes. The attempt's verdict (password or code right or wrong, decided before, argon2 being slow)
// is settled in ONE transaction that holds the account's row: the lock is read, the failure counted and the
// attempt recorded under that row lock. Concurrent attempts therefore settle one after another: no count
// is lost, and an attempt that settles after the fifth failure is refused even with the right password.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { LoginOutcome } from '../store/schema-sign-in.ts';
import type { ServiceContext } from './context.ts';

export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

/** Who tried, from where: recorded with every attempt (the captcha rule counts failures by both). */
export interface Attempt {
  pin: string;
  usernameKey: string;
  address: string;
}

export type Settlement =
  | { outcome: 'granted'; status: string; mustChangePassword: boolean }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; minutes: number };

/**
 * Settles one attempt on an existing account. `right`: the password (or code) was right. A wrong attempt
 * is always recorded as a failure; it adds to the lock's count unless the account is already locked.
 * A right attempt on an unlocked account clears the count. The caller still checks the account's status.
 */
export async function settleAttempt(ctx: ServiceContext, userId: number, right: boolean, attempt: Attempt): Promise<Settlement> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('users')
      .select(['locked_until', 'status', 'must_change_password'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const now = ctx.clock.now();
    const lockedFor = lockedMs(row.locked_until, now);
    if (!right) {
      await recordEvent(trx, attempt, userId, 'failure', now);
      if (lockedFor > 0) return { outcome: 'locked', minutes: minutesOf(lockedFor) };
      const lockedUntil = await countFailure(trx, userId, now);
      const lockedNow = lockedMs(lockedUntil, now);
      return lockedNow > 0 ? { outcome: 'locked', minutes: minutesOf(lockedNow) } : { outcome: 'wrong' };
    }
    if (lockedFor > 0) {
      await recordEvent(trx, attempt, userId, 'refused', now);
      return { outcome: 'locked', minutes: minutesOf(lockedFor) };
    }
    await trx.updateTable('users').set({ failed_logins: 0, first_failed_at: null, locked_until: null }).where('id', '=', userId).execute();
    await recordEvent(trx, attempt, userId, row.status === 'active' ? 'success' : 'refused', now);
    return { outcome: 'granted', status: row.status, mustChangePassword: row.must_change_password };
  });
}

/** A failed attempt for a name no account has: recorded (the captcha rule counts it), nothing to lock. */
export async function recordUnknownFailure(ctx: ServiceContext, attempt: Attempt): Promise<void> {
  await ctx.db.transaction().execute((trx) => recordEvent(trx, attempt, null, 'failure', ctx.clock.now()));
}

async function recordEvent(trx: Transaction<Database>, attempt: Attempt, userId: number | null, outcome: LoginOutcome, now: number) {
  await trx
    .insertInto('login_events')
    .values({ site_pin: attempt.pin, username_key: attempt.usernameKey, user_id: userId, address: attempt.address, outcome, at: new Date(now) })
    .execute();
}

/**
 * Counts one failure (the row is locked by the caller). The window starts at the first failure; the fifth
 * inside it locks the account and clears the count. Returns the account's locked_until afterwards.
 */
async function countFailure(trx: Transaction<Database>, userId: number, now: number): Promise<Date | null> {
  const at = new Date(now);
  const windowStart = new Date(now - FAILURE_WINDOW_MS);
  const lockUntil = new Date(now + LOCK_MS);
  const fresh = sql<boolean>`(first_failed_at is null or first_failed_at <= ${windowStart})`;
  const locks = sql<boolean>`(not ${fresh} and failed_logins + 1 >= ${MAX_FAILED_LOGINS})`;
  const row = await trx
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
