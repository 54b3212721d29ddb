// The prize ranks a number can hit, and what each slot of a ticket on it is paid there (the rate key of
// its package): what the exposure view needs to know the worst a number can cost, rank by rank. The same
// prizes settlement pays (server/settlement/prizes.ts prizeHits, which tests/core/domain/prize-ranks.test.ts
// holds this table to). A 4-digit number is one of the 26 drawn numbers (3 top, 13 starters, 10 consolations) at most once, so it hits one rank;
// its A and C slots bet its last three digits, which the 1st, 2nd and 3rd prizes may also end with. 5D and
// 6D pay one tier, the highest their number matches. Pure.
import type { Slot } from './slots.ts';

/** The ranks, by name: the 4D (and 3D) tiers, then the 5D/6D tiers. */
export type PrizeRank = '1st' | '2nd' | '3rd' | 'special' | 'consolation' | '4th' | '5th' | '6th';

export interface RankPay {
  rank: PrizeRank;
  /** Per slot staked on the number, the package rate it pays at this rank (cents per unit staked). */
  slots: readonly (readonly [Slot, string])[];
}

const FOUR_D: readonly RankPay[] = [
  {
    rank: '1st',
    slots: [
      ['B', 'Prize1_Big'],
      ['S', 'Prize1_Small'],
      ['SA', 'Prize1_4A'],
      ['A', 'Prize1_A'],
      ['C', 'Prize1_ABC'],
    ],
  },
  {
    rank: '2nd',
    slots: [
      ['B', 'Prize2_Big'],
      ['S', 'Prize2_Small'],
      ['SB', 'Prize1_4A'],
      ['C', 'Prize2_ABC'],
    ],
  },
  {
    rank: '3rd',
    slots: [
      ['B', 'Prize3_Big'],
      ['S', 'Prize3_Small'],
      ['SC', 'Prize1_4A'],
      ['C', 'Prize3_ABC'],
    ],
  },
  {
    rank: 'special',
    slots: [
      ['B', 'PrizeStarter_Big'],
      ['SD', 'Prize1_4A'],
    ],
  },
  {
    rank: 'consolation',
    slots: [
      ['B', 'PrizeConsolation_Big'],
      ['SE', 'Prize1_4A'],
    ],
  },
];

const THREE_D: readonly RankPay[] = [
  {
    rank: '1st',
    slots: [
      ['A', 'Prize1_A'],
      ['C', 'Prize1_ABC'],
    ],
  },
  { rank: '2nd', slots: [['C', 'Prize2_ABC']] },
  { rank: '3rd', slots: [['C', 'Prize3_ABC']] },
];

const TIERS: readonly PrizeRank[] = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const game = (tiers: number, suffix: string): RankPay[] =>
  TIERS.slice(0, tiers).map((rank, index) => ({ rank, slots: [['B', `Prize${index + 1}_${suffix}`]] }));
const FIVE_D = game(6, '5D');
const SIX_D = game(5, '6D');

/** Every rank a number of this many digits can hit, with the rates its slots are paid there. */
export function prizeRanksOf(numberLength: number): readonly RankPay[] {
  if (numberLength === 3) return THREE_D;
  if (numberLength === 4) return FOUR_D;
  if (numberLength === 5) return FIVE_D;
  if (numberLength === 6) return SIX_D;
  return [];
}
