// Credit (product decisions §8): an agent hands each downline a credit limit out of its own. What a user
// can still bet is its limit, less what it gave to downlines, plus its ledger (stakes are negative;
// refunds, wins and commission positive). Outstanding is the stake of its open bets (not void; settlement,
// when it lands, closes them too).
import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';

export interface CreditUsage {
  limitCents: number;
  /** Sum of the direct downlines' credit limits. */
  givenCents: number;
  /** Net of the user's ledger entries. */
  ledgerCents: number;
  /** Stakes of open bets placed for this user (not voided). */
  reservedCents: number;
  /** limit − given + ledger; never negative while the rules hold. */
  availableCents: number;
}

export async function creditUsage(db: ServiceContext['db'], userId: number): Promise<CreditUsage> {
  const user = await db.selectFrom('users').select('credit_limit_cents').where('id', '=', userId).executeTakeFirstOrThrow();
  const sumOf = async (query: Promise<{ total: string } | undefined>) => Number((await query)?.total ?? 0);
  const givenCents = await sumOf(
    db.selectFrom('users').select(sql<string>`coalesce(sum(credit_limit_cents), 0)`.as('total')).where('parent_id', '=', userId).executeTakeFirst(),
  );
  const ledgerCents = await sumOf(
    db.selectFrom('ledger_entries').select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total')).where('user_id', '=', userId).executeTakeFirst(),
  );
  const reservedCents = await sumOf(
    db
      .selectFrom('bets')
      .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
      .select(sql<string>`coalesce(sum(bets.total_cents), 0)`.as('total'))
      .where('bets.player_id', '=', userId)
      .where('bet_voids.bet_id', 'is', null)
      .executeTakeFirst(),
  );
  const limitCents = Number(user.credit_limit_cents);
  return { limitCents, givenCents, ledgerCents, reservedCents, availableCents: limitCents - givenCents + ledgerCents };
}
