// What "a number was drawn" means to the number lookup, in one place: the rows a published result gives the
// drawn_numbers table (migration 0101) and the keys a looked-up number is searched by. Pure.
//
// A hit is a prize the number would have hit, the same prizes settlement pays:
// - 4D: one of the 26 drawn numbers (1st, 2nd, 3rd, 13 starters, 10 consolations), exactly;
//   (the same rule tells a player's kept numbers that they won: my-numbers.ts reads its hits from these rows)
// - 3D: the last three digits of the 1st, 2nd or 3rd 4D prize (3D pays no starter or consolation);
// - 5D: the 1st, 2nd or 3rd 5D prize exactly, or the 1st's last 4, 3, 2 digits (4th, 5th, 6th);
// - 6D: the 6D number exactly (1st), or its first or last 5, 4, 3, 2 digits (2nd to 5th).
// 5D and 6D pay one tier per draw, the highest: a lookup shows that one only.
//
// Every row carries a key (game, side, digits) and the same key with its digits sorted: the exact
// lookup reads the first, "every ordering of its digits" the second, so both are one indexed query.
import { permutations } from '../engine/expand-number.ts';
import type { PrizeRank } from './prize-ranks.ts';

export type LookupGame = '3D' | '4D' | '5D' | '6D';

/** A published result as settlement keeps it (server/settlement/result.ts), read structurally. */
export interface PublishedTables {
  fourD?: {
    first: string;
    second: string;
    third: string;
    starters: readonly string[];
    consolations: readonly string[];
  };
  fiveD?: { first: string; second: string; third: string };
  sixD?: { first: string };
}

/** One row of drawn_numbers: a prize (or a prize's leading/trailing digits) that a lookup can hit. */
export interface DrawnNumber {
  game: LookupGame;
  rank: PrizeRank;
  /** The digits a looked-up number is compared with (a 3D row: the prize's last three). */
  digits: string;
  /** The whole prize number these digits come from, as the result shows it. */
  prize: string;
  key: string;
  sortedKey: string;
}

const TOP: readonly PrizeRank[] = ['1st', '2nd', '3rd'];
/** The 6D tiers by how many leading or trailing digits of the 1st they share: 5 → 2nd … 2 → 5th. */
const SIX_D_TIER: Readonly<Record<number, PrizeRank>> = { 5: '2nd', 4: '3rd', 3: '4th', 2: '5th' };
/** The 5D tiers by how many trailing digits of the 1st they share. */
const FIVE_D_TIER: Readonly<Record<number, PrizeRank>> = { 4: '4th', 3: '5th', 2: '6th' };

/** Where the compared digits sit in the prize: all of it, its start or its end. */
type Side = '' | '<' | '>';

export const sortDigits = (digits: string): string => [...digits].sort().join('');
const keyOf = (game: LookupGame, side: Side, digits: string) => `${game}${side}:${digits}`;

function row(game: LookupGame, rank: PrizeRank, side: Side, digits: string, prize: string): DrawnNumber {
  return {
    game,
    rank,
    digits,
    prize,
    key: keyOf(game, side, digits),
    sortedKey: keyOf(game, side, sortDigits(digits)),
  };
}

const isDigits = (value: unknown, length: number): value is string =>
  typeof value === 'string' && value.length === length && /^\d+$/.test(value);

/** Every row a published result gives; an unpublished or malformed part gives none. */
export function drawnNumbersOf(result: PublishedTables): DrawnNumber[] {
  const rows: DrawnNumber[] = [];
  // Each prize on its own: a live draw's tables hold only the prizes already out.
  const four = result.fourD;
  if (four) {
    [four.first, four.second, four.third].forEach((prize, index) => {
      if (!isDigits(prize, 4)) return;
      rows.push(row('4D', TOP[index] as PrizeRank, '', prize, prize));
      rows.push(row('3D', TOP[index] as PrizeRank, '', prize.slice(-3), prize));
    });
    for (const prize of four.starters ?? []) if (isDigits(prize, 4)) rows.push(row('4D', 'special', '', prize, prize));
    for (const prize of four.consolations ?? [])
      if (isDigits(prize, 4)) rows.push(row('4D', 'consolation', '', prize, prize));
  }
  const five = result.fiveD;
  if (five) {
    [five.first, five.second, five.third].forEach((prize, index) => {
      if (isDigits(prize, 5)) rows.push(row('5D', TOP[index] as PrizeRank, '', prize, prize));
    });
    if (isDigits(five.first, 5)) {
      for (const length of [4, 3, 2])
        rows.push(row('5D', FIVE_D_TIER[length] as PrizeRank, '>', five.first.slice(-length), five.first));
    }
  }
  const six = result.sixD;
  if (six && isDigits(six.first, 6)) {
    rows.push(row('6D', '1st', '', six.first, six.first));
    for (const length of [5, 4, 3, 2]) {
      rows.push(row('6D', SIX_D_TIER[length] as PrizeRank, '<', six.first.slice(0, length), six.first));
      rows.push(row('6D', SIX_D_TIER[length] as PrizeRank, '>', six.first.slice(-length), six.first));
    }
  }
  return rows;
}

/** A number the lookup takes: 3 to 6 digits. */
export function isLookupNumber(value: string): boolean {
  return /^\d{3,6}$/.test(value);
}

export function gameOfNumber(number: string): LookupGame {
  return `${number.length}D` as LookupGame;
}

