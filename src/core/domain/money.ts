/** Money in minor units (cents). Branded so a plain number cannot pass for money by accident. */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(value: number): Cents {
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
export const MAX_AMOUNT_CENTS_EXCLUSIVE = 999_990;
