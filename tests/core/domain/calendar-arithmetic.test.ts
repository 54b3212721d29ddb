// The calendar converts dates and day numbers by civil-calendar arithmetic; these hold it to what JavaScript's
// own Date says of the same days, over every day a four-digit year can write, and to the dates it refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateToDayNumber,
  dayNumberToDate,
  gmt8Date,
  gmt8DateMinute,
  gmt8Time,
} from '../../../src/core/domain/calendar.ts';

const DAY_MS = 86_400_000;
const viaDate = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
const FIRST = Date.UTC(100, 0, 1) / DAY_MS;
const LAST = Date.UTC(9999, 11, 31) / DAY_MS;

describe('calendar arithmetic', () => {
  it('reads every date of years 0100–9999 as the day number Date gives it, and writes it back alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST, max: LAST }), (dayNumber) => {
        const date = viaDate(dayNumber);
        expect(dateToDayNumber(date)).toBe(dayNumber);
        expect(gmt8Date(dayNumber * DAY_MS)).toBe(date);
        expect(dayNumberToDate(dayNumber)).toBe(date);
      }),
      { numRuns: 20_000 },
    );
  });

  it('refuses days that do not exist and the years Date cannot write in four digits', () => {
    for (const date of [
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0050-01-01',
      '2026-1-01',
      '',
    ]) {
      expect(dateToDayNumber(date), date).toBeNaN();
    }
    expect(dateToDayNumber('2024-02-29')).toBe(Date.UTC(2024, 1, 29) / DAY_MS);
    expect(dateToDayNumber('2000-02-29')).toBe(Date.UTC(2000, 1, 29) / DAY_MS);
  });

  it('writes the GMT+8 wall clock of any instant as Date does at the fixed +8 offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2200, 0, 1) }), (instant) => {
        const wall = new Date(instant + 8 * 3_600_000).toISOString();
        expect(gmt8Time(instant)).toBe(wall.slice(11, 19));
        expect(gmt8DateMinute(instant)).toBe(wall.slice(0, 16).replace('T', ' '));
      }),
      { numRuns: 5_000 },
    );
  });
});
