// A player's kept numbers ("my numbers") and what counts as a hit when a result comes in (docs/live-draws.md).
// One rule for the server (which writes the win alert) and the app (which shows the badge and the notice).
// Pure: a result is read as the result tables (contract/results.ts) with dashes for prizes not drawn yet,
// so a draw that is still live is checked against the prizes already out.
import type { DrawTables } from '../../../contract/results.ts';
import { drawnNumbersOf, lookupKeys, RANK_ORDER, type LookupGame, type PublishedTables } from './drawn-numbers.ts';
import type { PrizeRank } from './prize-ranks.ts';
import { isDash } from './result-state.ts';

/** How many numbers one user may keep, and the longest label. */
export const MY_NUMBERS_MAX = 50;
export const MY_NUMBER_LABEL_MAX = 40;
/** A kept number: 3 to 6 digits (3D, 4D, 5D, 6D). */
export const MY_NUMBER_PATTERN = '^[0-9]{3,6}$';

export function isMyNumber(value: string): boolean {
  return new RegExp(MY_NUMBER_PATTERN).test(value);
}

/** The prize a kept number hit: the 4D ranks, or a 5D/6D tier (1st–6th). */
export type HitPrize = PrizeRank;

export interface NumberHit {
  /** The game the prize belongs to: '3D' and '4D' read the 4D table, '5D' and '6D' their own. */
  game: LookupGame;
  prize: HitPrize;
}

/** A wire result's tables as settlement keeps a result, with the prizes not drawn yet (dashes) left out. */
function publishedOf({ m4, m5, m6 }: DrawTables): PublishedTables {
  const out = (prize: string | undefined) => (isDash(prize) ? '' : (prize as string));
  return {
    fourD: {
      first: out(m4.prize1),
      second: out(m4.prize2),
      third: out(m4.prize3),
      starters: Array.from({ length: 13 }, (_, i) => out(m4[`prizeStarter${i + 1}`])),
      consolations: Array.from({ length: 10 }, (_, i) => out(m4[`prizeConsolation${i + 1}`])),
    },
    ...(m5 === undefined ? {} : { fiveD: { first: out(m5.prize1), second: out(m5.prize2), third: out(m5.prize3) } }),
    ...(m6 === undefined ? {} : { sixD: { first: out(m6.prize1) } }),
  };
}

/**
 * Every prize `number` hits in one draw's tables, by the lookup's rule (drawn-numbers.ts): the prizes a
 * lookup of the number finds in this draw. A 3D number keeps each of the 1st–3rd it ends (two top prizes may
 * end alike); 4D, 5D and 6D keep their best rank only, as they pay one prize per draw. Prizes not drawn yet
 * hit nothing, so a live draw is checked against the prizes already out.
 */
export function hitsOf(number: string, tables: DrawTables): NumberHit[] {
  if (!isMyNumber(number)) return [];
  const { keys } = lookupKeys(number, false);
  const rows = drawnNumbersOf(publishedOf(tables)).filter((row) => keys.includes(row.key));
  const hits = rows.map((row) => ({ game: row.game, prize: row.rank }));
  if (number.length === 3) return hits;
  const best = hits.sort((a, b) => RANK_ORDER.indexOf(a.prize) - RANK_ORDER.indexOf(b.prize))[0];
  return best === undefined ? [] : [best];
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
    draws.flatMap((draw) =>
      draw.drawDate === null
        ? []
        : hitsOf(number, draw).map((hit) => ({
            number,
            label,
            drawType: draw.drawType,
            drawDate: draw.drawDate as string,
            hit,
          })),
    ),
  );
}
