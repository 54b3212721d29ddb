// The ticket expansion as it was before it was made faster, kept verbatim as the oracle the faster one must
// match ticket for ticket (sheet-tickets-pinned.test.ts). Test code only: nothing in src imports it.
import { hasDraw } from '../../../src/core/domain/calendar.ts';
import { modeFault, readNumberBody, type NumberBody } from '../../../src/core/engine/number-body.ts';
import type { DrawCalendar, Mode, SheetLine, SheetResult, SheetTicket } from '../../../src/core/engine/index.ts';

export function legacyExpandNumber(pattern: string, mode: Mode): string[] {
  const body = typeof pattern === 'string' ? readNumberBody(pattern) : 'status-E126';
  if (typeof body === 'string' || modeFault(body, mode)) return [];
  return expandBody(body, mode).sort();
}

function expandBody(body: NumberBody, mode: Mode): string[] {
  if (body.partial) return expandPartial(body.positions.join(''), body.partial);
  if (mode === 'B' || mode === 'I') return permutations(body.positions.join(''));
  const straight = cartesian(body.positions);
  if (mode !== 'R') return straight;
  const all = new Set(straight);
  for (const number of straight) all.add(reverse(number));
  return [...all];
}

function expandPartial(digits: string, star: 'first' | 'last'): string[] {
  if (star === 'first') return permutations(digits.slice(1)).map((tail) => digits[0] + tail);
  return permutations(digits.slice(0, 3)).map((head) => head + digits[3]);
}

function reverse(number: string): string {
  let out = '';
  for (let i = number.length - 1; i >= 0; i--) out += number[i];
  return out;
}

function permutations(digits: string): string[] {
  const chars = [...digits].sort();
  const out = [chars.join('')];
  for (;;) {
    let i = chars.length - 2;
    while (i >= 0 && (chars[i] as string) >= (chars[i + 1] as string)) i--;
    if (i < 0) return out;
    let j = chars.length - 1;
    while ((chars[j] as string) <= (chars[i] as string)) j--;
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    for (let lo = i + 1, hi = chars.length - 1; lo < hi; lo++, hi--) {
      [chars[lo], chars[hi]] = [chars[hi] as string, chars[lo] as string];
    }
    out.push(chars.join(''));
  }
}

function cartesian(positions: readonly string[]): string[] {
  let out = [''];
  for (const digits of positions) {
    const next: string[] = [];
    for (const prefix of out) for (const digit of digits) next.push(prefix + digit);
    out = next;
  }
  return out;
}

const lineStakeCents = (amountsCents: readonly number[]): number => amountsCents.reduce((sum, cents) => sum + cents, 0);

export function legacySheetTickets(
  sheet: Pick<SheetResult, 'lines' | 'dates'>,
  calendar?: DrawCalendar,
): SheetTicket[] {
  const tickets: SheetTicket[] = [];
  const draws = new Map<string, readonly string[]>();
  const drawDates = (drawType: string) => {
    let found = draws.get(drawType);
    if (!found) draws.set(drawType, (found = sheet.dates.filter((date) => hasDraw(drawType, date, calendar))));
    return found;
  };
  for (const line of sheet.lines) addLineTickets(tickets, line, drawDates);
  return tickets;
}

function addLineTickets(
  tickets: SheetTicket[],
  line: SheetLine,
  drawDates: (drawType: string) => readonly string[],
): void {
  const numbers = legacyExpandNumber(line.number, line.mode);
  const stake = lineStakeCents(line.amountsCents);
  const split = line.mode === 'I' ? numbers.length : 1;
  const shares = split === 1 ? [stake] : splitEvenly(stake, split);
  for (const drawType of line.drawTypes) {
    for (const drawDate of drawDates(drawType)) {
      for (let index = 0; index < numbers.length; index++) {
        tickets.push({
          line,
          drawType,
          drawDate,
          number: numbers[index] as string,
          stakeCents: shares[index % split] as number,
        });
      }
    }
  }
}

function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}
