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
}

export async function creditUsage(db: ServiceContext['db'], userId: number): Promise<CreditUsage> {
  const usage = (await creditUsages(db, [userId])).get(userId);
  if (!usage) throw new Error(`no user ${userId}`);
  return usage;
}

/**
 * The credit usage of many users in one statement (a downline list), by id; unknown ids are left out.
 * Under READ COMMITTED the subqueries see the snapshot of the statement's start: to judge a change against
 * these figures, lock the user's row in an EARLIER statement (see bets/available-credit.ts).
 */
export async function creditUsages(db: ServiceContext['db'], userIds: readonly number[]): Promise<Map<number, CreditUsage>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.credit_limit_cents',
      sql<string>`coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = u.id), 0)`.as('given'),
      sql<string>`coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id), 0)`.as('ledger'),
      sql<string>`coalesce((select sum(t.stake_cents) from bets b join tickets t on t.bet_id = b.id
        where b.player_id = u.id and not exists (select 1 from bet_voids v where v.bet_id = b.id)
          and not exists (select 1 from ticket_wins w where w.ticket_id = t.id)), 0)`.as('reserved'),
    ])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const limitCents = Number(row.credit_limit_cents);
      const givenCents = Number(row.given);
      const ledgerCents = Number(row.ledger);
      const usage = { limitCents, givenCents, ledgerCents, reservedCents: Number(row.reserved), availableCents: limitCents - givenCents + ledgerCents };
      return [row.id, usage];
    }),
  );
}
