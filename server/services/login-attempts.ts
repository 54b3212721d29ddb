// Whether a login attempt must bring a solved challenge (services/captcha.ts): 3 failures from its address
// or for its account (pin + user name, known or not: no oracle) within 15 minutes. Attempts still being
// judged count as failures: an attempt is written down as 'pending' before its password is looked at, in
// a transaction holding advisory locks on its address and its account, so in a parallel burst each
// attempt sees every one before it. Its verdict later turns that row into a failure, success or refusal
// (login-lock.ts); a process that dies in between leaves a pending row that counts until the window ends.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { ServiceContext } from './context.ts';
import { loginEventRow, type Attempt } from './login-lock.ts';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_WINDOW_MS } from './captcha.ts';

export interface OpenedAttempt extends Attempt {
  /** The attempt's row in login_events, pending until its verdict. */
  eventId: number;
  /** Whether this attempt must bring a solved challenge. */
  challengeWanted: boolean;
}

const keysOf = (attempt: Attempt) =>
  [`address:${attempt.address}`, `account:${attempt.pin}:${attempt.usernameKey}`].sort();

export async function openAttempt(
  ctx: ServiceContext,
  attempt: Attempt,
  userId: number | null,
): Promise<OpenedAttempt> {
  return ctx.db.transaction().execute(async (trx) => {
    // Sorted, so two attempts sharing both keys take them in the same order (no deadlock).
    for (const key of keysOf(attempt))
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    const now = ctx.clock.now();
    const failures = await failuresCounted(trx, attempt, now);
    const row = await trx
      .insertInto('login_events')
      .values(loginEventRow(attempt, userId, 'pending', now))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...attempt, eventId: Number(row.id), challengeWanted: failures >= threshold(ctx) };
  });
}

/** Whether the next attempt from this address or for this account will want a challenge: told with a refusal. */
export async function challengeWantedNext(ctx: ServiceContext, attempt: Attempt): Promise<boolean> {
  return (await failuresCounted(ctx.db, attempt, ctx.clock.now())) >= threshold(ctx);
}

const threshold = (ctx: ServiceContext) => ctx.limits?.captchaAfterFailures ?? CAPTCHA_AFTER_FAILURES;

async function failuresCounted(
  db: ServiceContext['db'] | Transaction<Database>,
  attempt: Attempt,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('login_events')
    .select(sql<number>`count(*)`.as('failures'))
    .where('outcome', 'in', ['failure', 'pending'])
    .where('at', '>', new Date(now - CAPTCHA_WINDOW_MS))
    .where((eb) =>
      eb.or([
        eb('address', '=', attempt.address),
        eb.and([eb('site_pin', '=', attempt.pin), eb('username_key', '=', attempt.usernameKey)]),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.failures ?? 0);
}
