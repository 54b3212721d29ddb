// What a player can still bet, inside the bet's transaction: its credit limit, less what it handed to
// downlines, plus its ledger (stakes negative; refunds, wins and commission positive). The player's row
// is locked first, so concurrent bets for one player are judged one after another.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';

export async function lockAndReadAvailable(trx: Transaction<Database>, playerId: number): Promise<number> {
  const player = await trx.selectFrom('users').select('credit_limit_cents').where('id', '=', playerId).forUpdate().executeTakeFirstOrThrow();
  const given = await trx
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(credit_limit_cents), 0)`.as('total'))
    .where('parent_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const ledger = await trx
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('total'))
    .where('user_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(player.credit_limit_cents) - Number(given.total) + Number(ledger.total);
}
