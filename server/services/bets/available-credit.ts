// What a player can still bet, read inside the bet's transaction after locking the player's row, so
// concurrent bets for one player are judged one after another and credit never goes below zero.
//
// The lock and the read must be two statements. Under READ COMMITTED a statement's snapshot is taken when
// it starts: subqueries in the very `SELECT … FOR UPDATE` that waited for the lock would still see the
// ledger as it was before the bet that held the lock committed (the concurrency test caught exactly this).
// The second statement starts after the lock is ours and sees every committed stake.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';

export async function lockAndReadAvailable(trx: Transaction<Database>, playerId: number): Promise<{ availableCents: number; betId: number }> {
  // Locking also draws the bet's number, to save a round trip.
  const locked = await trx
    .selectFrom('users')
    .select(sql<number>`nextval('bets_id_seq')::int`.as('bet_id'))
    .where('id', '=', playerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // Same arithmetic as creditUsage (services/credit.ts): limit − given to downlines + ledger.
  const { available } = await trx
    .selectFrom('users')
    .select(
      sql<string>`users.credit_limit_cents
        - coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = users.id), 0)
        + coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = users.id), 0)`.as('available'),
    )
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { availableCents: Number(available), betId: locked.bet_id };
}
