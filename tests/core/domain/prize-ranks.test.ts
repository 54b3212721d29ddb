// The prize ranks a number can hit (src/core/domain/prize-ranks.ts) held to settlement's own prizes
// (server/settlement/prizes.ts prizeHits): a number placed at each rank of a result hits exactly the
// slots and rates the table lists there, for 3D, 4D, 5D and 6D.
import { describe, expect, it } from 'vitest';
import { prizeRanksOf, type PrizeRank } from '../../../src/core/domain/prize-ranks.ts';
import { SLOTS, slotsForLength } from '../../../src/core/domain/slots.ts';
import { prizeHits } from '../../../server/settlement/prizes.ts';
import type { DrawResult } from '../../../server/settlement/result.ts';

/** Each digit one up (9 → 0): a prefix that matches nothing of the number. */
const bump = (digits: string) => [...digits].map((digit) => String((Number(digit) + 1) % 10)).join('');

/** A result where `number` lands on `rank` and nowhere else. */
function resultAt(number: string, rank: PrizeRank): DrawResult {
  const four = number.length === 3 ? `5${number}` : number.length === 4 ? number : '0000';
  const fourD = { first: '9990', second: '9991', third: '9992', starters: ['9993'], consolations: ['9994'] };
  if (number.length <= 4) {
    const at: Record<string, Partial<typeof fourD>> = {
      '1st': { first: four },
      '2nd': { second: four },
      '3rd': { third: four },
      special: { starters: [four] },
      consolation: { consolations: [four] },
    };
    return {
      fourD: { ...fourD, ...at[rank] },
      fiveD: { first: '99999', second: '99998', third: '99997' },
      sixD: { first: '999999' },
    } as DrawResult;
  }
  const tier = ['1st', '2nd', '3rd', '4th', '5th', '6th'].indexOf(rank) + 1;
  if (number.length === 5) {
    const other = bump(number);
    const fiveD =
      tier === 1
        ? { first: number, second: other, third: other }
        : tier <= 3
          ? { first: other, second: tier === 2 ? number : other, third: tier === 3 ? number : other }
          : { first: bump(number.slice(0, tier - 3)) + number.slice(tier - 3), second: other, third: other };
    return { fourD, fiveD, sixD: { first: '999999' } } as DrawResult;
  }
  // 6D tier k ≥ 2 matches the last 7 − k digits (or the first): everything before them differs.
  const keep = 7 - tier;
  const first = tier === 1 ? number : bump(number.slice(0, 6 - keep)) + number.slice(6 - keep);
  return { fourD, fiveD: { first: '99999', second: '99998', third: '99997' }, sixD: { first } } as DrawResult;
}

describe('prizeRanksOf', () => {
  for (const number of ['234', '1234', '12345', '123456']) {
    it(`${number.length} digits: each rank pays exactly the slots settlement pays there`, () => {
      const taken = slotsForLength(number.length);
      const ticket = {
        number,
        mode: 'S' as const,
        amountsCents: SLOTS.map((slot) => (taken.includes(slot) ? 100 : 0)),
        permutations: 1,
      };
      const ranks = prizeRanksOf(number.length);
      expect(ranks.length).toBe({ 3: 3, 4: 5, 5: 6, 6: 5 }[number.length]);
      for (const { rank, slots } of ranks) {
        const hits = prizeHits(ticket, resultAt(number, rank))
          .map((hit) => `${hit.slot}:${hit.rateKey}`)
          .sort();
        expect(hits, rank).toEqual(slots.map(([slot, key]) => `${slot}:${key}`).sort());
      }
    });
  }
});
