// 5D and 6D: every tier, the highest tier only (docs/product.md D7). Rates of the 5D6D demo package, in units
// per 1 unit staked: 5D 20000/10000/5000/800/80/8, 6D 150000/5000/500/50/5.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fiveDTier, sixDTier, winOf } from '../../../server/settlement/prizes.ts';
import type { DrawResult } from '../../../server/settlement/result.ts';
import { FIVE_SIX, FOUR, ticket } from './fixtures.ts';

const RESULT: DrawResult = {
  fourD: FOUR,
  fiveD: { first: '12345', second: '67890', third: '13579' },
  sixD: { first: '123456' },
};
const win = (number: string, cents = 100, result: DrawResult = RESULT) =>
  winOf(ticket(number, { B: cents }), result, FIVE_SIX);

describe('5D', () => {
  it('pays each tier', () => {
    expect(win('12345')).toBe(2_000_000); // 1st exact: 1.00 × 20000 = 20 000.00
    expect(win('67890')).toBe(1_000_000); // 2nd exact: 1.00 × 10000
    expect(win('13579')).toBe(500_000); // 3rd exact: 1.00 × 5000
    expect(win('02345')).toBe(80_000); // 4th: last 4 of the 1st (2345): 1.00 × 800
    expect(win('99345')).toBe(8_000); // 5th: last 3 (345): 1.00 × 80
    expect(win('99945')).toBe(800); // 6th: last 2 (45): 1.00 × 8
    expect(win('99999')).toBe(0);
    expect(win('99945', 10)).toBe(80); // 0.10 × 8 = 0.80
  });

  it('pays the highest tier only', () => {
    // 02345 also matches the last 3 and last 2 digits: only the 4th (800), not 800 + 80 + 8
    expect(fiveDTier('02345', RESULT.fiveD!)).toBe('Prize4_5D');
    // 92345 is the 2nd exactly and also ends like the 1st: the 2nd (10000) only, not 10000 + 800
    const result: DrawResult = { fiveD: { first: '12345', second: '92345', third: '13579' } };
    expect(win('92345', 100, result)).toBe(1_000_000);
    // the 1st itself matches every suffix tier: the 1st only
    expect(win('12345')).toBe(2_000_000);
  });

  it('needs a published 5D result', () => {
    expect(() => win('12345', 100, { fourD: FOUR })).toThrow(/no published 5D/);
  });
});

describe('6D (1st 123456)', () => {
  it('pays each tier, front and back', () => {
    expect(win('123456')).toBe(15_000_000); // 1st exact: 1.00 × 150000 = 150 000.00
    expect(win('123450')).toBe(500_000); // 2nd, first 5 (12345): 1.00 × 5000
    expect(win('023456')).toBe(500_000); // 2nd, last 5 (23456)
    expect(win('123400')).toBe(50_000); // 3rd, first 4 (1234): 1.00 × 500
    expect(win('003456')).toBe(50_000); // 3rd, last 4 (3456)
    expect(win('123000')).toBe(5_000); // 4th, first 3 (123): 1.00 × 50
    expect(win('000456')).toBe(5_000); // 4th, last 3 (456)
    expect(win('120000')).toBe(500); // 5th, first 2 (12): 1.00 × 5
    expect(win('000056')).toBe(500); // 5th, last 2 (56)
    expect(win('000000')).toBe(0);
    expect(win('654321')).toBe(0); // the reverse is no prize
  });

  it('pays the highest tier only', () => {
    // 123956: first 3 (123) and last 2 (56): the 4th only, 50 — not 50 + 5
    expect(win('123956')).toBe(5_000);
    // 120456: first 2 (12) and last 3 (456): again the 4th only
    expect(sixDTier('120456', RESULT.sixD!)).toBe('Prize4_6D');
    // 1.50 at the 3rd: 150 × 50 000 / 100 = 75 000 (750.00)
    expect(win('003456', 150)).toBe(75_000);
  });

  it('the tier is the longest matching front or back, whatever the number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/), (number, first) => {
        let longest = 0;
        for (let k = 1; k <= 6; k++) {
          if (number.slice(0, k) === first.slice(0, k) || number.slice(-k) === first.slice(-k)) longest = k;
        }
        const expected = longest === 6 ? 'Prize1_6D' : longest >= 2 ? `Prize${7 - longest}_6D` : undefined;
        expect(sixDTier(number, { first })).toBe(expected);
      }),
    );
  });
});
