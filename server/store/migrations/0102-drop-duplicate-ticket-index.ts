// tickets_draw (draw_type, draw_date) duplicates the leading columns of tickets_draw_exposure (the same
// two, with the exposure's columns included): every query that found a draw's tickets through it finds
// them through the covering index as well (EXPLAIN of settlement's, exposure's and the reports' lookups by
// draw shows the covering index chosen with it gone), while every ticket written paid for both.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_draw`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists tickets_draw on tickets (draw_type, draw_date)`.execute(db);
}
