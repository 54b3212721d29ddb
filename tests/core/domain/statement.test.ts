// The statement's week and its meaning between two levels (src/core/domain/statement.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  downlineWeekLine,
  owedToUpline,
  previousWeek,
  weekOf,
  weekTotals,
} from '../../../src/core/domain/statement.ts';

describe('weekOf', () => {
  it.each([
    ['2026-11-16', 1, '2026-11-16', '2026-11-22'], // a Monday starts its own week
    ['2026-11-22', 1, '2026-11-16', '2026-11-22'], // a Sunday ends it
    ['2026-11-18', 0, '2026-11-15', '2026-11-21'], // weeks from Sunday
    ['2026-11-18', 3, '2026-11-18', '2026-11-24'], // from Wednesday
    ['2026-12-30', 1, '2026-12-28', '2027-01-03'], // across a year
    ['2028-03-01', 1, '2028-02-28', '2028-03-05'], // across a leap day
  ])('%s with first day %i → %s … %s', (date, firstDay, start, end) => {
    expect(weekOf(date, firstDay)).toEqual({ start, end });
  });

  it('refuses a date that does not exist and a first day outside 0–6', () => {
    expect(weekOf('2026-02-30')).toBeNull();
    expect(weekOf('2026-11-18', 7)).toBeNull();
  });

  it('always seven days holding the date, the previous week just before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 6 }), (offset, firstDay) => {
        const date = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const week = weekOf(date, firstDay)!;
        expect(week.start <= date && date <= week.end).toBe(true);
        expect(new Date(`${week.start}T00:00:00Z`).getUTCDay()).toBe(firstDay);
        expect(previousWeek(week).end < week.start).toBe(true);
        expect(weekOf(previousWeek(week).start, firstDay)).toEqual(previousWeek(week));
      }),
    );
  });
});

describe('what a week means between two levels', () => {
  const zero = { stake: 0, pending: 0, commission: 0, win: 0, ownCommission: 0, ownShare: 0, belowNet: 0, paid: 0 };

  it('a losing player owes its agent the loss; the agent keeps its part and passes the rest up', () => {
    // 100.00 staked, 10.00 commission, nothing won: the player is 90.00 down. Agent 30% PT, 2% commission.
    const line = downlineWeekLine({ ...zero, stake: 10_000, commission: 1_000, ownCommission: 200, ownShare: 2_700 });
    expect(line).toMatchObject({ net: -9_000, downlineNet: -9_000, owed: 9_000, ownNet: 2_900, outstanding: 9_000 });
    expect(owedToUpline(weekTotals([line]))).toBe(6_100);
  });

  it("a sub-agent passes up the players' loss less what it keeps; a payment leaves the rest outstanding", () => {
    const line = downlineWeekLine({ ...zero, stake: 10_000, win: 25_000, belowNet: -4_500, paid: -10_000 });
    expect(line).toMatchObject({ net: 15_000, downlineNet: 10_500, owed: -10_500, outstanding: -500 });
  });
});
