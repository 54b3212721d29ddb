// A parsed sheet's tickets as rows of the tickets table: the engine expands and prices them
// (src/core/engine/tickets.ts, their one home); here they only get the table's column names.
import {
  sheetTickets,
  ticketSplit,
  type SheetContext,
  type SheetLine,
  type SheetResult,
} from '../../../src/core/engine/index.ts';
import type { Selectable } from 'kysely';
import type { TicketsTable } from '../../store/schema.ts';

/** A ticket before it belongs to a bet: a row of the tickets table without its ids. */
export type NewTicket = Omit<Selectable<TicketsTable>, 'id' | 'bet_id'>;

export function ticketsOf(sheet: SheetResult, context: SheetContext): NewTicket[] {
  // A line's amounts as stored, written once per line rather than once per ticket.
  const amounts = new Map<SheetLine, string>();
  return sheetTickets(sheet, context.drawCalendar).map(({ line, drawType, drawDate, number, stakeCents }) => {
    let json = amounts.get(line);
    if (json === undefined) amounts.set(line, (json = JSON.stringify(line.amountsCents)));
    return {
      line: line.line,
      draw_type: drawType,
      draw_date: drawDate,
      number,
      mode: line.mode,
      split: ticketSplit(line),
      amounts_json: json,
      stake_cents: stakeCents,
    };
  });
}
