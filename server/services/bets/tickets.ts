// A parsed sheet's tickets as rows of the tickets table: the engine expands and prices them
// (src/core/engine/tickets.ts, their one home); here they only get the table's column names.
import { sheetTickets, type SheetContext, type SheetResult } from '../../../src/core/engine/index.ts';
import type { Selectable } from 'kysely';
import type { TicketsTable } from '../../store/schema.ts';

/** A ticket before it belongs to a bet: a row of the tickets table without its ids. */
export type NewTicket = Omit<Selectable<TicketsTable>, 'id' | 'bet_id' | 'big_cents' | 'small_cents'>;

export function ticketsOf(sheet: SheetResult, context: SheetContext): NewTicket[] {
  // A line's amounts as stored, written once per line rather than once per ticket.
  const amounts = new Map<readonly number[], string>();
  return sheetTickets(sheet, context.drawCalendar).map((ticket) => {
    let json = amounts.get(ticket.amountsCents);
    if (json === undefined) amounts.set(ticket.amountsCents, (json = JSON.stringify(ticket.amountsCents)));
    return {
      line: ticket.line, draw_type: ticket.drawType, draw_date: ticket.drawDate, number: ticket.number, mode: ticket.mode,
      split: ticket.split, amounts_json: json, stake_cents: ticket.stakeCents,
    };
  });
}
