/**
 * A parsed sheet's tickets and what a line costs: the one home of both, so the price the engine quotes and
 * the tickets the server writes can never disagree. A line makes one ticket per number it expands to, per
 * draw type, per date on which that draw type has a draw; its cost is its stake (the sum of its slots) per
 * ticket, except iBOX, whose stake is split between its permutations (so it costs the stake once per draw).
 */
import { hasDraw } from '../domain/calendar.ts';
import { expandNumber } from './expand-number.ts';
import type { DrawCalendar, Mode, SheetLine, SheetResult } from './types.ts';

/**
 * One ticket of a sheet: a number on one draw (draw type and date), with its share of the line's stake.
 * What the line says of all its tickets (mode, slots, how many share an iBOX stake) stays on the line:
 * a 50-line sheet makes thousands of tickets, and each field is paid for in every one of them.
 */
export interface SheetTicket {
  /** The sheet line it comes from (its `line`). */
  line: SheetLine;
  drawType: string;
  drawDate: string;
  number: string;
  stakeCents: number;
}

/** How many tickets of a line share its stake on one draw: an iBOX line's permutations, 1 otherwise. */
export const ticketSplit = (line: Pick<SheetLine, 'mode' | 'combinations'>): number =>
  line.mode === 'I' ? line.combinations : 1;

/** A line's stake per draw: the sum of its slots. */
export const lineStakeCents = (amountsCents: readonly number[]): number =>
  amountsCents.reduce((sum, cents) => sum + cents, 0);

/** What a line costs over `draws` (draw type, date) pairs that have a draw, expanding to `combinations` numbers. */
export function lineCostCents(
  amountsCents: readonly number[],
  mode: Mode,
  combinations: number,
  draws: number,
): number {
  return lineStakeCents(amountsCents) * (mode === 'I' ? 1 : combinations) * draws;
}

/** Every ticket of a parsed sheet, line by line, draw type by draw type, date by date; their stakes add up to its total. */
export function sheetTickets(sheet: Pick<SheetResult, 'lines' | 'dates'>, calendar?: DrawCalendar): SheetTicket[] {
  // Every line asks about the same few draw types and dates: each draw's answer once per sheet.
  const draws = new Map<string, readonly string[]>();
  const drawDates = (drawType: string) => {
    let found = draws.get(drawType);
    if (!found) draws.set(drawType, (found = sheet.dates.filter((date) => hasDraw(drawType, date, calendar))));
    return found;
  };
  // Each line expanded once, shared by all its draws; counted first so that the list is made at its full
  // length: growing it push by push to thousands of tickets cost as much again as the tickets themselves.
  const expanded: string[][] = [];
  let total = 0;
  for (const line of sheet.lines) {
    const numbers = expandNumber(line.number, line.mode);
    expanded.push(numbers);
    for (const drawType of line.drawTypes) total += numbers.length * drawDates(drawType).length;
  }
  const tickets = new Array<SheetTicket>(total);
  let next = 0;
  sheet.lines.forEach((line, index) => {
    next = fillLineTickets(tickets, next, line, expanded[index] as string[], drawDates);
  });
  return tickets;
}

/** Writes a line's tickets from `at` on; returns where the next line's start. */
function fillLineTickets(
  tickets: SheetTicket[],
  at: number,
  line: SheetLine,
  numbers: readonly string[],
  drawDates: (drawType: string) => readonly string[],
): number {
  const count = numbers.length;
  const stake = lineStakeCents(line.amountsCents);
  // iBOX: the line's stake is spread over its permutations so that no cent is lost; the first `extra`
  // permutations hold one cent more (splitEvenly's shares, without making the list). Others: `extra` is 0.
  const split = line.mode === 'I' ? count : 1;
  const base = Math.floor(stake / split);
  const extra = stake - base * split;
  let next = at;
  for (const drawType of line.drawTypes) {
    for (const drawDate of drawDates(drawType)) {
      for (let index = 0; index < count; index++) {
        tickets[next++] = {
          line,
          drawType,
          drawDate,
          number: numbers[index] as string,
          stakeCents: index < extra ? base + 1 : base,
        };
      }
    }
  }
  return next;
}

/** `total` in `parts` integer shares that differ by at most one cent and add up to `total`. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}
