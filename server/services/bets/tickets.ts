// A parsed sheet's tickets: one per number a line expands to, per draw type, per date on which that draw
// type has a draw (docs/product.md D4.5). Their stakes add up exactly to the sheet's total.
import { expandNumber, type SheetContext, type SheetResult } from '../../../src/core/engine/index.ts';
import { hasDraw } from '../../../src/core/domain/calendar.ts';
import type { Selectable } from 'kysely';
import type { TicketsTable } from '../../store/schema.ts';

/** A ticket before it belongs to a bet: a row of the tickets table without its ids. */
export type NewTicket = Omit<Selectable<TicketsTable>, 'id' | 'bet_id' | 'big_cents' | 'small_cents'>;

export function ticketsOf(sheet: SheetResult, context: SheetContext): NewTicket[] {
  const tickets: NewTicket[] = [];
  for (const line of sheet.lines) {
    const numbers = expandNumber(line.number, line.mode);
    const stake = line.amountsCents.reduce((sum, cents) => sum + cents, 0);
    const amounts = JSON.stringify(line.amountsCents);
    const split = line.mode === 'I' ? numbers.length : 1;
    for (const drawType of line.drawTypes) {
      for (const date of sheet.dates) {
        if (!hasDraw(drawType, date, context.drawCalendar)) continue;
        // iBOX: the line's amount is split between its permutations; spread the cents so none is lost.
        const shares = splitEvenly(stake, split);
        numbers.forEach((number, index) => {
          const stakeCents = split === 1 ? stake : (shares[index % split] as number);
          tickets.push({ line: line.line, draw_type: drawType, draw_date: date, number, mode: line.mode, split, amounts_json: amounts, stake_cents: stakeCents });
        });
      }
    }
  }
  return tickets;
}

/** `total` in `parts` integer shares that differ by at most one cent and add up to `total`. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}
