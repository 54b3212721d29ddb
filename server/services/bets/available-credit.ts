// What a player can still bet, read inside the bet's transaction after locking the player's row, so
// concurrent bets for one player are judged one after another and credit never goes below zero.
import type { Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { creditUsage } from '../credit.ts';

export async function lockAndReadAvailable(trx: Transaction<Database>, playerId: number): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', playerId).forUpdate().executeTakeFirstOrThrow();
  return (await creditUsage(trx, playerId)).availableCents;
}
