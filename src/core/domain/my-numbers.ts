// A player's kept numbers ("my numbers") and what counts as a hit when a result comes in (docs/live-draws.md).
// One rule for the server (which writes the win alert) and the app (which shows the badge and the notice).
// Pure: a result is read as the result tables (contract/results.ts) with dashes for prizes not drawn yet,
// so a draw that is still live is checked against the prizes already out.
import type { DrawTables } from '../../../contract/results.ts';
import { isDash } from './result-state.ts';

/** How many numbers one user may keep, and the longest label. */
export const MY_NUMBERS_MAX = 50;
export const MY_NUMBER_LABEL_MAX = 40;
/** A kept number: 3 to 6 digits (3D, 4D, 5D, 6D). */
export const MY_NUMBER_PATTERN = '^[0-9]{3,6}$';

export function isMyNumber(value: string): boolean {
  return new RegExp(MY_NUMBER_PATTERN).test(value);
}

/** The prize a kept number hit: the 4D ranks, or a 5D/6D tier (1–6). */
export type HitPrize = '1st' | '2nd' | '3rd' | 'special' | 'consolation' | '4th' | '5th' | '6th';

export interface NumberHit {
  /** The game the prize belongs to: '3D' and '4D' read the 4D table, '5D' and '6D' their own. */
  game: '3D' | '4D' | '5D' | '6D';
  prize: HitPrize;
}

const TIERS: readonly HitPrize[] = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const drawn = (prize: string | undefined): prize is string => !isDash(prize);

/**
 * Every prize `number` hits in one draw's tables:
 * - 4D: equal to one of the 23 drawn 4D numbers (1st, 2nd, 3rd, a starter = 'special', a consolation);
 * - 3D: equal to the last 3 digits of the 1st, 2nd or 3rd prize (the 3D prizes: 3A on the 1st, 3C on
 *   all three), each that matches (two top prizes may end alike);
 * - 5D: the 1st–3rd exactly, else the last 4, 3, 2 digits of the 1st (4th–6th): the highest tier only;
 * - 6D: the 1st exactly, else the first or the last 5, 4, 3, 2 digits of the 1st (2nd–5th): the highest only.
 * Prizes not drawn yet (dashes) hit nothing.
 */
export function hitsOf(number: string, tables: DrawTables): NumberHit[] {
  const { m4, m5, m6 } = tables;
  if (number.length === 3) {
    return [m4.prize1, m4.prize2, m4.prize3].flatMap((prize, index) =>
      drawn(prize) && prize.slice(-3) === number ? [{ game: '3D' as const, prize: TIERS[index] as HitPrize }] : []);
  }
  if (number.length === 4) {
    const ranks: [string | undefined, HitPrize][] = [[m4.prize1, '1st'], [m4.prize2, '2nd'], [m4.prize3, '3rd'],
      ...Array.from({ length: 13 }, (_, i): [string | undefined, HitPrize] => [m4[`prizeStarter${i + 1}`], 'special']),
      ...Array.from({ length: 10 }, (_, i): [string | undefined, HitPrize] => [m4[`prizeConsolation${i + 1}`], 'consolation'])];
    const rank = ranks.find(([prize]) => drawn(prize) && prize === number);
    return rank === undefined ? [] : [{ game: '4D', prize: rank[1] }];
  }
  if (number.length === 5 && m5 !== undefined) {
    const first = drawn(m5.prize1) ? m5.prize1 : undefined;
    const tiers = [
      drawn(m5.prize1) && number === m5.prize1,
      drawn(m5.prize2) && number === m5.prize2,
      drawn(m5.prize3) && number === m5.prize3,
      ...[4, 3, 2].map((digits) => first !== undefined && number.slice(-digits) === first.slice(-digits)),
    ];
    const tier = tiers.indexOf(true);
    return tier < 0 ? [] : [{ game: '5D', prize: TIERS[tier] as HitPrize }];
  }
  if (number.length === 6 && m6 !== undefined && drawn(m6.prize1)) {
    const first = m6.prize1;
    if (number === first) return [{ game: '6D', prize: '1st' }];
    for (let digits = 5, tier = 1; digits >= 2; digits--, tier++) {
      if (number.slice(0, digits) === first.slice(0, digits) || number.slice(-digits) === first.slice(-digits)) {
        return [{ game: '6D', prize: TIERS[tier] as HitPrize }];
      }
    }
  }
  return [];
}

/** A kept number that hit, on which draw. */
export interface MyNumberHit {
  number: string;
  label: string;
  drawType: string;
  drawDate: string;
  hit: NumberHit;
}

/** Every hit of a list of kept numbers in a set of draws, in the list's order, then the draws'. */
export function hitsOfList(
  numbers: readonly { number: string; label: string }[],
  draws: readonly (DrawTables & { drawType: string; drawDate: string | null })[],
): MyNumberHit[] {
  return numbers.flatMap(({ number, label }) =>
    draws.flatMap((draw) => (draw.drawDate === null ? [] : hitsOf(number, draw).map((hit) => ({ number, label, drawType: draw.drawType, drawDate: draw.drawDate as string, hit })))));
}
