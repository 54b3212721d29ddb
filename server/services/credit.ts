// Credit (docs/product.md D8): an agent hands each downline a credit limit out of its own. What a user
// can still bet is its limit, less what it gave to downlines, plus its ledger (stakes are negative;
// refunds, wins and commission positive). Outstanding is the stake of its open tickets: those of bets that
// are not void and whose draw has not settled them yet (a ticket_wins row closes a ticket).
//
// Only the player's own money is in its ledger. Agents' commissions and PT shares are accounting figures
// (settlement_shares), settled between the levels outside the app, so they never move available credit.
// A correction may take back wins already staked, leaving available credit below zero: a debt to the
// agent (docs/api/bets.md). New bets are refused (E117) until voids, wins or a raised limit cover them.
import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';

export interface CreditUsage {
  limitCents: number;
  /** Sum of the direct downlines' credit limits. */
  givenCents: number;
  /** Net of the user's ledger entries. */
  ledgerCents: number;
  /** Stakes of this user's open tickets: bets not voided, tickets not yet settled. */
  reservedCents: number;
  /** limit − given + ledger; below zero only after a correction took back wins already used (a debt). */
  availableCents: number;
  /**
   * Commission credited to the user (ledger kind 'commission'), shown as the reward beside the balance; 0
   * until settlement pays some. Read in the same statement, from the same running figures.
   */
  rewardCents: number;
}

export async function creditUsage(db: ServiceContext['db'], userId: number): Promise<CreditUsage> {
  const usage = (await creditUsages(db, [userId])).get(userId);
  if (!usage) throw new Error(`no user ${userId}`);
  return usage;
}

/**
 * The credit usage of many users in one call of credit_usages (store/functions/credit_usages.sql: the
 * columns' one home, the ping's top_content reads them too), by id; unknown ids are left out. The ledger
 * and the outstanding are the running balance (user_balances, kept by triggers in the transaction of
 * every entry: migration 0020), and `available` is credit_available(), the formula's one home
 * (store/functions/credit_available.sql), which place_bets checks every bet against: each read costs the
 * same whatever the user's history. Under READ COMMITTED the statement sees the snapshot of its start (a
 * stable function sees its caller's): to judge a change against these figures, lock the user's row in an
 * EARLIER statement.
 */
export async function creditUsages(
  db: ServiceContext['db'],
  userIds: readonly number[],
): Promise<Map<number, CreditUsage>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<CreditUsageRow & { id: number }>`
    select * from credit_usages(${[...userIds]}::int[])
  `.execute(db);
  return new Map(rows.map((row) => [row.id, creditUsageOf(row)]));
}

/** A user's credit figures as credit_usages (store/functions/credit_usages.sql) answers them: bigints, as text. */
export interface CreditUsageRow {
  credit_limit_cents: string | number;
  given: string | number;
  ledger: string | number;
  reserved: string | number;
  available: string | number;
  reward: string | number;
}

export function creditUsageOf(row: CreditUsageRow): CreditUsage {
  return {
    limitCents: Number(row.credit_limit_cents),
    givenCents: Number(row.given),
    ledgerCents: Number(row.ledger),
    reservedCents: Number(row.reserved),
    availableCents: Number(row.available),
    rewardCents: Number(row.reward),
  };
}
