// What counts as a hit of a kept number (src/core/domain/my-numbers.ts), and that it agrees with what
// settlement pays: a number hits a prize exactly when a ticket on it with every slot staked wins there.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DrawTables } from '../../../contract/results.ts';
import { hitsOf, hitsOfList, isMyNumber } from '../../../src/core/domain/my-numbers.ts';
import { fiveDTier, prizeHits, sixDTier } from '../../../server/settlement/prizes.ts';
import { tablesOf } from '../../../server/services/results/result-shapes.ts';
import type { DrawResult } from '../../../server/settlement/result.ts';

const starters = Array.from({ length: 13 }, (_, i) => String(1000 + i));
const consolations = Array.from({ length: 10 }, (_, i) => String(2000 + i));
const result: DrawResult = {
  fourD: { first: '1234', second: '5234', third: '6789', starters, consolations },
  fiveD: { first: '12345', second: '54321', third: '11111' },
  sixD: { first: '123456' },
};
const tables = tablesOf('T', result);

describe('hits of a kept number', () => {
  it('4D: equal to a drawn number of any rank, once', () => {
    expect(hitsOf('1234', tables)).toEqual([{ game: '4D', prize: '1st' }]);
    expect(hitsOf('6789', tables)).toEqual([{ game: '4D', prize: '3rd' }]);
    expect(hitsOf('1005', tables)).toEqual([{ game: '4D', prize: 'special' }]);
    expect(hitsOf('2009', tables)).toEqual([{ game: '4D', prize: 'consolation' }]);
    expect(hitsOf('4321', tables)).toEqual([]);
  });

  it('3D: the last three digits of each top prize that ends with it', () => {
    expect(hitsOf('234', tables)).toEqual([
      { game: '3D', prize: '1st' },
      { game: '3D', prize: '2nd' },
    ]);
    expect(hitsOf('789', tables)).toEqual([{ game: '3D', prize: '3rd' }]);
    expect(hitsOf('005', tables)).toEqual([]);
  });

  it('5D and 6D: the highest tier only', () => {
    expect(hitsOf('12345', tables)).toEqual([{ game: '5D', prize: '1st' }]);
    expect(hitsOf('99345', tables)).toEqual([{ game: '5D', prize: '5th' }]);
    expect(hitsOf('123456', tables)).toEqual([{ game: '6D', prize: '1st' }]);
    expect(hitsOf('123450', tables)).toEqual([{ game: '6D', prize: '2nd' }]);
    expect(hitsOf('993456', tables)).toEqual([{ game: '6D', prize: '3rd' }]);
    expect(hitsOf('000000', tables)).toEqual([]);
  });

  it('a live draw: prizes not drawn yet (dashes) hit nothing', () => {
    const live: DrawTables = tablesOf('T', { fourD: result.fourD });
    expect(hitsOf('12345', live)).toEqual([]);
    expect(hitsOf('123456', live)).toEqual([]);
    expect(hitsOf('1234', live)).toEqual([{ game: '4D', prize: '1st' }]);
    expect(hitsOf('1234', tablesOf('M', undefined))).toEqual([]);
  });

  it('lists every hit of a list across draws, with the number and its label', () => {
    const hits = hitsOfList(
      [
        { number: '1234', label: 'car plate' },
        { number: '4321', label: '' },
      ],
      [
        { drawType: 'T', drawDate: '2026-11-18', ...tables },
        { drawType: 'M', drawDate: null, ...tablesOf('M', undefined) },
      ],
    );
    expect(hits).toEqual([
      { number: '1234', label: 'car plate', drawType: 'T', drawDate: '2026-11-18', hit: { game: '4D', prize: '1st' } },
    ]);
  });

  it('agrees with settlement: a number hits exactly where a ticket staking every slot wins', () => {
    const digits = (length: number) => fc.stringMatching(new RegExp(`^[0-9]{${length}}$`));
    fc.assert(
      fc.property(fc.oneof(digits(3), digits(4), digits(5), digits(6)), (number) => {
        const hit = hitsOf(number, tables).length > 0;
        if (number.length === 5) return hit === (fiveDTier(number, result.fiveD!) !== undefined);
        if (number.length === 6) return hit === (sixDTier(number, result.sixD!) !== undefined);
        const amounts =
          number.length === 3 ? [0, 0, 0, 100, 100, 0, 0, 0, 0] : [100, 100, 100, 0, 0, 100, 100, 100, 100];
        const paid = prizeHits({ number, mode: 'S', amountsCents: amounts, permutations: 1 }, result);
        return hit === paid.length > 0;
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps 3 to 6 digits only', () => {
    expect(['123', '123456'].every(isMyNumber)).toBe(true);
    expect(['12', '1234567', '12a4', '１２３４', '1234\u0000'].some(isMyNumber)).toBe(false);
  });
});
