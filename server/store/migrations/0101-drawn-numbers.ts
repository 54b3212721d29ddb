// The number lookup and hot/cold numbers (docs/numbers.md): every prize number of each draw's latest result
// version, one row each, with the key a looked-up number matches exactly and the same key with its digits
// sorted ("every ordering"). Derived data: the publish path replaces a draw's rows when a correction comes
// (server/services/numbers/lookup-rows.ts), and the results already published are filled in here.
import { sql, type Kysely } from 'kysely';
import { drawnNumbersOf, type PublishedTables } from '../../../src/core/domain/drawn-numbers.ts';

/** Rows written per insert while filling in the published results (PostgreSQL takes 65,535 parameters). */
const BATCH_ROWS = 2_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drawn_numbers')
    .addColumn('result_id', 'integer', (c) => c.notNull().references('draw_results.id'))
    .addColumn('draw_type', 'text', (c) => c.notNull())
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('game', 'text', (c) => c.notNull().check(sql`game in ('3D', '4D', '5D', '6D')`))
    .addColumn('rank', 'text', (c) => c.notNull())
    .addColumn('digits', 'text', (c) => c.notNull())
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('sorted_key', 'text', (c) => c.notNull())
    .execute();
  // The lookup: one number's keys, newest first. Hot/cold: one draw type's 4D numbers since a date.
  // Covering (INCLUDE every column the lookup reads): once vacuumed, a number's hits are read from the index
  // alone, not from as many scattered table pages as it has hits.
  const read = sql`include (result_id, draw_type, game, rank, digits, prize)`;
  await sql`create index drawn_numbers_key on drawn_numbers (key, draw_date) ${read}`.execute(db);
  await sql`create index drawn_numbers_sorted_key on drawn_numbers (sorted_key, draw_date) ${read}`.execute(db);
  await db.schema.createIndex('drawn_numbers_draw_type').on('drawn_numbers').columns(['draw_type', 'game', 'draw_date', 'digits']).execute();
  // A correction replaces a draw's rows: found by its draw.
  await db.schema.createIndex('drawn_numbers_draw').on('drawn_numbers').columns(['draw_date', 'draw_type']).execute();

  // The latest version of every published draw, in id order.
  const { rows } = await sql<{ id: number; draw_type: string; draw_date: string; result_json: string }>`
    select distinct on (draw_type, draw_date) id, draw_type, draw_date, result_json
    from draw_results order by draw_type, draw_date, version desc`.execute(db);
  let batch: Record<string, unknown>[] = [];
  const flush = async () => {
    if (batch.length > 0) await (db as Kysely<Record<string, Record<string, unknown>>>).insertInto('drawn_numbers').values(batch).execute();
    batch = [];
  };
  for (const result of rows) {
    for (const drawn of drawnNumbersOf(JSON.parse(result.result_json) as PublishedTables)) {
      batch.push({
        result_id: result.id, draw_type: result.draw_type, draw_date: result.draw_date, game: drawn.game, rank: drawn.rank,
        digits: drawn.digits, prize: drawn.prize, key: drawn.key, sorted_key: drawn.sortedKey,
      });
      if (batch.length >= BATCH_ROWS) await flush();
    }
  }
  await flush();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drawn_numbers').execute();
}
