// Demo results: deterministic per seed, always valid, the right games per operator.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  demoDrawResult,
  demoFiveD,
  demoFourD,
  demoSixD,
  seededRandom,
} from '../../../server/settlement/demo-results.ts';
import { validateFiveD, validateFourD, validateSixD, isPublished } from '../../../server/settlement/result.ts';
import { winOf } from '../../../server/settlement/prizes.ts';
import { REGULAR, ticket } from './fixtures.ts';

describe('seededRandom', () => {
  it('repeats for the same seed and differs for another', () => {
    const take = (seed: string) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, () => next());
    };
    expect(take('T:2025-03-01')).toEqual(take('T:2025-03-01'));
    expect(take('T:2025-03-01')).not.toEqual(take('T:2025-03-02'));
    for (const value of take('x')) expect(Number.isInteger(value) && value >= 0 && value < 2 ** 32).toBe(true);
  });
});

describe('demo results', () => {
  it('are deterministic and valid for any seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const four = demoFourD(seed);
        expect(demoFourD(seed)).toEqual(four);
        expect(validateFourD(four)).toBeUndefined();
        expect(isPublished(four.first)).toBe(true);
        expect(validateFiveD(demoFiveD(seed))).toBeUndefined();
        expect(validateSixD(demoSixD(seed))).toBeUndefined();
        expect(demoSixD(seed)).toEqual(demoSixD(seed));
      }),
    );
  });

  it('gives each operator its games', () => {
    const games = (drawType: string) => Object.keys(demoDrawResult(drawType, '2025-03-01')).sort();
    expect(games('T')).toEqual(['fiveD', 'fourD', 'sixD']);
    expect(games('M')).toEqual(['fourD']);
    expect(games('L')).toEqual(['fourD', 'sixD']);
    expect(games('A3')).toEqual(['fourD', 'sixD']);
    expect(games('N')).toEqual(['fourD']);
  });

  it('differs between draws and repeats for the same draw', () => {
    expect(demoDrawResult('M', '2025-03-01')).toEqual(demoDrawResult('M', '2025-03-01'));
    expect(demoDrawResult('M', '2025-03-01').fourD).not.toEqual(demoDrawResult('M', '2025-03-02').fourD);
    expect(demoDrawResult('M', '2025-03-01').fourD).not.toEqual(demoDrawResult('P', '2025-03-01').fourD);
  });

  it('pay exactly the Big table once over all 10 000 numbers (1.00 each)', () => {
    // any valid result: 2500 + 1000 + 500 + 13 × 180 + 10 × 60 = 6 940.00
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const result = { fourD: demoFourD(seed) };
        let total = 0;
        for (let n = 0; n < 10_000; n++)
          total += winOf(ticket(String(n).padStart(4, '0'), { B: 100 }), result, REGULAR);
        expect(total).toBe(694_000);
      }),
      { numRuns: 10 },
    );
  });
});