/** Every distinct sub-multiset of `length` digits of `digits`, each sorted (the sorted keys of its orderings' parts). */
function sortedParts(digits: string, length: number): string[] {
  const sorted = sortDigits(digits);
  const out = new Set<string>();
  const pick = (from: number, taken: string) => {
    if (taken.length === length) {
      out.add(taken);
      return;
    }
    for (let i = from; i < sorted.length; i++) pick(i + 1, taken + sorted[i]);
  };
  pick(0, '');
  return [...out];
}

/**
 * The keys a number is looked up by. Exact: its own key and, for 5D/6D, the keys of its leading/trailing
 * digits. With permutations: the sorted keys — a row matches when some ordering of the number's digits
 * would have hit it.
 */
export function lookupKeys(
  number: string,
  withPermutations: boolean,
): { column: 'key' | 'sorted_key'; keys: string[] } {
  const game = gameOfNumber(number);
  const own = withPermutations ? sortDigits(number) : number;
  const keys = [keyOf(game, '', own)];
  const parts = (length: number, side: '<' | '>') =>
    withPermutations ? sortedParts(number, length) : [side === '<' ? number.slice(0, length) : number.slice(-length)];
  if (game === '5D')
    for (const length of [4, 3, 2]) for (const part of parts(length, '>')) keys.push(keyOf(game, '>', part));
  if (game === '6D') {
    for (const length of [5, 4, 3, 2]) {
      for (const side of ['<', '>'] as const)
        for (const part of parts(length, side)) keys.push(keyOf(game, side, part));
    }
  }
  return { column: withPermutations ? 'sorted_key' : 'key', keys: [...new Set(keys)] };
}

/** How many distinct orderings a number's digits have (itself included): 1234 → 24, 1123 → 12. */
export function orderingCount(number: string): number {
  return permutations(number).length;
}

/** The ranks in display order, best first (the lookup's SQL orders and picks each draw's best tier by it). */
export const RANK_ORDER: readonly PrizeRank[] = ['1st', '2nd', '3rd', 'special', 'consolation', '4th', '5th', '6th'];
const rankIndex = (rank: PrizeRank) => RANK_ORDER.indexOf(rank);

/** The games that pay one tier per draw, the highest: a lookup keeps each draw's best tier only. */
export const ONE_TIER_GAMES: readonly LookupGame[] = ['5D', '6D'];

/** How many hits one lookup answer lists at most; the next page continues after its last draw. */
export const LOOKUP_PAGE_HITS = 200;

/** Where a page of hits ends: its last draw (a page holds whole draws, so none is split). */
export interface LookupCursor {
  drawDate: string;
  drawType: string;
}

export const cursorText = (cursor: LookupCursor): string => `${cursor.drawDate}~${cursor.drawType}`;

export function cursorOf(text: string): LookupCursor | null {
  const [drawDate, drawType, ...rest] = text.split('~');
  if (drawDate === undefined || drawType === undefined || rest.length > 0 || !/^\d{4}-\d{2}-\d{2}$/.test(drawDate))
    return null;
  return { drawDate, drawType };
}

export interface NumberHit {
  resultId: number;
  drawType: string;
  drawDate: string;
  game: LookupGame;
  rank: PrizeRank;
  digits: string;
  prize: string;
}

/**
 * The hits to show: newest first (then in draw-type order as given), and for 5D/6D only each draw's best
 * tier, since those games pay one tier per draw. 3D keeps each of 1st–3rd: their endings may repeat.
 * The lookup applies this in its SQL (from ONE_TIER_GAMES and RANK_ORDER) so only a page leaves the
 * database; this is the plain statement of it, which the lookup's tests hold the SQL's answer to.
 */
export function shownHits<Hit extends NumberHit>(rows: readonly Hit[], drawTypeOrder: readonly string[]): Hit[] {
  const best = new Map<number, Hit>();
  const kept: Hit[] = [];
  for (const hit of rows) {
    if (!ONE_TIER_GAMES.includes(hit.game)) {
      kept.push(hit);
      continue;
    }
    const held = best.get(hit.resultId);
    if (held === undefined || rankIndex(hit.rank) < rankIndex(held.rank)) best.set(hit.resultId, hit);
  }
  kept.push(...best.values());
  const order = (drawType: string) => drawTypeOrder.indexOf(drawType);
  return kept.sort(
    (a, b) =>
      b.drawDate.localeCompare(a.drawDate) ||
      order(a.drawType) - order(b.drawType) ||
      rankIndex(a.rank) - rankIndex(b.rank),
  );
}

/** How many hits of each rank (every rank present, zero where none). */
export function countsByRank(hits: readonly { rank: PrizeRank }[]): Record<PrizeRank, number> {
  const counts = Object.fromEntries(RANK_ORDER.map((rank) => [rank, 0])) as Record<PrizeRank, number>;
  for (const hit of hits) counts[hit.rank] += 1;
  return counts;
}

/** The ranks a number of this length can hit (what the counts show). */
export function ranksOfGame(game: LookupGame): readonly PrizeRank[] {
  if (game === '4D') return ['1st', '2nd', '3rd', 'special', 'consolation'];
  if (game === '3D') return TOP;
  if (game === '5D') return ['1st', '2nd', '3rd', '4th', '5th', '6th'];
  return ['1st', '2nd', '3rd', '4th', '5th'];
}
