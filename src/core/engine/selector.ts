/** Form 2's multi-digit selector: per-position digit columns A–D written as one sheet number. */
import type { SelectorResult } from './types.ts';

export const SELECTOR_MAX_COMBINATIONS = 1000;
/** The selector's total may be at most 10000.00 (checked per selector line by parseSheet: E140). */
export const SELECTOR_MAX_TOTAL_CENTS = 1_000_000;

/** Columns of picked digits (['129', '0123456789', '5', '5']) → the pattern '[129][0123456789]55'. */
export function selectorPattern(columns: readonly string[]): SelectorResult {
  if (columns.length !== 4) return { ok: false, error: { line: 0, code: 'status-E126' } };
  let combinations = 1;
  let pattern = '';
  for (const column of columns) {
    const digits = [...new Set(String(column))].sort().join('');
    if (!/^\d{1,10}$/.test(digits)) return { ok: false, error: { line: 0, code: 'status-E126' } };
    combinations *= digits.length;
    pattern += digits.length === 1 ? digits : `[${digits}]`;
  }
  if (combinations > SELECTOR_MAX_COMBINATIONS) return { ok: false, error: { line: 0, code: 'status-E143' } };
  return { ok: true, pattern, combinations };
}
