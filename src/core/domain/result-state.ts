// What a draw's result says about itself (docs/product.md S4 "Results": a result counts as published when
// prize1 is not a dash placeholder). Prize numbers are strings; a prize not drawn yet is dashes ('----').
import type { DrawTables } from '../../../contract/results.ts';

export const DASH = '----';

/** waiting: nothing drawn yet; live: some prizes out; final: every prize of the draw is out. */
export type ResultState = 'waiting' | 'live' | 'final';

/** A prize not drawn (yet): dashes, or nothing at all. */
export function isDash(prize: string | undefined): boolean {
  return prize === undefined || /^-*$/.test(prize.trim());
}

/** Every prize of a draw's tables, 4D first (1st–3rd, 13 starters, 10 consolations), then 5D, then 6D. */
export function prizesOf(tables: DrawTables): string[] {
  const { m4, m5, m6 } = tables;
  const fourD = [
    m4.prize1,
    m4.prize2,
    m4.prize3,
    ...Array.from({ length: 13 }, (_, i) => m4[`prizeStarter${i + 1}`] ?? DASH),
    ...Array.from({ length: 10 }, (_, i) => m4[`prizeConsolation${i + 1}`] ?? DASH),
  ];
  return [...fourD, ...(m5 ? [m5.prize1, m5.prize2, m5.prize3] : []), ...(m6 ? [m6.prize1] : [])];
}

/** The specification's rule: published once prize1 is out, whatever else is. */
export function isPublished(tables: DrawTables): boolean {
  return !isDash(tables.m4.prize1);
}

export function resultState(tables: DrawTables): ResultState {
  const prizes = prizesOf(tables);
  const out = prizes.filter((prize) => !isDash(prize)).length;
  if (out === 0) return 'waiting';
  return out === prizes.length ? 'final' : 'live';
}
