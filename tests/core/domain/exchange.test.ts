// The rate table and the one conversion rule (docs/currencies-and-limits.md), pure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betRateOf,
  DEFAULT_RATES,
  rateFromText,
  rateOf,
  rateText,
  toBaseCents,
} from '../../../src/core/domain/exchange.ts';

describe('the rate table', () => {
  it("holds the decisions' rates; a special-rate code uses its money's", () => {
    expect(DEFAULT_RATES).toEqual({
      MYR: 4_000_000,
      SGD: 1_000_000,
      THB: 30_000_000,
      IDR: 14_000_000_000,
      VND: 23_000_000_000,
      USD: 1_000_000,
    });
    expect(rateOf({}, 'SPR')).toBe(4_000_000);
    expect(rateOf({ MYR: 4_350_000 }, 'SPR')).toBe(4_350_000);
    expect(rateOf({}, 'TSR')).toBe(30_000_000);
    expect(betRateOf({ THB: 25_000_000 }, 'THB', 'MYR')).toEqual({
      currency: 'THB',
      rateMicros: 25_000_000,
      base: 'MYR',
      baseRateMicros: 4_000_000,
    });
  });

  it('reads and writes rates as decimal text', () => {
    expect(rateText(4_000_000)).toBe('4');
    expect(rateText(4_350_000)).toBe('4.35');
    expect(rateText(123)).toBe('0.000123');
    expect(rateFromText('4.35')).toBe(4_350_000);
    expect(rateFromText('0')).toBeNull();
    expect(rateFromText('1.2345678')).toBeNull();
    expect(rateFromText('-1')).toBeNull();
  });
});

describe('toBaseCents', () => {
  it('converts THB and SGD to MYR with the worked figures', () => {
    expect(toBaseCents(300, 30_000_000, 4_000_000)).toBe(40);
    expect(toBaseCents(100, 1_000_000, 4_000_000)).toBe(400);
    expect(toBaseCents(100, 30_000_000, 4_000_000)).toBe(13);
    expect(toBaseCents(300, 25_000_000, 4_000_000)).toBe(48);
  });

  it('is odd (a refund cancels its stake), the identity at equal rates, and monotone', () => {
    const rate = fc.integer({ min: 1, max: 100_000_000_000 });
    fc.assert(
      fc.property(
        fc
          .tuple(fc.integer({ min: -(10 ** 9), max: 10 ** 9 }), rate, rate)
          .filter(([a, r, b]) => (Math.abs(a) + 1) * (b / r) < 2 ** 50),
        ([amount, r, b]) => {
          expect(toBaseCents(-amount, r, b) + 0).toBe(-toBaseCents(amount, r, b) + 0);
          expect(toBaseCents(amount, r, r)).toBe(amount);
          expect(toBaseCents(amount + 1, r, b)).toBeGreaterThanOrEqual(toBaseCents(amount, r, b));
          // Never more than half a cent from the exact figure.
          const exact = (amount * b) / r;
          expect(Math.abs(toBaseCents(amount, r, b) - exact)).toBeLessThanOrEqual(0.5 + Math.abs(exact) * 1e-12);
        },
      ),
    );
  });
});
