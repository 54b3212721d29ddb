// Tickets are written by one function only, write_tickets (store/functions/write_tickets.sql), called by
// place_bets with the ids of the bets it wrote a moment before in the same transaction (write_bet_rows.sql):
// every ticket's bet exists when the ticket does, and no bet is ever deleted. The foreign key checked that
// again row by row, a locking look-up of the bet for each ticket (about a third of the tickets' insert:
// docs/operations.md, "What a bet costs"); the ticket's bet is still found through tickets_bet.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets drop constraint if exists tickets_bet_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tickets add constraint tickets_bet_id_fkey foreign key (bet_id) references bets (id)`.execute(db);
}
