/** Money in minor units (cents). Branded so a plain number cannot pass for money by accident. */
export type Cents = number & { readonly __brand: 'Cents' };

/** Brands a whole number of cents; anything else (a float, NaN) is a programming error worth failing on. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Cents as a plain decimal with two places ('0.10'): used for error parameters, not for display. */
export function centsToDecimalText(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(value));
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${fraction}`;
}

/** Amounts are below 9999.9 (specification section 5). */
export const MAX_AMOUNT_CENTS_EXCLUSIVE: Cents = cents(999_990);

/**
 * Decimal units (the wire's 12.5 = 12.50) → whole cents, rounded half away from zero on the number's own
 * decimal digits. `Math.round(units * 100)` rounds the binary product instead: 1.005 × 100 is 100.49999…
 * and 0.1 + 0.2 is 0.30000000000000004, so a wire figure with a third decimal (a server bug) or one summed
 * in floating point would lose or gain a cent depending on its binary accident. JavaScript writes a number
 * as the shortest decimal that reads back the same, so those digits are the ones the JSON carried.
 * Throws RangeError for NaN, ±Infinity, and amounts beyond a safe whole number of cents.
 */
export function unitsToCents(units: number): Cents {
  if (!Number.isFinite(units)) throw new RangeError(`not an amount: ${units}`);
  const negative = units < 0;
  const text = String(Math.abs(units));
  // Exponent notation: below 1e-6 (no cent in it) or at 1e21 and above (beyond any safe count of cents).
  if (text.includes('e')) {
    if (Math.abs(units) < 1) return cents(0);
    throw new RangeError(`amount too large: ${units}`);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = fraction.padEnd(3, '0');
  const magnitude = Number(whole) * 100 + Number(digits.slice(0, 2)) + (digits.charCodeAt(2) >= 53 ? 1 : 0);
  return cents(negative && magnitude !== 0 ? -magnitude : magnitude);
}

/** Whole cents → decimal units for the wire (1250 → 12.5): the division is exact to the nearest double. */
export function centsToUnits(value: number): number {
  return cents(value) / 100;
}

const AMOUNT_TEXT = /^(-?)(\d{1,12})(?:\.(\d*))?$/;

/**
 * What a user typed in a money (or percent) field → whole cents (or basis points), read digit by digit so
 * '0.29' is exactly 29: undefined when it is not a plain decimal with at most `maxDecimals` places ('', '.5',
 * '1e3', '1,5', '12.345' with 2). A minus is read when `negative` allows it (a rule then judges the sign);
 * a trailing point ('5.') when `typing` says the text is still being typed (a live preview reads it as 5).
 */
export function parseAmountText(
  typed: string,
  options: { maxDecimals?: 1 | 2; negative?: boolean; typing?: boolean } = {},
): Cents | undefined {
  const match = AMOUNT_TEXT.exec(typed.trim());
  if (match === null) return undefined;
  const [, sign = '', whole = '0', fraction] = match;
  if (
    fraction !== undefined &&
    ((fraction.length === 0 && options.typing !== true) || fraction.length > (options.maxDecimals ?? 2))
  )
    return undefined;
  if (sign === '-' && options.negative !== true) return undefined;
  const magnitude = Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return cents(sign === '-' && magnitude !== 0 ? -magnitude : magnitude);
}
