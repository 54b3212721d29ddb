// Keeps drawn_numbers (migration 0101) the picture of each draw's LATEST result version: publishing a
// version replaces the draw's rows, in the publish transaction, so a correction never leaves the old
// numbers behind and a lookup never sees a half-written draw.
import type { Kysely, Transaction } from 'kysely';
import { drawnNumbersOf, type PublishedTables } from '../../../src/core/domain/drawn-numbers.ts';
import type { Database } from '../../store/schema.ts';

export async function replaceDrawnNumbers(
  trx: Transaction<Database> | Kysely<Database>,
  draw: { resultId: number; drawType: string; drawDate: string; result: PublishedTables },
): Promise<void> {
  await trx
    .deleteFrom('drawn_numbers')
    .where('draw_date', '=', draw.drawDate)
    .where('draw_type', '=', draw.drawType)
    .execute();
  const rows = drawnNumbersOf(draw.result).map((drawn) => ({
    result_id: draw.resultId,
    draw_type: draw.drawType,
    draw_date: draw.drawDate,
    game: drawn.game,
    rank: drawn.rank,
    digits: drawn.digits,
    prize: drawn.prize,
    key: drawn.key,
    sorted_key: drawn.sortedKey,
  }));
  if (rows.length > 0) await trx.insertInto('drawn_numbers').values(rows).execute();
}
