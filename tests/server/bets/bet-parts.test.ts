// A bet's draws (server/services/bets/bet-parts.ts): each draw type and date its tickets name, once, in the
// order they first appear, and the earliest cut-off among them, whatever the order of the tickets.
import { describe, expect, it } from 'vitest';
import { bettingClosesAt } from '../../../src/core/domain/calendar.ts';
import { parseSheet, type SheetContext } from '../../../src/core/engine/index.ts';
import { wholePart } from '../../../server/services/bets/bet-parts.ts';
import { ticketsOf, type NewTicket } from '../../../server/services/bets/tickets.ts';

// Wednesday 2026-11-18, 10:00 in Malaysia: M, P, T and L all draw that day.
const context: SheetContext = { variant: 'regular', now: Date.UTC(2026, 10, 18, 2, 0), currency: 'MYR' };

const ticket = (draw_type: string, draw_date: string): NewTicket => ({
  line: 1,
  draw_type,
  draw_date,
  number: '1234',
  mode: 'S',
  split: 1,
  amounts_json: '[100,0,0,0,0,0,0,0,0]',
  stake_cents: 100,
});

describe('the draws of a bet part', () => {
  it('names each draw once in the order its tickets first name it, runs or not', () => {
    const sheet = parseSheet('D\n#1\n1234#1', context);
    if (!sheet.ok) throw new Error('the sheet must parse');
    const tickets = [
      ticket('M', '2026-11-18'),
      ticket('M', '2026-11-18'),
      ticket('L', '2026-11-18'),
      ticket('M', '2026-11-18'),
      ticket('M', '2026-11-21'),
      ticket('L', '2026-11-18'),
      ticket('M', '2026-11-21'),
    ];
    const part = wholePart(sheet, tickets, 'D\n#1\n1234#1');
    expect(part.draws).toEqual(['M|2026-11-18', 'L|2026-11-18', 'M|2026-11-21']);
    expect(part.firstClose).toBe(
      Math.min(
        bettingClosesAt('M', '2026-11-18'),
        bettingClosesAt('L', '2026-11-18'),
        bettingClosesAt('M', '2026-11-21'),
      ),
    );
  });

  it('gives a sheet over several dates and operators the draws of its tickets', () => {
    const text = 'D2\n#18\n12RR#1\n*1234#1\n5678#2';
    const sheet = parseSheet(text, context);
    if (!sheet.ok) throw new Error('the sheet must parse');
    const tickets = ticketsOf(sheet, context);
    const part = wholePart(sheet, tickets, text);
    expect(part.draws).toEqual([...new Set(tickets.map((row) => `${row.draw_type}|${row.draw_date}`))]);
    expect(part.draws.length).toBeGreaterThan(1);
  });
});
