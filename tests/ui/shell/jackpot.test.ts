// The jackpot ticker's conversion (docs/product.md S9: MYR by default; rates to SGD MYR 4, USD 1).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Jackpot } from '../../../src/core/domain/jackpot.ts';
import { cents } from '../../../src/core/domain/money.ts';
import { jackpotCents, otherCurrency, tickerJackpots } from '../../../src/ui/components/jackpot-banners/jackpot.ts';

describe('jackpotCents', () => {
  it('shows MYR cents as they come', () => {
    expect(jackpotCents(123_456_789, 'MYR')).toBe(123_456_789);
    expect(jackpotCents(10, 'MYR')).toBe(10);
  });

  it('shows USD as MYR ÷ 4 × 1', () => {
    expect(jackpotCents(100_000_000, 'USD')).toBe(25_000_000);
    expect(jackpotCents(123_456_789, 'USD')).toBe(30_864_197); // 123456789 / 4 = 30864197.25
  });

  it('rounds half-up to the cent', () => {
    expect(jackpotCents(1001, 'USD')).toBe(250); // 250.25
    expect(jackpotCents(1002, 'USD')).toBe(251); // 250.5
    expect(jackpotCents(1003, 'USD')).toBe(251); // 250.75
  });

  it('is within half a cent of the exact quarter, for any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (myrCents) => {
        const usd = jackpotCents(myrCents, 'USD');
        expect(Number.isInteger(usd)).toBe(true);
        expect(Math.abs(usd * 4 - myrCents)).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('tickerJackpots', () => {
  const item = (drawType: 'L' | 'A', jackpotAmount: number): Jackpot => ({
    drawType,
    drawDate: '2026-11-18',
    amountCents: cents(jackpotAmount),
    currency: 'MYR',
  });

  it('puts L before A and keeps one of each', () => {
    expect(tickerJackpots([item('A', 2), item('L', 1), item('L', 3)]).map((j) => [j.drawType, j.amountCents])).toEqual([
      ['L', 1],
      ['A', 2],
    ]);
  });

  it('shows what there is when one is missing', () => {
    expect(tickerJackpots([item('A', 2)]).map((j) => j.drawType)).toEqual(['A']);
    expect(tickerJackpots([])).toEqual([]);
  });

  it('toggles between the two currencies', () => {
    expect(otherCurrency('MYR')).toBe('USD');
    expect(otherCurrency('USD')).toBe('MYR');
  });
});
