// What the account calls' schemas cannot express (the schemas are contract/requests/accounts.ts, checked
// by Fastify at the edge: 400 V103 naming the field): wire amounts to integer cents, percentages to basis
// points, and the rules that have a catalogue code of their own (E113, E139, E301 …), which the client
// shows, so they must come back as codes, not as V103.
import type { WireAmount } from '../../contract/requests/accounts.ts';
import { DRAW_TYPE_ORDER } from '../../src/core/domain/operators.ts';
import { ApiError } from './api-error.ts';
import { phoneFault, userNameFault } from '../../src/core/domain/account-input.ts';

/**
 * A decimal with at most `decimals` places, scaled to an integer: ('1000.5', 2) → 100050. Numbers go
 * through their shortest text form, so 0.1 + 0.2 (0.30000000000000004) is refused rather than rounded.
 */
function scaled(value: WireAmount, decimals: number, field: string): number {
  const text = typeof value === 'number' ? String(value) : value;
  const match = /^(-?)(\d{1,12})(?:\.(\d+))?$/.exec(text);
  const fraction = match?.[3] ?? '';
  if (!match || fraction.length > decimals) throw new ApiError('V103', [field], field);
  const magnitude = Number(match[2]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Money on the wire → cents. Negative credit is a rule of its own (E116), checked by the caller. */
export const centsOf = (value: WireAmount, field: string): number => scaled(value, 2, field);

/** A percentage (10 or '10.5') → basis points (1000, 1050); above 100 % is malformed. */
export function bpOf(value: WireAmount, field: string): number {
  const bp = scaled(value, 2, field);
  if (bp < 0 || bp > 10_000) throw new ApiError('V103', [field], field);
  return bp;
}

/** The games as a set in display order; none at all is E139. */
export function gamesOf(games: readonly string[]): string[] {
  const unique = DRAW_TYPE_ORDER.filter((drawType) => games.includes(drawType));
  if (unique.length === 0) throw new ApiError('E139', undefined, 'Games');
  return unique;
}

/** A phone number as stored: digits with an optional leading +, 8 to 15 digits (E301); '' or null is none. */
export function phoneOf(phone: string | null | undefined): string | null {
  if (phone === null || phone === undefined || phone.trim() === '') return null;
  const compact = phone.trim();
  if (phoneFault(compact)) throw new ApiError('E301', undefined, 'Phone');
  return compact;
}

/** A field the caller must fill: left out or blank is V104 ("{0} is required") naming it. */
export function required<T extends string | number>(value: T | undefined, field: string): T {
  if (value === undefined || (typeof value === 'string' && value.trim() === ''))
    throw new ApiError('V104', [field], field);
  return value;
}

/** A new login name: letters and digits (E113), 3 to 20 of them (E115). */
export function checkNewUserName(username: string): void {
  const fault = userNameFault(username);
  if (fault) throw new ApiError(fault, undefined, 'UserId');
}
