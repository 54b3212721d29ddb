// Writes a bet's tickets in one statement with one array per column (unnest), instead of one bound
// parameter per cell: a 78-ticket bet binds 9 parameters, not 702, which is most of a bet's database time
// on PGlite and a good part of it on PostgreSQL.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { NewTicket } from './tickets.ts';

export async function insertTickets(trx: Transaction<Database>, betId: number, tickets: readonly NewTicket[]): Promise<void> {
  const column = <K extends keyof NewTicket>(key: K) => tickets.map((ticket) => ticket[key]);
  await sql`
    insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
    select ${betId}::int, * from unnest(
      ${column('line')}::int[], ${column('draw_type')}::text[], ${column('draw_date')}::text[], ${column('number')}::text[],
      ${column('mode')}::text[], ${column('split')}::int[], ${column('amounts_json')}::text[], ${column('stake_cents')}::bigint[])
  `.execute(trx);
}
