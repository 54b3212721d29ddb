import { describe, expect, it } from 'vitest';
import type { ExposureRow } from '../../../contract/exposure.ts';
import {
  DEFAULT_FILTER, currenciesOf, drawTypeFor, drawTypesOn, numberQueryOf, overBy, totalsOf, visibleRows,
} from '../../../src/ui/routes/agent/exposure-view.ts';

const row = (Number: string, Currency: string, Big: number, Small: number, OwnBig: number, OwnSmall: number, WorstCase: number, OverMaxFight = false): ExposureRow =>
  ({ Number, Currency, Tickets: 1, Big, Small, OwnBig, OwnSmall, WorstCase, OverMaxFight });

const ROWS = [
  row('1234', 'MYR', 10, 5, 5, 2.5, 9000, true),
  row('0042', 'MYR', 0.1, 0.2, 0.05, 0.1, 120.3),
  row('4321', 'SGD', 20, 0, 6, 0, 15000, true),
  row('1200', 'MYR', 10, 5, 1, 0.5, 1800),
];
const numbers = (rows: ExposureRow[]) => rows.map((r) => `${r.Number}/${r.Currency}`);

describe('visibleRows', () => {
  it('orders by stake by default, most first, ties by number', () => {
    expect(numbers(visibleRows(ROWS, DEFAULT_FILTER))).toEqual(['4321/SGD', '1200/MYR', '1234/MYR', '0042/MYR']);
  });

  it('orders by own share, worst case, Big, Small or number', () => {
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'own' }))).toEqual(['1234/MYR', '4321/SGD', '1200/MYR', '0042/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'worst' }))).toEqual(['4321/SGD', '1234/MYR', '1200/MYR', '0042/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'small' }))[0]).toBe('1200/MYR');
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'big' }))[0]).toBe('4321/SGD');
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'number' }))).toEqual(['0042/MYR', '1200/MYR', '1234/MYR', '4321/SGD']);
  });

  it('filters by currency, by digits the number contains, and to numbers over the max fight', () => {
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, currency: 'SGD' }))).toEqual(['4321/SGD']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, number: '12' }))).toEqual(['1200/MYR', '1234/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, number: ' 4-2 ' }))).toEqual(['0042/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, overOnly: true }))).toEqual(['4321/SGD', '1234/MYR']);
    expect(visibleRows(ROWS, { ...DEFAULT_FILTER, currency: 'THB' })).toEqual([]);
  });

  it('does not reorder the rows it was given', () => {
    const before = numbers(ROWS);
    visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'number' });
    expect(numbers(ROWS)).toEqual(before);
  });
});

describe('totals and helpers', () => {
  it('adds up per currency in cents, never across currencies', () => {
    expect(totalsOf(ROWS)).toEqual([
      { currency: 'MYR', big: 2010, small: 1020, own: 915, numbers: 3, over: 1 },
      { currency: 'SGD', big: 2000, small: 0, own: 600, numbers: 1, over: 1 },
    ]);
    // 0.1 + 0.2 in units would be 0.30000000000000004; in cents it is 30.
    expect(totalsOf([row('1', 'MYR', 0.1, 0, 0, 0, 0), row('2', 'MYR', 0.2, 0, 0, 0, 0)])[0]?.big).toBe(30);
    expect(currenciesOf(ROWS)).toEqual(['MYR', 'SGD']);
  });

  it('keeps only digits of a typed number, six at most', () => {
    expect(numberQueryOf('12a3 4')).toBe('1234');
    expect(numberQueryOf('12345678')).toBe('123456');
  });

  it('offers the draws of the chosen date and keeps the chosen draw only when that date has it', () => {
    const calendar = [{ date: '2026-11-18', drawTypes: ['M', 'P', 'L3', 'L'] }, { date: '2026-11-19', drawTypes: ['L3', 'L'] }];
    expect(drawTypesOn(calendar, '2026-11-19')).toEqual(['L3', 'L']);
    expect(drawTypeFor(calendar, '2026-11-19', 'M')).toBe('L3');
    expect(drawTypeFor(calendar, '2026-11-18', 'M')).toBe('M');
    expect(drawTypeFor(calendar, '2026-12-30', 'M')).toBe('');
  });

  it('says how far past the max fight the own share goes', () => {
    expect(overBy(ROWS[0]!, 5)).toBe(250);
    expect(overBy(ROWS[1]!, 5)).toBe(0);
  });
});
