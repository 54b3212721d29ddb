// The draw results settlement reads (docs/product.md S3, "Draw result"), reduced to what decides a win.
// Numbers stay strings: '0123' and '123' are different bets, and leading zeros must survive.

/** One 4D draw: 3 top prizes, 13 starters (prizeStarter1–13 = prizeA–M), 10 consolations (N–W). */
export interface FourDResult {
  first: string;
  second: string;
  third: string;
  starters: readonly string[];
  consolations: readonly string[];
}

/** One 5D draw (Toto): three 5-digit prizes; the 4th–6th tiers are derived from the 1st. */
export interface FiveDResult {
  first: string;
  second: string;
  third: string;
}

/** One 6D draw: one 6-digit number; prize6D_2A…5B are its first/last digits, so they are derived. */
export interface SixDResult {
  first: string;
}

/** What one draw type published on one date: a 3D or 4D ticket reads fourD, 5D fiveD, 6D sixD. */
export interface DrawResult {
  fourD?: FourDResult;
  fiveD?: FiveDResult;
  sixD?: SixDResult;
}

/**
 * A refused result: V103 (invalid input, docs/product.md S8) naming the offending field with the
 * specification's field names (prize1–3, prizeStarter1–13, prizeConsolation1–10; prize6D), so the
 * API can answer 400 naming the field (docs/product.md D9) without translating.
 */
export interface ResultFault {
  code: 'V103';
  field: string;
}

/** What an operator shows for a prize before the draw is in (docs/product.md D7). */
export const PLACEHOLDER = '----';

export const STARTER_COUNT = 13;
export const CONSOLATION_COUNT = 10;

/**
 * A result counts as published once prize1 is not the dash placeholder (docs/product.md D7). Any all-dash or
 * empty text counts as a placeholder too, so a 5D '-----' or a blank cell never triggers settlement.
 */
export function isPublished(prize1: string): boolean {
  return typeof prize1 === 'string' && !/^-*$/.test(prize1.trim());
}

/** The 26 numbers of a 4D result with their specification field names, in prize order. */
export function fourDFields(result: FourDResult): [field: string, value: unknown][] {
  const fields: [string, unknown][] = [
    ['prize1', result.first],
    ['prize2', result.second],
    ['prize3', result.third],
  ];
  // Read up to one past the expected length so a missing or an extra entry is named precisely.
  const starters = Array.isArray(result.starters) ? result.starters : [];
  const consolations = Array.isArray(result.consolations) ? result.consolations : [];
  for (let i = 0; i < Math.max(STARTER_COUNT, starters.length); i++) fields.push([`prizeStarter${i + 1}`, starters[i]]);
  for (let i = 0; i < Math.max(CONSOLATION_COUNT, consolations.length); i++) {
    fields.push([`prizeConsolation${i + 1}`, consolations[i]]);
  }
  return fields;
}

/**
 * A published 4D result must hold 26 distinct 4-digit numbers (3 + 13 + 10): distinctness is what makes
 * "a bet wins every prize its number hits" pay a 4D number at most one prize. The first fault found,
 * in prize order, is named; a duplicate names its second occurrence.
 */
export function validateFourD(result: FourDResult): ResultFault | undefined {
  if (!result || typeof result !== 'object') return { code: 'V103', field: 'prize1' };
  const seen = new Set<string>();
  for (const [field, value] of fourDFields(result)) {
    const index = /(\d+)$/.exec(field);
    const position = index ? Number(index[1]) : 0;
    const beyond =
      (field.startsWith('prizeStarter') && position > STARTER_COUNT) ||
      (field.startsWith('prizeConsolation') && position > CONSOLATION_COUNT);
    if (beyond || !isDigits(value, 4) || seen.has(value)) return { code: 'V103', field };
    seen.add(value);
  }
  return undefined;
}

/** A published 5D result: three 5-digit numbers. They need not differ: each tier settles on its own. */
export function validateFiveD(result: FiveDResult): ResultFault | undefined {
  if (!result || typeof result !== 'object') return { code: 'V103', field: 'prize1' };
  const fields: [string, unknown][] = [
    ['prize1', result.first],
    ['prize2', result.second],
    ['prize3', result.third],
  ];
  for (const [field, value] of fields) if (!isDigits(value, 5)) return { code: 'V103', field };
  return undefined;
}

/** A published 6D result: one 6-digit number. */
export function validateSixD(result: SixDResult): ResultFault | undefined {
  if (!result || typeof result !== 'object' || !isDigits(result.first, 6)) return { code: 'V103', field: 'prize6D' };
  return undefined;
}

function isDigits(value: unknown, length: number): value is string {
  return typeof value === 'string' && value.length === length && /^\d+$/.test(value);
}
