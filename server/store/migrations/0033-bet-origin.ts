// The screen a bet was entered on (issue 12/13 "Rebet"): PostBet carries both the free-text sheet and bet
// form 2, so the call alone cannot say which screen a rebet opens. `origin` is what the app named ('bet2');
// null for the sheet, for every other call (its endpoint already tells) and for bets placed before this.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bets').addColumn('origin', 'text').execute();
}
