// The account calls' request bodies: JSON schemas (checked by Fastify at the edge: 400 V103 naming the
// field) and the conversions the schemas cannot express — wire amounts to integer cents, percentages to
// basis points. Rules that have a catalogue code of their own (E113, E116, E301 …) are NOT schema rules:
// the client shows those codes, so they must come back as codes, not as V103.
import { DRAW_TYPE_ORDER } from '../../src/core/domain/operators.ts';
import { ApiError } from './api-error.ts';
import { phoneFault, userNameFault } from '../../src/core/domain/account-input.ts';

/** An amount as sent: a JSON number (1000, 997.5) or a decimal string ('1000.00'). */
export type WireAmount = number | string;

const NO_CONTROL = '^[^\\u0000-\\u001f\\u007f]*$';
/** Someone's login name; whether it exists and is within reach is access.ts's business (E103). */
const USER_NAME = { type: 'string', minLength: 1, maxLength: 40, pattern: NO_CONTROL } as const;
// Amounts are typed as strings on purpose: Fastify's Ajv coerces types, so a JSON number arrives here as
// its shortest text (1000.5 → '1000.5') and meets the same pattern as a string, while a null or a boolean
// becomes '' or 'true' and fails it (V103) instead of silently turning into 0 or 1, as it would under
// 'number'. 0.1 + 0.2 arrives as '0.30000000000000004': more than 2 decimals, refused, never rounded.
const SIGNED_MONEY = { type: 'string', pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,2})?$' } as const;
const MONEY = { type: 'string', pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$' } as const;
/** Percent with up to 2 decimals (basis points); above 100 is refused by bpOf. */
const PERCENT = { type: 'string', pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' } as const;
const GAMES = { type: 'array', maxItems: 50, items: { type: 'string', enum: DRAW_TYPE_ORDER } } as const;
// Kinds are checked by the service (an unknown kind is E150, not malformed); values are package ids, or
// null to take a kind away (UpdateDownline).
const PACKAGES = { type: 'object', maxProperties: 20, additionalProperties: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } } as const;
const PHONE = { type: ['string', 'null'], maxLength: 40, pattern: NO_CONTROL } as const;

/** What CreateDownline and UpdateDownline both set: an account's limits, rates, games, packages and phone. */
interface AccountSettings {
  CreditLimit?: WireAmount;
  Commission?: WireAmount;
  PositionTaking?: WireAmount;
  MaxFight?: WireAmount;
  Games?: string[];
  Packages?: Record<string, number | null>;
  Phone?: string | null;
}

const SETTINGS_PROPERTIES = {
  CreditLimit: SIGNED_MONEY,
  Commission: PERCENT,
  PositionTaking: PERCENT,
  MaxFight: MONEY,
  Games: GAMES,
  Packages: PACKAGES,
  Phone: PHONE,
} as const;

export interface CreateDownlineBody extends AccountSettings {
  UserId: string;
  Password: string;
  Role: 'member' | 'agent';
  CreditLimit: WireAmount;
  Games: string[];
  Parent?: string;
}

export const CREATE_DOWNLINE_BODY = {
  type: 'object',
  required: ['UserId', 'Password', 'Role', 'CreditLimit', 'Games'],
  properties: {
    // Any text without control characters: the name rules (E113, E115) are the service's.
    UserId: { type: 'string', maxLength: 100, pattern: NO_CONTROL },
    Password: { type: 'string', maxLength: 256 },
    Role: { type: 'string', enum: ['member', 'agent'] },
    ...SETTINGS_PROPERTIES,
    Parent: USER_NAME,
  },
} as const;

export interface UpdateDownlineBody extends AccountSettings {
  UserId: string;
  Status?: 'active' | 'suspended';
}

export const UPDATE_DOWNLINE_BODY = {
  type: 'object',
  required: ['UserId'],
  properties: {
    UserId: USER_NAME,
    ...SETTINGS_PROPERTIES,
    Status: { type: 'string', enum: ['active', 'suspended'] },
  },
} as const;

export interface GetDownlinesBody {
  UserId?: string;
}

export const GET_DOWNLINES_BODY = { type: ['object', 'null'], properties: { UserId: USER_NAME } } as const;

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

/** A new login name: letters and digits (E113), 3 to 20 of them (E115). */
export function checkNewUserName(username: string): void {
  const fault = userNameFault(username);
  if (fault) throw new ApiError(fault, undefined, 'UserId');
}
