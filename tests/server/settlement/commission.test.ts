// Commission on stake (half-up to the cent) and position-taking shares (exact, largest remainder).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { commissionOf, ptShares } from '../../../server/settlement/commission.ts';

describe('commissionOf', () => {
  it('is the stake at the package rate', () => {
    expect(commissionOf(10_000, 1_000)).toBe(1_000); // 100.00 at 10% = 10.00
    expect(commissionOf(100, 1_000)).toBe(10); // 1.00 at 10% = 0.10
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(12_345, 10_000)).toBe(12_345); // 100%
  });

  it('rounds half-up to the cent', () => {
    expect(commissionOf(35, 1_000)).toBe(4); // 0.35 × 10% = 3.5 cents → 4
    expect(commissionOf(25, 1_000)).toBe(3); // 2.5 → 3
    expect(commissionOf(34, 1_000)).toBe(3); // 3.4 → 3
    expect(commissionOf(15, 1_250)).toBe(2); // 1.875 → 2
    expect(commissionOf(999_990, 1_234)).toBe(123_399); // 123 398.766 → 123 399
  });

  it('refuses what is not money or a rate', () => {
    expect(() => commissionOf(10.5, 1_000)).toThrow(RangeError);
    expect(() => commissionOf(-100, 1_000)).toThrow(RangeError);
    expect(() => commissionOf(100, 10_001)).toThrow(RangeError);
    expect(() => commissionOf(100, 12.5)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (stake, bp) => {
        const diff = commissionOf(stake, bp) * 10_000 - stake * bp; // in 1/10000 cents
        expect(diff > -5_000 && diff <= 5_000).toBe(true);
      }),
    );
  });
});

describe('ptShares', () => {
  it('the demo tree: company 100%, agent1 50%, agent2 30%, a bet of member3 (under agent2)', () => {
    // agent2 keeps 30%, agent1 50 − 30 = 20%, the company the rest 100 − 50 = 50%
    expect(ptShares([3_000, 5_000, 10_000], 10_000)).toEqual([3_000, 2_000, 5_000]);
  });

  it('loses and invents no cent', () => {
    expect(ptShares([3_000, 5_000, 10_000], 1)).toEqual([0, 0, 1]); // 0.3, 0.2, 0.5: the 0.5 gets the cent
    expect(ptShares([3_000, 5_000, 10_000], 7)).toEqual([2, 1, 4]); // 2.1, 1.4, 3.5 → 2 + 1 + 3, leftover 1 to 3.5
    // bps 3333, 3334, 3333 → 33.33, 33.34, 33.33: floors 99, the one cent left goes to the largest remainder (.34)
    expect(ptShares([3_333, 6_667, 10_000], 100)).toEqual([33, 34, 33]);
  });

  it('breaks ties towards the higher level', () => {
    expect(ptShares([5_000, 10_000], 1)).toEqual([0, 1]); // 0.5 and 0.5: the company
    expect(ptShares([2_500, 5_000, 7_500, 10_000], 2)).toEqual([0, 0, 1, 1]); // four × 0.5: the top two
  });

  it('handles a member under the company, an agent with the same PT as its downline, and negatives', () => {
    expect(ptShares([10_000], 12_345)).toEqual([12_345]);
    expect(ptShares([3_000, 3_000, 10_000], 1_000)).toEqual([300, 0, 700]);
    expect(ptShares([3_000, 5_000, 10_000], -7)).toEqual([-2, -1, -4]);
    expect(ptShares([3_000, 5_000, 10_000], 0)).toEqual([0, 0, 0]);
  });

  it("ignores the company's own PT figure: it keeps the rest", () => {
    expect(ptShares([3_000, 5_000, 0], 10_000)).toEqual([3_000, 2_000, 5_000]);
  });

  it('refuses an impossible path', () => {
    expect(() => ptShares([], 100)).toThrow(RangeError);
    expect(() => ptShares([5_000, 3_000, 10_000], 100)).toThrow(RangeError); // PT falls going up
    expect(() => ptShares([10_001, 10_000], 100)).toThrow(RangeError);
    expect(() => ptShares([3_000, 10_000], 1.5)).toThrow(RangeError);
  });

  const paths = fc
    .array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 8 })
    .map((agents) => [...agents.sort((a, b) => a - b), 10_000]);

  it('always sums exactly, each share within one cent of its exact value, symmetric in sign', () => {
    fc.assert(
      fc.property(paths, fc.integer({ min: -1e12, max: 1e12 }), (path, amount) => {
        const shares = ptShares(path, amount);
        expect(shares).toHaveLength(path.length);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        const bps = path.map((pt, i) => (i === path.length - 1 ? 10_000 : pt) - (i > 0 ? (path[i - 1] as number) : 0));
        shares.forEach((share, i) => {
          expect(Math.abs(share * 10_000 - amount * (bps[i] as number))).toBeLessThan(10_000);
        });
        expect(ptShares(path, -amount)).toEqual(shares.map((share) => (share === 0 ? 0 : -share)));
      }),
    );
  });
});
