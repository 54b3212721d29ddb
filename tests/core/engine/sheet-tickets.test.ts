// The tickets of a parsed sheet (src/core/engine/tickets.ts, the one home of expansion and cost): as many as
// the sheet's ticketCount, stakes adding up to its totalCents to the cent, an iBOX line's stake spread
// over its permutations, on every draw of the sheet's dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetTickets, ticketSplit } from '../../../src/core/engine/index.ts';
import { parse } from './fixtures.ts';

describe('sheetTickets', () => {
  it('makes one ticket per number, draw type and date with a draw, each line its own stake', () => {
    // M on the day's draw (Wed 18): the roll's ten numbers, each staking 1 + 2.
    const sheet = parse(['D', '#1', '12R4#1#2']);
    expect(sheet.ok).toBe(true);
    const tickets = sheetTickets(sheet);
    expect(tickets.map((t) => [t.drawType, t.drawDate, t.number, t.stakeCents])).toEqual([
      ['M', '2026-11-18', '1204', 300],
      ['M', '2026-11-18', '1214', 300],
      ['M', '2026-11-18', '1224', 300],
      ['M', '2026-11-18', '1234', 300],
      ['M', '2026-11-18', '1244', 300],
      ['M', '2026-11-18', '1254', 300],
      ['M', '2026-11-18', '1264', 300],
      ['M', '2026-11-18', '1274', 300],
      ['M', '2026-11-18', '1284', 300],
      ['M', '2026-11-18', '1294', 300],
    ]);
  });

  it('spreads an iBOX stake over its permutations so that no cent is lost', () => {
    const sheet = parse(['D', '#1', '**1123#1']);
    const tickets = sheetTickets(sheet);
    // 12 permutations share 1.00: four of 9 cents, eight of 8.
    expect(tickets).toHaveLength(12);
    expect(tickets.every((t) => ticketSplit(t.line) === 12 && t.line.mode === 'I')).toBe(true);
    expect(tickets.map((t) => t.stakeCents).sort()).toEqual([8, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9]);
    expect(tickets.reduce((sum, t) => sum + t.stakeCents, 0)).toBe(sheet.totalCents);
  });

  it('agrees with the parse on every valid sheet: ticketCount tickets, stakes summing to totalCents', () => {
    const line = fc
      .tuple(
        fc.constantFrom('', '*', '**'),
        fc.array(fc.integer({ min: 0, max: 9 }).map(String), { minLength: 4, maxLength: 4 }).map((d) => d.join('')),
        fc.constantFrom('', '*'),
        fc.constantFrom('#1', '#1#2', '#0.5', '#3#1#1'),
      )
      .map(([pre, digits, post, amounts]) => `${pre}${digits}${pre === '' ? post : ''}${amounts}`);
    fc.assert(
      fc.property(
        fc.constantFrom('D', 'D2', 'D3', 'D#18#21'),
        fc.constantFrom('#1', '#18', '#*', '#1T'),
        fc.array(line, { minLength: 1, maxLength: 8 }),
        (dates, drawTypes, lines) => {
          const sheet = parse([dates, drawTypes, ...lines]);
          if (!sheet.ok) return;
          const tickets = sheetTickets(sheet);
          expect(tickets).toHaveLength(sheet.ticketCount);
          expect(tickets.reduce((sum, t) => sum + t.stakeCents, 0)).toBe(sheet.totalCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
