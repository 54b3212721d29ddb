// The date line (docs/product.md D3, D4.1; engine-decisions "Dates").
import { describe, it, expect } from 'vitest';
import {
  parse,
  codes,
  codesAt,
  expectFault,
  lineAt,
  single,
  WED_10AM,
  WED_1915,
  WED_BEFORE_1930,
  WED_1930,
  THU_10AM,
  SAT28_10AM,
} from './fixtures.ts';

// At WED_10AM the date list is 18 (Wed) … 24 (Tue); M draws on 18, 21, 22; L draws every day.

describe('D: the first open draw date', () => {
  it('is today for a weekly operator on a Wednesday', () => {
    const result = parse(['D', '#1', '1234#1']);
    expect(result.dates).toEqual(['2026-11-18']);
    expect(single(result).costCents).toBe(100);
  });

  it('on a Thursday with #1 (M) resolves to the next Saturday', () => {
    const result = parse(['D', '#1', '1234#1'], { now: THU_10AM });
    expect(result.dates).toEqual(['2026-11-21']); // Thu 19 and Fri 20 have no M draw
    expect(result.ok).toBe(true);
  });

  it('on a Thursday with #8 (L, daily) is that Thursday', () => {
    expect(parse(['D', '#8', '1234#1'], { now: THU_10AM }).dates).toEqual(['2026-11-19']);
  });

  it('upper case only: a lower-case d is not a date line', () => {
    expectFault(parse(['d', '#1', '1234#1']), 1, 'bet-nodate');
  });
});

