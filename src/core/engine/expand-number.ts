import type { Mode } from './types.ts';
import { modeFault, permutationCount, readNumberBody, type NumberBody } from './number-body.ts';

/**
 * The distinct numbers a pattern stands for, ascending (src/core/engine/README.md). B and I give the distinct
 * permutations, R the number and its reverse. An impossible request returns [] and nothing throws.
 */
export function expandNumber(pattern: string, mode: Mode): string[] {
  const body = typeof pattern === 'string' ? readNumberBody(pattern) : 'status-E126';
  if (typeof body === 'string' || modeFault(body, mode)) return [];
  return expandBody(body, mode).sort();
}

/** The numbers of a valid body under a valid mode; distinct, in no particular order. */
export function expandBody(body: NumberBody, mode: Mode): string[] {
  if (body.partial) return expandPartial(body.positions.join(''), body.partial);
  if (mode === 'B' || mode === 'I') return permutations(body.positions.join(''));
  const straight = cartesian(body.positions);
  if (mode !== 'R') return straight;
  const all = new Set(straight);
  for (const number of straight) all.add(reverse(number));
  return [...all];
}

/** How many numbers a valid body expands to, without building them where arithmetic suffices. */
export function countNumbers(body: NumberBody, mode: Mode): number {
  if (body.partial) return expandPartial(body.positions.join(''), body.partial).length;
  if (mode === 'B' || mode === 'I') return permutationCount(body.positions.join(''));
  if (mode === 'R') return expandBody(body, mode).length;
  return body.positions.reduce((product, digits) => product * digits.length, 1);
}

function expandPartial(digits: string, star: 'first' | 'last'): string[] {
  if (star === 'first') return permutations(digits.slice(1)).map((tail) => digits[0] + tail);
  return permutations(digits.slice(0, 3)).map((head) => head + digits[3]);
}

function reverse(number: string): string {
  let out = '';
  for (let i = number.length - 1; i >= 0; i--) out += number[i];
  return out;
}

/** Distinct permutations in ascending order, by repeated next-permutation over the sorted digits. */
export function permutations(digits: string): string[] {
  const chars = [...digits].sort();
  const out = [chars.join('')];
  for (;;) {
    let i = chars.length - 2;
    while (i >= 0 && (chars[i] as string) >= (chars[i + 1] as string)) i--;
    if (i < 0) return out;
    let j = chars.length - 1;
    while ((chars[j] as string) <= (chars[i] as string)) j--;
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    for (let lo = i + 1, hi = chars.length - 1; lo < hi; lo++, hi--) {
      [chars[lo], chars[hi]] = [chars[hi] as string, chars[lo] as string];
    }
    out.push(chars.join(''));
  }
}

/** Every number whose position i takes a digit of positions[i], ascending when each group is. */
function cartesian(positions: readonly string[]): string[] {
  let out = [''];
  for (const digits of positions) {
    const next: string[] = [];
    for (const prefix of out) for (const digit of digits) next.push(prefix + digit);
    out = next;
  }
  return out;
}
