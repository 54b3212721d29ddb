// What the exposure screen shows (src/ui/routes/agent/exposure-view.ts, exposure-share.ts): the order
// (worst case first by default), the filters all / kept / passed up, totals per currency in cents, the
// stakes by slot as the sheet names them, and the text to share.
import { describe, expect, it } from 'vitest';
import { unitsToCents } from '../../../src/core/domain/money.ts';
import type { DrawExposure, NumberExposureLine as ExposureRow } from '../../../src/core/ports/exposure-service.ts';
import { exposureText } from '../../../src/ui/routes/agent/exposure-share.ts';
import {
  DEFAULT_FILTER,
  currenciesOf,
  drawTypeFor,
  drawTypesOn,
  numberQueryOf,
  slotStakes,
  totalsOf,
  visibleRows,
} from '../../../src/ui/routes/agent/exposure-view.ts';

// Written in units as the wire does, then made cents by the same conversion the HTTP adapter uses.
const row = (
  number: string,
  currency: string,
  stake: number,
  kept: number,
  passedUp: number,
  worstCase: number,
): ExposureRow => ({
  number,
  currency,
  tickets: 1,
  stakeCents: unitsToCents(stake),
  slotCents: { B: unitsToCents(stake) },
  offeredCents: unitsToCents(kept + passedUp),
  keptCents: unitsToCents(kept),
  passedUpCents: unitsToCents(passedUp),
  worstCaseCents: unitsToCents(worstCase),
  worstRank: '1st',
  overMaxFight: passedUp > 0,
});

const ROWS = [
  row('1234', 'MYR', 15, 5, 2.5, 9000),
  row('0042', 'MYR', 0.3, 0.15, 0, 120.3),
  row('4321', 'SGD', 20, 6, 1, 15000),
  row('1200', 'MYR', 16, 0, 0, -0),
];
const numbers = (rows: ExposureRow[]) => rows.map((r) => `${r.number}/${r.currency}`);

describe('visibleRows', () => {
  it('orders by the worst case by default, most first, ties by number', () => {
    expect(numbers(visibleRows(ROWS, DEFAULT_FILTER))).toEqual(['4321/SGD', '1234/MYR', '0042/MYR', '1200/MYR']);
  });

  it('orders by stake, kept, passed up or number', () => {
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'stake' }))).toEqual([
      '4321/SGD',
      '1200/MYR',
      '1234/MYR',
      '0042/MYR',
    ]);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'kept' }))).toEqual([
      '4321/SGD',
      '1234/MYR',
      '0042/MYR',
      '1200/MYR',
    ]);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'passed' }))[0]).toBe('1234/MYR');
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, sort: 'number' }))).toEqual([
      '0042/MYR',
      '1200/MYR',
      '1234/MYR',
      '4321/SGD',
    ]);
  });

  it('shows all numbers, those I keep part of, or those I pass some up of; by currency and digits', () => {
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, show: 'kept' }))).toEqual([
      '4321/SGD',
      '1234/MYR',
      '0042/MYR',
    ]);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, show: 'passed' }))).toEqual(['4321/SGD', '1234/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, currency: 'SGD' }))).toEqual(['4321/SGD']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, number: '12' }))).toEqual(['1234/MYR', '1200/MYR']);
    expect(numbers(visibleRows(ROWS, { ...DEFAULT_FILTER, number: ' 4-2 ' }))).toEqual(['0042/MYR']);
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
      { currency: 'MYR', stake: 3130, kept: 515, passed: 250, numbers: 3, over: 1 },
      { currency: 'SGD', stake: 2000, kept: 600, passed: 100, numbers: 1, over: 1 },
    ]);
    expect(totalsOf([row('1', 'MYR', 0.1, 0, 0, 0), row('2', 'MYR', 0.2, 0, 0, 0)])[0]?.stake).toBe(30);
    expect(currenciesOf(ROWS)).toEqual(['MYR', 'SGD']);
  });

  it('names the slots as the sheet does: 3A and 3C on 3 digits, 5D and 6D', () => {
    expect(slotStakes('1234', { S: 200, B: 150, SE: 50, C: 100 })).toEqual([
      { label: 'B', cents: 150 },
      { label: 'S', cents: 200 },
      { label: 'SE', cents: 50 },
      { label: 'C', cents: 100 },
    ]);
    expect(slotStakes('234', { A: 100, C: 200 })).toEqual([
      { label: '3A', cents: 100 },
      { label: '3C', cents: 200 },
    ]);
    expect(slotStakes('12345', { B: 300 })).toEqual([{ label: '5D', cents: 300 }]);
    expect(slotStakes('123456', { B: 300 })).toEqual([{ label: '6D', cents: 300 }]);
  });

  it('keeps only digits of a typed number, six at most', () => {
    expect(numberQueryOf('12a3 4')).toBe('1234');
    expect(numberQueryOf('12345678')).toBe('123456');
  });

  it('offers the draws of the chosen date and keeps the chosen draw only when that date has it', () => {
    const calendar = [
      { date: '2026-11-18', drawTypes: ['M', 'P', 'L3', 'L'] },
      { date: '2026-11-19', drawTypes: ['L3', 'L'] },
    ];
    expect(drawTypesOn(calendar, '2026-11-19')).toEqual(['L3', 'L']);
    expect(drawTypeFor(calendar, '2026-11-19', 'M')).toBe('L3');
    expect(drawTypeFor(calendar, '2026-11-18', 'M')).toBe('M');
    expect(drawTypeFor(calendar, '2026-12-30', 'M')).toBe('');
  });
});

describe('exposureText', () => {
  it('a title, the limits, one line per number shown, and how many more', () => {
    const exposure: DrawExposure = {
      drawDate: '2026-11-18',
      drawType: 'M',
      baseCurrency: 'MYR',
      maxFightCents: unitsToCents(500),
      positionTakingBp: 5000,
      lines: ROWS,
    };
    // A stand-in for i18next's t: the key and its options, so the test sees what goes where.
    const t = ((key: string, options?: Record<string, unknown>) =>
      options ? `${key}${JSON.stringify(options)}` : key) as never;
    const money = (cents: number) => (cents / 100).toFixed(2);
    const text = exposureText(exposure, ROWS.slice(0, 3), 'Magnum', t, money, 2).split('\n');
    expect(text[0]).toBe('share-title{"draw":"Magnum","date":"2026-11-18"}');
    expect(text[1]).toBe('limits{"maxFight":"MYR 500.00","pt":50}');
    expect(text[2]).toBe(
      'share-row{"number":"1234","currency":"MYR","stakes":"B 15.00","kept":"5.00","passed":"2.50","worst":"9000.00","rank":"rank-1st"}',
    );
    expect(text).toHaveLength(5);
    expect(text[4]).toBe('share-more{"count":1}');
  });
});
