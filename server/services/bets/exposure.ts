// Sold out (E145): every bet adds its stakes per (draw, number) to number_exposure inside its transaction
// (the upsert is part of the bet's one write statement, write-bets.ts); if any number would pass the site's
// cap, the bet is refused and the transaction takes it all back. The upsert makes concurrent bets on one
// number queue on its row and add to the committed figure, so the cap holds exactly; rows are written in a
// fixed order (sorted here) so two bets can never deadlock each other.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { NewTicket } from './tickets.ts';

export interface ExposureColumns {
  drawTypes: string[];
  dates: string[];
  numbers: string[];
  stakes: number[];
}

/** The stakes of some tickets summed per (draw type, date, number), in key order, one array per column. */
export function exposureColumns(tickets: readonly NewTicket[]): ExposureColumns {
  const totals = new Map<string, number>();
  for (const ticket of tickets) {
    const key = `${ticket.draw_type}|${ticket.draw_date}|${ticket.number}`;
    totals.set(key, (totals.get(key) ?? 0) + ticket.stake_cents);
  }
  const columns: ExposureColumns = { drawTypes: [], dates: [], numbers: [], stakes: [] };
  for (const key of [...totals.keys()].sort()) {
    const [drawType, date, number] = key.split('|') as [string, string, string];
    columns.drawTypes.push(drawType);
    columns.dates.push(date);
    columns.numbers.push(number);
    columns.stakes.push(totals.get(key) as number);
  }
  return columns;
}

/** A void takes its bet's stakes back off the numbers it was on. */
export async function removeExposure(trx: Transaction<Database>, siteId: number, betId: number): Promise<void> {
  await sql`
    update number_exposure e set staked_cents = e.staked_cents - t.total
    from (select draw_type, draw_date, number, sum(stake_cents) as total from tickets where bet_id = ${betId} group by 1, 2, 3) t
    where e.site_id = ${siteId} and e.draw_type = t.draw_type and e.draw_date = t.draw_date and e.number = t.number
  `.execute(trx);
}
