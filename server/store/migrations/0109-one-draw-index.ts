// Tickets had two indexes led by the draw: tickets_draw_exposure (draw_type, draw_date), covering what the
// exposure and settlement read, and tickets_date_bet (draw_date, bet_id), for a date's tickets of given bets
// (My numbers: the player's bets on today's and yesterday's draws; the bet statistic: a date's tickets).
// One index led by the date serves the draw lookups, which name the date always and the draw type either
// as well or not at all; and the bet index gains the date, so a player's tickets of one date are found
// through their bets without reading the bets' other dates. Five indexes become four: each costs every
// ticket a B-tree insert, about 72 bytes of WAL (a ticket's heap row is about 135) and its CPU; a
// 10,000-ticket bet wrote 5.1 MB of WAL, 70% of it index inserts (docs/operations.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists tickets_date_draw on tickets (draw_date, draw_type) include (bet_id, number, split)`.execute(
    db,
  );
  await sql`create index if not exists tickets_bet_date on tickets (bet_id, draw_date)`.execute(db);
  await sql`drop index if exists tickets_draw_exposure`.execute(db);
  await sql`drop index if exists tickets_date_bet`.execute(db);
  await sql`drop index if exists tickets_bet`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists tickets_bet on tickets (bet_id)`.execute(db);
  await sql`create index if not exists tickets_date_bet on tickets (draw_date, bet_id)`.execute(db);
  await sql`create index if not exists tickets_draw_exposure on tickets (draw_type, draw_date) include (bet_id, number, split)`.execute(
    db,
  );
  await sql`drop index if exists tickets_bet_date`.execute(db);
  await sql`drop index if exists tickets_date_draw`.execute(db);
}
