// Max fight in settlement (docs/settlement.md, "Max fight"): each level's max fight as it stood when a bet
// was first settled, beside its commission and PT, so a correction splits the bet by the same caps. Null on
// rows settled before max fight was applied (they were split by PT alone, and their corrections stay so).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_shares').addColumn('max_fight_cents', 'bigint').execute();
}