describe('Dn: the first n open draw dates', () => {
  it('D2 and D3 with a weekly operator skip the days without its draw', () => {
    expect(parse(['D2', '#1', '1234#1']).dates).toEqual(['2026-11-18', '2026-11-21']);
    expect(parse(['D3', '#1', '1234#1']).dates).toEqual(['2026-11-18', '2026-11-21', '2026-11-22']);
  });

  it('D3 on a Thursday with M: Sat 21, Sun 22, Wed 25', () => {
    expect(parse(['D3', '#1', '1234#1'], { now: THU_10AM }).dates).toEqual(['2026-11-21', '2026-11-22', '2026-11-25']);
  });

  it('D3 with a daily operator takes three consecutive days', () => {
    expect(parse(['D3', '#8', '1234#1']).dates).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('open dates are the union over every draw-type line of the sheet', () => {
    // M draws only on 18 of 18, 19, 20; L draws on all three.
    const result = parse(['D3', '#1', '1234#1', '#8', '5678#1']);
    expect(result.dates).toEqual(['2026-11-18', '2026-11-19', '2026-11-20']);
    expect(lineAt(result, 3)?.costCents).toBe(100);
    expect(lineAt(result, 5)?.costCents).toBe(300);
    expect(result.ok).toBe(true);
  });

  it('more dates than the default maximum (3) is bet-only3date with params [3]', () => {
    expectFault(parse(['D4', '#8', '1234#1']), 1, 'bet-only3date', [3]);
  });

  it('maxDrawDates raises and lowers the cap', () => {
    expect(parse(['D5', '#8', '1234#1'], { maxDrawDates: 5 }).dates).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expectFault(parse(['D3', '#8', '1234#1'], { maxDrawDates: 2 }), 1, 'bet-only3date', [2]);
    expect(parse(['D2', '#8', '1234#1'], { maxDrawDates: 2 }).ok).toBe(true);
  });

  it('fewer open dates in the list than n is status-E121', () => {
    // M has only 18, 21, 22 in the list.
    expectFault(parse(['D4', '#1', '1234#1'], { maxDrawDates: 9 }), 1, 'status-E121');
    // L has 7 dates.
    expectFault(parse(['D8', '#8', '1234#1'], { maxDrawDates: 9 }), 1, 'status-E121');
    expect(parse(['D7', '#8', '1234#1'], { maxDrawDates: 9 }).dates).toHaveLength(7);
  });
});

describe('D#dd: days of the month', () => {
  it('lists days in ascending date order whatever the order written', () => {
    const result = parse(['D#21#18', '#1', '1234#1']);
    expect(result.dates).toEqual(['2026-11-18', '2026-11-21']);
    expect(single(result).costCents).toBe(200);
  });

  it('accepts one-digit days and crosses the month end', () => {
    // At SAT28_10AM the list is 28, 29, 30, Dec 1, 2, 3, 4; M draws on 28, 29 and Dec 2.
    expect(parse(['D#2#29', '#1', '1234#1'], { now: SAT28_10AM }).dates).toEqual(['2026-11-29', '2026-12-02']);
    expect(parse(['D#1#30', '#8', '1234#1'], { now: SAT28_10AM }).dates).toEqual(['2026-11-30', '2026-12-01']);
  });

  it("a day in the list without a draw of the sheet's draw types is status-E121", () => {
    expectFault(parse(['D#19', '#1', '1234#1']), 1, 'status-E121'); // Thursday: no M draw
  });

  it('a day not in the 7-day list is status-E121', () => {
    expectFault(parse(['D#25', '#8', '1234#1']), 1, 'status-E121'); // list ends on the 24th
    expectFault(parse(['D#17', '#8', '1234#1']), 1, 'status-E121'); // yesterday
  });

  it('a day listed twice is status-E121', () => {
    expectFault(parse(['D#18#18', '#8', '1234#1']), 1, 'status-E121');
  });

  it('more days than maxDrawDates is bet-only3date, checked before whether the days exist', () => {
    expectFault(parse(['D#18#19#20#21', '#8', '1234#1']), 1, 'bet-only3date', [3]);
    expectFault(parse(['D#18#19#20#99', '#8', '1234#1']), 1, 'bet-only3date', [3]);
    expectFault(parse(['D#18#21', '#1', '1234#1'], { maxDrawDates: 1 }), 1, 'bet-only3date', [1]);
  });
});

describe('missing or malformed date line', () => {
  it('D0 is not a date line: bet-nodate', () => {
    expectFault(parse(['D0', '#1', '1234#1']), 1, 'bet-nodate');
  });

  it('a sheet starting with a draw-type line has bet-nodate on line 1', () => {
    const result = parse(['#1', '1234#1']);
    expect(result.ok).toBe(false);
    expect(codesAt(result, 1)).toContain('bet-nodate');
  });

  it('the date line is the first non-empty line, counted as typed', () => {
    const result = parse(['', '  ', 'D', '#1', '1234#1']);
    expect(result.dates).toEqual(['2026-11-18']);
    expect(single(result).line).toBe(5);
    expectFault(parse(['', '1234#1', 'D', '#1']), 2, 'bet-nodate');
  });

  it('a sheet naming no valid draw type resolves its date line against the whole list', () => {
    // Thursday 19 has no M draw, but #11 is faulty, so the sheet names no valid draw type.
    const result = parse(['D#19', '#11', '1234#1']);
    expect(codesAt(result, 1)).toEqual([]);
    expect(result.dates).toEqual(['2026-11-19']);
    expectFault(result, 3, 'bet1-nodrawtype');
  });

  it('an empty text has bet-nodate', () => {
    expect(codes(parse(''))).toContain('bet-nodate');
  });
});

describe('the hourly variant allows exactly one date', () => {
  const hourly = { variant: 'hourly' as const };

  it('D and D1 resolve one date', () => {
    expect(parse(['D', '#83', '1234#1'], hourly).dates).toEqual(['2026-11-18']);
    expect(parse(['D1', '#83', '1234#1'], hourly).dates).toEqual(['2026-11-18']);
    expect(parse(['D#20', '#83', '1234#1'], hourly).dates).toEqual(['2026-11-20']);
  });

  it('D2 and two listed days are bet-only1date', () => {
    expectFault(parse(['D2', '#83', '1234#1'], hourly), 1, 'bet-only1date');
    expectFault(parse(['D#18#19', '#8', '1234#1'], hourly), 1, 'bet-only1date');
  });
});

describe('19:30 GMT+8 rollover', () => {
  it('from 19:30 exactly the list starts tomorrow', () => {
    // List 19 (Thu) … 25 (Wed): first M date is Sat 21, first L date Thu 19.
    expect(parse(['D', '#1', '1234#1'], { now: WED_1930 }).dates).toEqual(['2026-11-21']);
    expect(parse(['D', '#8', '1234#1'], { now: WED_1930 }).dates).toEqual(['2026-11-19']);
    expect(parse(['D3', '#1', '1234#1'], { now: WED_1930 }).dates).toEqual(['2026-11-21', '2026-11-22', '2026-11-25']);
    expectFault(parse(['D#18', '#8', '1234#1'], { now: WED_1930 }), 1, 'status-E121');
    expect(parse(['D#25', '#1', '1234#1'], { now: WED_1930 }).dates).toEqual(['2026-11-25']);
  });

  it('one millisecond before 19:30 the list still starts today', () => {
    expect(parse(['D', '#8', '1234#1'], { now: WED_BEFORE_1930 }).dates).toEqual(['2026-11-18']);
  });

  it("the 19:00–19:30 cut-off is the server's to judge: the engine still offers today", () => {
    expect(parse(['D', '#1', '1234#1'], { now: WED_1915 }).dates).toEqual(['2026-11-18']);
  });
});

describe("tickets only on dates where the line's draw types draw", () => {
  it('a line whose draw types have no draw on any resolved date is status-E121', () => {
    // D#19 is open thanks to L (line 2), but M (line 4) does not draw on Thursday.
    const result = parse(['D#19', '#8', '1234#1', '#1', '5678#1']);
    expect(result.dates).toEqual(['2026-11-19']);
    expect(lineAt(result, 3)?.costCents).toBe(100);
    expectFault(result, 5, 'status-E121');
    expect(result.totalCents).toBe(100);
    expect(result.ticketCount).toBe(1);
  });

  it('a line with M and L over Wed–Fri pays 1 M pair and 3 L pairs', () => {
    const line = single(parse(['D3', '#18', '1234#1']));
    expect(line.costCents).toBe(400);
    expect(line.drawTypes).toEqual(['M', 'L']);
  });
});

describe('specialDates of the draw calendar', () => {
  const drawCalendar = { specialDates: ['2026-11-24'] }; // a special Tuesday draw

  it('make a Tuesday an open date for the weekly operators', () => {
    expect(parse(['D#24', '#1', '1234#1'], { drawCalendar }).dates).toEqual(['2026-11-24']);
    expectFault(parse(['D#24', '#1', '1234#1']), 1, 'status-E121');
  });

  it('count among the first n open dates', () => {
    expect(parse(['D4', '#1', '1234#1'], { drawCalendar, maxDrawDates: 4 }).dates).toEqual([
      '2026-11-18',
      '2026-11-21',
      '2026-11-22',
      '2026-11-24',
    ]);
  });

  it('a special date outside the list changes nothing', () => {
    const result = parse(['D', '#1', '1234#1'], { now: THU_10AM, drawCalendar: { specialDates: ['2026-11-18'] } });
    expect(result.dates).toEqual(['2026-11-21']);
  });

  it('gives the weekly operator a ticket on the special date', () => {
    // D#23#24: Mon 23 has no M draw, Tue 24 is special; L draws both days.
    const result = parse(['D#23#24', '#18', '1234#1'], { drawCalendar, now: WED_10AM });
    expect(result.dates).toEqual(['2026-11-23', '2026-11-24']);
    expect(single(result).costCents).toBe(300); // M×24, L×23, L×24
    expect(result.ticketCount).toBe(3);
  });
});
