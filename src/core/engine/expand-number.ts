import type { Mode } from './types.ts';
import { modeFault, permutationCount, readNumberBody, type NumberBody } from './number-body.ts';

/**
 * The distinct numbers a pattern stands for, ascending (src/core/engine/README.md). B and I give the distinct
 * permutations, R the number and its reverse. An impossible request returns [] and nothing throws.
 */
export function expandNumber(pattern: string, mode: Mode): string[] {
  const body = typeof pattern === 'string' ? readNumberBody(pattern) : 'status-E126';
  if (typeof body === 'string' || modeFault(body, mode)) return [];
  return expandBody(body, mode);
}

/**
 * The numbers of a valid body under a valid mode: distinct and ascending, built in order rather than sorted
 * afterwards. The server expands every line of every bet (thousands of numbers for a 50-line sheet), and the
 * sort of strings that nearly always were in order already was a third of that time.
 */
export function expandBody(body: NumberBody, mode: Mode): string[] {
  if (body.partial) return expandPartial(body.positions.join(''), body.partial);
  if (mode === 'B' || mode === 'I') return permutations(body.positions.join(''));
  // Each position's digits are ascending (single digits, R's 0–9, groups sorted), so the product is too.
  const straight = cartesian(body.positions);
  if (mode !== 'R') return straight;
  // The reverses of the product are the product of the positions taken backwards, ascending as well:
  // the two ascending lists merge without a sort, a palindrome (in both) kept once.
  return mergeDistinct(straight, cartesian([...body.positions].reverse()));
}

/** How many numbers a valid body expands to, without building them where arithmetic suffices. */
export function countNumbers(body: NumberBody, mode: Mode): number {
  if (body.partial) return expandPartial(body.positions.join(''), body.partial).length;
  if (mode === 'B' || mode === 'I') return permutationCount(body.positions.join(''));
  if (mode === 'R') return expandBody(body, mode).length;
  return body.positions.reduce((product, digits) => product * digits.length, 1);
}

/** Ascending: a fixed digit before ascending tails, or ascending heads of one length before a fixed digit. */
function expandPartial(digits: string, star: 'first' | 'last'): string[] {
  if (star === 'first') return permutations(digits.slice(1), digits[0] as string, '');
  return permutations(digits.slice(0, 3), '', digits[3] as string);
}

/**
 * Distinct permutations in ascending order, by repeated next-permutation over the sorted digits, each
 * written between `before` and `after` (a partial permutation's fixed digit) as it is made.
 */
export function permutations(digits: string, before = '', after = ''): string[] {
  const chars = digits.split('').sort();
  const n = chars.length;
  const out = [before + chars.join('') + after];
  for (;;) {
    let i = n - 2;
    while (i >= 0 && (chars[i] as string) >= (chars[i + 1] as string)) i--;
    if (i < 0) return out;
    let j = n - 1;
    while ((chars[j] as string) <= (chars[i] as string)) j--;
    const swap = chars[i] as string;
    chars[i] = chars[j] as string;
    chars[j] = swap;
    for (let lo = i + 1, hi = n - 1; lo < hi; lo++, hi--) {
      const low = chars[lo] as string;
      chars[lo] = chars[hi] as string;
      chars[hi] = low;
    }
    let text = before;
    for (let k = 0; k < n; k++) text += chars[k] as string;
    out.push(text + after);
  }
}

/** Every number whose position i takes a digit of positions[i], ascending when each group is. */
function cartesian(positions: readonly string[]): string[] {
  let out = [''];
  for (const digits of positions) {
    if (digits.length === 1) {
      // A plain digit (most positions): append it in place, no new list.
      for (let index = 0; index < out.length; index++) out[index] += digits;
      continue;
    }
    const next: string[] = [];
    for (const prefix of out) for (let d = 0; d < digits.length; d++) next.push(prefix + (digits[d] as string));
    out = next;
  }
  return out;
}

/** Two ascending lists of distinct numbers as one ascending list of distinct numbers. */
function mergeDistinct(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x <= y) i++;
    if (y <= x) j++;
    out.push(x < y ? x : y);
  }
  while (i < a.length) out.push(a[i++] as string);
  while (j < b.length) out.push(b[j++] as string);
  return out;
}
