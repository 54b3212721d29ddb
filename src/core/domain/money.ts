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
