// The lock decision of a login attempt (docs/product.md D10): 5 failures within 15 minutes lock the account
// for 15 minutes. The attempt's verdict (password or code right or wrong, decided before, argon2 being slow)
// is settled in ONE transaction that holds the account's row: the lock is read, the failure counted and the
// attempt recorded under that row lock. Concurrent attempts therefore settle one after another: no count
// is lost, and an attempt that settles after the fifth failure is refused even with the right password.
// Wrong two-factor codes have a count of their own (code_failures), which a right password does not clear:
// otherwise whoever knows the password could guess 4 codes per password login for ever. Only a right code
// clears it. Any lock ends the account's open challenges: after it, only a new challenge may try again.
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
  /** The attempt's pending row (login-attempts.ts), which its verdict completes; else a new row. */
  eventId?: number;
}

export type Settlement =
  | { outcome: 'granted'; status: string; mustChangePassword: boolean }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; minutes: number; byCodes?: true };

/**
 * Settles one attempt on an existing account. `right`: the password (or code) was right. A wrong attempt
 * is always recorded as a failure; it adds to the lock's count unless the account is already locked.
 * A right attempt on an unlocked account clears the count. The caller still checks the account's status.
 */
export async function settleAttempt(
  ctx: ServiceContext,
  userId: number,
  right: boolean,
  attempt: Attempt,
): Promise<Settlement> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockedUserRow(trx, userId);
    const now = ctx.clock.now();
    const lockedFor = lockedMs(row.locked_until, now);
    if (!right) {
      await recordEvent(trx, attempt, userId, 'failure', now);
      if (lockedFor > 0) return { outcome: 'locked', minutes: minutesOf(lockedFor) };
      return wrongOrLocked(await countFailure(trx, userId, now), now);
    }
    if (lockedFor > 0) {
      await recordEvent(trx, attempt, userId, 'refused', now);
      return { outcome: 'locked', minutes: minutesOf(lockedFor) };
    }
    return granted(trx, userId, row, attempt, now);
  });
}

/**
 * Settles a two-factor code. A wrong code counts towards the account's code lock (MAX_FAILED_LOGINS within
 * FAILURE_WINDOW_MS, whatever the password did meanwhile); a right one clears both counts.
 */
export async function settleCode(
  ctx: ServiceContext,
  userId: number,
  right: boolean,
  attempt: Attempt,
): Promise<Settlement> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockedUserRow(trx, userId);
    const now = ctx.clock.now();
    const lockedFor = lockedMs(row.locked_until, now);
    if (lockedFor > 0) {
      await recordEvent(trx, attempt, userId, right ? 'refused' : 'failure', now);
      return { outcome: 'locked', minutes: minutesOf(lockedFor) };
    }
    if (!right) {
      await recordEvent(trx, attempt, userId, 'failure', now);
      // The lock this wrong code caused came from codes, and the refusal says so (not "wrong passwords").
      const settled = wrongOrLocked(await countCodeFailure(trx, userId, now), now);
      return settled.outcome === 'locked' ? { ...settled, byCodes: true } : settled;
    }
    await trx.deleteFrom('code_failures').where('user_id', '=', userId).execute();
    return granted(trx, userId, row, attempt, now);
  });
}

/** Whether the account is locked now (the code step tells a spent challenge of a locked account E106). */
export async function lockedMinutes(ctx: ServiceContext, userId: number): Promise<number> {
  const row = await ctx.db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
  const left = lockedMs(row?.locked_until ?? null, ctx.clock.now());
  return left > 0 ? minutesOf(left) : 0;
}

function wrongOrLocked(lockedUntil: Date | null, now: number): Settlement {
  const lockedNow = lockedMs(lockedUntil, now);
  return lockedNow > 0 ? { outcome: 'locked', minutes: minutesOf(lockedNow) } : { outcome: 'wrong' };
}

