// The GMT+8 draw calendar (product-docs/product.md D3): the 7-day date list, weekday draws, special dates.
import { describe, it, expect } from 'vitest';
import {
  bettingClosesAt,
  dateList,
  gmt8Date,
  gmt8MinutesOfDay,
  hasDraw,
  isBettingOpen,
  isWeeklyDrawDay,
  specialDatesFrom,
  specialDatesIn,
  weekdayOf,
} from '../../../src/core/domain/calendar.ts';

const WED_10AM = Date.UTC(2026, 10, 18, 2, 0); // Wed 2026-11-18 10:00 GMT+8

describe('dateList', () => {
  it('spans 7 days from today before 19:30 GMT+8', () => {
    expect(dateList(WED_10AM)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('still starts today at 19:29:59.999', () => {
    expect(dateList(Date.UTC(2026, 10, 18, 11, 29, 59, 999))[0]).toBe('2026-11-18');
  });

  it('starts tomorrow from 19:30 GMT+8 exactly', () => {
    expect(dateList(Date.UTC(2026, 10, 18, 11, 30))).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('at 23:59 GMT+8 (15:59 UTC, same UTC day) starts tomorrow', () => {
    expect(dateList(Date.UTC(2026, 10, 18, 15, 59))[0]).toBe('2026-11-19');
  });

  it('at 00:30 GMT+8 Thursday (16:30 UTC Wednesday) starts on Thursday', () => {
    expect(dateList(Date.UTC(2026, 10, 18, 16, 30))[0]).toBe('2026-11-19');
  });

  it('at 07:00 GMT+8 (23:00 UTC the day before) starts on the GMT+8 day', () => {
    expect(dateList(Date.UTC(2026, 10, 17, 23, 0))[0]).toBe('2026-11-18');
  });

  it('crosses a year end', () => {
    expect(dateList(Date.UTC(2026, 11, 29, 2, 0))).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });
});

describe('GMT+8 clock helpers', () => {
  it('gmt8Date and gmt8MinutesOfDay use the fixed +8 offset', () => {
    expect(gmt8Date(Date.UTC(2026, 10, 18, 16, 0))).toBe('2026-11-19'); // 00:00 GMT+8
    expect(gmt8Date(Date.UTC(2026, 10, 18, 15, 59))).toBe('2026-11-18'); // 23:59 GMT+8
    expect(gmt8MinutesOfDay(WED_10AM)).toBe(600);
    expect(gmt8MinutesOfDay(Date.UTC(2026, 10, 18, 11, 30))).toBe(19 * 60 + 30);
  });
});

describe('weekdayOf', () => {
  it('numbers Sunday 0 … Saturday 6', () => {
    expect(weekdayOf('2026-11-18')).toBe(3); // Wednesday
    expect(weekdayOf('2026-11-21')).toBe(6); // Saturday
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2027-01-01')).toBe(5); // Friday (2026-01-01 was a Thursday, 365 days before)
  });
});

describe('hasDraw', () => {
  it('weekly operators draw on Wednesday, Saturday and Sunday only', () => {
    for (const op of ['M', 'P', 'T', 'S', 'B', 'K', 'W']) {
      expect([18, 19, 20, 21, 22, 23, 24].map((d) => hasDraw(op, `2026-11-${d}`))).toEqual([
        true,
        false,
        false,
        true,
        true,
        false,
        false,
      ]);
    }
  });

  it('L, A, N and their 3 pm draws draw every day', () => {
    for (const drawType of ['L', 'A', 'N', 'L3', 'A3', 'N3']) {
      expect([18, 19, 20, 21, 22, 23, 24].every((d) => hasDraw(drawType, `2026-11-${d}`))).toBe(true);
    }
  });

  it('L7, A7, N7 are other names of L, A, N', () => {
    expect(hasDraw('L7', '2026-11-19')).toBe(true);
    expect(hasDraw('N7', '2026-11-20')).toBe(true);
  });

  it('special dates add draws for the weekly operators', () => {
    const calendar = { specialDates: ['2026-11-24'] };
    expect(hasDraw('M', '2026-11-24', calendar)).toBe(true);
    expect(hasDraw('W', '2026-11-24', calendar)).toBe(true);
    expect(hasDraw('M', '2026-11-24')).toBe(false);
    expect(hasDraw('M', '2026-11-23', calendar)).toBe(false);
  });

  it('an unknown draw type never draws', () => {
    expect(hasDraw('X', '2026-11-18')).toBe(false);
  });
});

describe('betting cut-off', () => {
  // 2026-11-18 is a Wednesday. GMT+8 = UTC+8, so 19:00 GMT+8 is 11:00 UTC and 15:30 GMT+8 is 07:30 UTC.
  const at = (hour: number, minute: number) => Date.UTC(2026, 10, 18, hour - 8, minute);

  it('closes the 3 pm draws at 15:30 GMT+8', () => {
    expect(bettingClosesAt('L3', '2026-11-18')).toBe(Date.UTC(2026, 10, 18, 7, 30));
    expect(isBettingOpen('A3', '2026-11-18', at(15, 29))).toBe(true);
    expect(isBettingOpen('A3', '2026-11-18', at(15, 30))).toBe(false);
  });

  it('closes every evening draw at 19:00 GMT+8, L and A included (they run 19:00-19:30)', () => {
    for (const drawType of ['M', 'T', 'N', 'L', 'A', 'L7']) {
      expect(bettingClosesAt(drawType, '2026-11-18')).toBe(Date.UTC(2026, 10, 18, 11, 0));
      expect(isBettingOpen(drawType, '2026-11-18', at(18, 59))).toBe(true);
      expect(isBettingOpen(drawType, '2026-11-18', at(19, 0))).toBe(false);
      expect(isBettingOpen(drawType, '2026-11-18', at(19, 30))).toBe(false);
    }
  });

  it('is open for tomorrow after tonight has closed, but never on a day without a draw', () => {
    expect(isBettingOpen('L', '2026-11-19', at(19, 45))).toBe(true);
    expect(isBettingOpen('M', '2026-11-19', at(10, 0))).toBe(false); // Thursday: no Magnum draw
    expect(isBettingOpen('M', '2026-11-19', at(10, 0), { specialDates: ['2026-11-19'] })).toBe(true);
  });

  it('never opens the hidden L10 or an unknown draw type', () => {
    expect(hasDraw('L10', '2026-11-18')).toBe(false);
    expect(isBettingOpen('L10', '2026-11-18', at(10, 0))).toBe(false);
    expect(isBettingOpen('X', '2026-11-18', at(10, 0))).toBe(false);
  });
});

describe('the weekly draw days and special dates', () => {
  it('isWeeklyDrawDay: Wednesday, Saturday and Sunday only', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(week.map(isWeeklyDrawDay)).toEqual([false, false, true, false, false, true, true]);
  });

  it('specialDatesFrom keeps the real dates of a stored list and leaves out everything else', () => {
    expect(specialDatesFrom(['2026-11-24', '2026-02-30', '24/11/2026', 20261124, null, '2026-12-01'])).toEqual([
      '2026-11-24',
      '2026-12-01',
    ]);
    expect(specialDatesFrom({ date: '2026-11-24' })).toEqual([]);
    expect(specialDatesFrom(null)).toEqual([]);
  });

  it('specialDatesIn reads back the special dates a calendar built with hasDraw was made from', () => {
    const specialDates = ['2026-11-24', '2026-11-27'];
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({
      date,
      drawTypes: ['M', 'T', 'L3', 'L', 'N'].filter((drawType) => hasDraw(drawType, date, { specialDates })),
    }));
    expect(specialDatesIn(days)).toEqual(specialDates);
    // Only the daily operators on a Thursday: no special draw.
    expect(specialDatesIn([{ date: '2026-11-26', drawTypes: ['L', 'A', 'N3'] }])).toEqual([]);
  });
});
