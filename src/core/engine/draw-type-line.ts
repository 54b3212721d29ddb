/** The draw-type line: `#` and operator digits, or `#*` (product decisions, section 4.2). */
import { OPERATOR_BY_DIGIT, sortDrawTypes } from '../domain/operators.ts';

export type DrawTypeSelection =
  { kind: 'all' } | { kind: 'list'; drawTypes: readonly string[] } | { kind: 'fault'; code: string };

/** Hourly tokens: 8, 9, 0 (the evening draw) optionally followed by 3 (3 pm) or 7 (evening again). */
const HOURLY_LETTER: Readonly<Record<string, string>> = { '8': 'L', '9': 'A', '0': 'N' };

export function readDrawTypeLine(
  text: string,
  variant: 'regular' | 'hourly',
  allowed: ReadonlySet<string>,
): DrawTypeSelection {
  const body = text.slice(1);
  if (body === '') return { kind: 'fault', code: 'bet1-nodrawtype' };
  if (body === '*') return { kind: 'all' };
  if (!/^\d+$/.test(body)) return { kind: 'fault', code: 'status-E122' };
  if (variant === 'regular' && (body.includes('83') || body.includes('810'))) {
    // Whoever types 83 almost surely meant L3; betting L and T instead would be a silent surprise.
    return { kind: 'fault', code: 'bet-blockedmarker' };
  }
  const drawTypes = variant === 'regular' ? regularTokens(body) : hourlyTokens(body);
  if (drawTypes === undefined || new Set(drawTypes).size !== drawTypes.length) {
    return { kind: 'fault', code: 'status-E122' };
  }
  if (drawTypes.some((drawType) => !allowed.has(drawType))) return { kind: 'fault', code: 'status-E130' };
  return { kind: 'list', drawTypes: sortDrawTypes(drawTypes) };
}

function regularTokens(digits: string): string[] {
  return [...digits].map((digit) => OPERATOR_BY_DIGIT.get(digit)?.letter ?? '?');
}

function hourlyTokens(digits: string): string[] | undefined {
  const drawTypes: string[] = [];
  for (let i = 0; i < digits.length; i++) {
    const letter = HOURLY_LETTER[digits[i] as string];
    if (letter === undefined) return undefined;
    const next = digits[i + 1];
    if (next === '3') drawTypes.push(letter + '3');
    else drawTypes.push(letter);
    if (next === '3' || next === '7') i++;
  }
  return drawTypes;
}
