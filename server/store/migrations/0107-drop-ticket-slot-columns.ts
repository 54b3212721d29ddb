// A ticket's B and S slots (big_cents, small_cents), generated from amounts_json for the exposure by number
// (migration 0032), are read by nothing any more: the exposure and every report read the amounts
// themselves. Generated, they still cost every ticket insert two casts of its amounts text to JSON and two
// more columns in tickets_draw_exposure: 15% of a 10,000-ticket insert's CPU in the database (a copy of the
// table with its indexes, twelve alternated runs each, the backend's CPU time: median 130 against 110 ms).
// Dropping a column drops the index that includes it: it is made again with the columns still read.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop column big_cents, drop column small_cents`.execute(db);
  await sql`create index if not exists tickets_draw_exposure on tickets (draw_type, draw_date) include (bet_id, number, split)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists tickets_draw_exposure`.execute(db);
  await sql`
    alter table tickets
      add column big_cents bigint generated always as (((amounts_json::json) ->> 0)::bigint) stored,
      add column small_cents bigint generated always as (((amounts_json::json) ->> 1)::bigint) stored
  `.execute(db);
  await sql`
    create index tickets_draw_exposure on tickets (draw_type, draw_date)
      include (bet_id, number, split, big_cents, small_cents)
  `.execute(db);
}
