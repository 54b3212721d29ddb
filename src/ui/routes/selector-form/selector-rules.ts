// Form 2's multi-digit selector (docs/product.md S2 "Bet form 2", S5: at most 1000 combinations and a total
// of 10000): columns A–D of picked digits. A tap that would pass 1000 combinations is refused (the limit is
// enforced, not only shown); the combinations come from the engine's own selectorPattern, and the total's
// limit (E140) from parseSheet, so the form cannot disagree with the sheet or the server.
import { SELECTOR_MAX_COMBINATIONS, selectorPattern } from '../../../core/engine/selector.ts';

export const COLUMNS = ['A', 'B', 'C', 'D'] as const;
export const ALL_DIGITS = '0123456789';

const sorted = (digits: string) => [...new Set(digits)].sort().join('');

/** The product of the column sizes: what the engine will count (0 while a column is empty). */
export function combinationsOf(columns: readonly string[]): number {
  return columns.reduce((product, column) => product * sorted(column).length, 1);
}

export type Toggle = { ok: true; columns: string[] } | { ok: false; reason: 'over-limit' };

/** Toggles one digit of one column; refused when it would make more than 1000 combinations. */
export function toggleDigit(columns: readonly string[], column: number, digit: string): Toggle {
  const current = columns[column] ?? '';
  const next = current.includes(digit) ? current.replace(digit, '') : sorted(current + digit);
  return limited(columns.map((value, index) => (index === column ? next : value)));
}

/** ALL: every digit of the column, or none when it already has all ten. */
export function toggleAll(columns: readonly string[], column: number): Toggle {
  const next = sorted(columns[column] ?? '') === ALL_DIGITS ? '' : ALL_DIGITS;
  return limited(columns.map((value, index) => (index === column ? next : value)));
}

function limited(columns: string[]): Toggle {
  return combinationsOf(columns) > SELECTOR_MAX_COMBINATIONS
    ? { ok: false, reason: 'over-limit' }
    : { ok: true, columns };
}

/** The sheet number for the columns ('[129][0-9]55' style), or null while a column is empty. */
export function selectorNumber(columns: readonly string[]): string | null {
  if (columns.some((column) => column === '')) return null;
  const result = selectorPattern(columns);
  return result.ok ? result.pattern : null;
}
