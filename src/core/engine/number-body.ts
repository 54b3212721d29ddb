/**
 * The number of a number line, without its mode stars: plain digits, up to 2 'R' (roll), a
 * partial-permutation star ('1*003', '100*4') or form 2's per-position groups ('[129]R55').
 */
import type { Mode } from './types.ts';

const ALL_DIGITS = '0123456789';
export const MAX_ROLLS = 2;

export interface NumberBody {
  /** The digits each position may take: one digit, or several for R and groups. */
  positions: readonly string[];
  rolls: number;
  groups: number;
  /** Where the partial-permutation star stands: 'first' = d*ddd (the last three permute), 'last' = ddd*d. */
  partial?: 'first' | 'last';
}

export type BodyFault = 'status-E126' | 'bet1-toomanyr';

/** Reads a number body; a fault names the error code. Never throws. */
export function readNumberBody(text: string): NumberBody | BodyFault {
  const positions: string[] = [];
  let rolls = 0;
  let groups = 0;
  let starAt = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch >= 48 && ch <= 57) positions.push(text[i] as string);
    else if (ch === 82 /* R */) {
      positions.push(ALL_DIGITS);
      rolls++;
    } else if (ch === 42 /* * */ && starAt < 0) starAt = positions.length;
    else if (ch === 91 /* [ */) {
      const close = text.indexOf(']', i);
      const digits = close < 0 ? '' : readGroup(text.slice(i + 1, close));
      if (!digits) return 'status-E126';
      positions.push(digits);
      groups++;
      i = close;
    } else return 'status-E126';
  }
  if (rolls > MAX_ROLLS) return 'bet1-toomanyr';
  if (positions.length < 3 || positions.length > 6) return 'status-E126';
  if ((rolls > 0 || groups > 0) && positions.length !== 4) return 'status-E126';
  if (starAt < 0) return { positions, rolls, groups };
  // A partial permutation is a plain 4-digit number with the star after its first or its third digit.
  const partial = starAt === 1 ? 'first' : starAt === 3 ? 'last' : undefined;
  if (!partial || positions.length !== 4 || rolls > 0 || groups > 0) return 'status-E126';
  return { positions, rolls, groups, partial };
}

/** '[129]' content → sorted distinct digits, or '' when malformed. */
function readGroup(content: string): string {
  if (content.length === 0 || content.length > 10 || !/^\d+$/.test(content)) return '';
  const digits = [...new Set(content)].sort().join('');
  return digits.length === content.length ? digits : '';
}

/** Whether the mode can apply to this number (BOX/iBOX: plain 3 or 4 digits; no stars on partials). */
export function modeFault(body: NumberBody, mode: Mode): 'status-E126' | undefined {
  if (mode === 'S') return undefined;
  if (body.partial) return 'status-E126';
  if (mode === 'R') return undefined;
  const plain = body.rolls === 0 && body.groups === 0 && body.positions.length <= 4;
  if (!plain) return 'status-E126';
  if (mode === 'I' && permutationCount(body.positions.join('')) === 1) return 'status-E126';
  return undefined;
}

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720];

/** Distinct permutations of a digit string: n! / Π k_i!. */
export function permutationCount(digits: string): number {
  const counts = new Map<string, number>();
  for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  let result = FACTORIALS[digits.length] ?? 0;
  for (const count of counts.values()) result /= FACTORIALS[count] ?? 1;
  return result;
}