/** A failed attempt for a name no account has: recorded (the captcha rule counts it), nothing to lock. */
export async function recordUnknownFailure(ctx: ServiceContext, attempt: Attempt): Promise<void> {
  await ctx.db.transaction().execute((trx) => recordEvent(trx, attempt, null, 'failure', ctx.clock.now()));
}

/** The account's lock state, its row locked for the rest of the transaction (one attempt settles at a time). */
function lockedUserRow(trx: Transaction<Database>, userId: number) {
  return trx
    .selectFrom('users')
    .select(['locked_until', 'status', 'must_change_password'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A right password or code on an unlocked account: its failure counts clear and the attempt is recorded. */
async function granted(
  trx: Transaction<Database>,
  userId: number,
  row: Awaited<ReturnType<typeof lockedUserRow>>,
  attempt: Attempt,
  now: number,
): Promise<Settlement> {
  await trx
    .updateTable('users')
    .set({ failed_logins: 0, first_failed_at: null, locked_until: null })
    .where('id', '=', userId)
    .execute();
  await recordEvent(trx, attempt, userId, row.status === 'active' ? 'success' : 'refused', now);
  return { outcome: 'granted', status: row.status, mustChangePassword: row.must_change_password };
}

/** The login_events row of an attempt. */
export const loginEventRow = (attempt: Attempt, userId: number | null, outcome: LoginOutcome, now: number) => ({
  site_pin: attempt.pin,
  username_key: attempt.usernameKey,
  user_id: userId,
  address: attempt.address,
  outcome,
  at: new Date(now),
});

async function recordEvent(
  trx: Transaction<Database>,
  attempt: Attempt,
  userId: number | null,
  outcome: LoginOutcome,
  now: number,
) {
  // Drawn while the account's row is held: for one account, the order the verdicts settled in.
  const settledOrder = sql<number>`nextval('login_events_settled_order')`;
  if (attempt.eventId !== undefined) {
    await trx
      .updateTable('login_events')
      .set({ user_id: userId, outcome, at: new Date(now), settled_order: settledOrder })
      .where('id', '=', attempt.eventId)
      .execute();
    return;
  }
  await trx
    .insertInto('login_events')
    .values({ ...loginEventRow(attempt, userId, outcome, now), settled_order: settledOrder })
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
  const lockedUntilNow = row?.locked_until ?? null;
  if (lockedMs(lockedUntilNow, now) > 0) await endChallenges(trx, userId, now);
  return lockedUntilNow;
}

/** Counts one wrong code (the row is locked by the caller); the fifth in the window locks the account. */
async function countCodeFailure(trx: Transaction<Database>, userId: number, now: number): Promise<Date | null> {
  const at = new Date(now);
  const windowStart = new Date(now - FAILURE_WINDOW_MS);
  const counted = await trx
    .insertInto('code_failures')
    .values({ user_id: userId, failures: 1, first_failed_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        failures: sql<number>`case when code_failures.first_failed_at <= ${windowStart} then 1 else code_failures.failures + 1 end`,
        first_failed_at: sql<Date>`case when code_failures.first_failed_at <= ${windowStart} then ${at}::timestamptz else code_failures.first_failed_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (counted.failures < MAX_FAILED_LOGINS) return null;
  const lockedUntil = new Date(now + LOCK_MS);
  await trx.deleteFrom('code_failures').where('user_id', '=', userId).execute();
  await trx.updateTable('users').set({ locked_until: lockedUntil }).where('id', '=', userId).execute();
  await endChallenges(trx, userId, now);
  return lockedUntil;
}

/** A lock ends every challenge the account has open: once it expires, only a new one may try again. */
async function endChallenges(trx: Transaction<Database>, userId: number, now: number): Promise<void> {
  await trx
    .updateTable('login_challenges')
    .set({ used_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

function lockedMs(lockedUntil: Date | string | null, now: number): number {
  return lockedUntil ? new Date(lockedUntil).getTime() - now : 0;
}

/** Minutes left, rounded up: "wait 1 minute" while any of the last minute remains. */
const minutesOf = (ms: number): number => Math.ceil(ms / 60_000);
