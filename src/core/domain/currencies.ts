/** Currencies and special-rate regions (product decisions, section 6). Steps and minimums in cents. */
import { cents, type Cents } from './money.ts';

export interface Currency {
  code: string;
  /** Every amount is a multiple of this step, and at least it unless the site says more. */
  regularStepCents: Cents;
  /** The smallest iBOX amount unless the site says more. */
  iboxStepCents: Cents;
  /** Units of this currency per 1 SGD. */
  ratePerSgd: number;
  /** For the special-rate regions: the currency whose money they use. */
  baseCurrency?: string;
}

const tenCents = { regularStepCents: cents(10), iboxStepCents: cents(50) };
const oneUnit = { regularStepCents: cents(100), iboxStepCents: cents(500) };

export const CURRENCIES: readonly Currency[] = Object.freeze([
  { code: 'MYR', ...tenCents, ratePerSgd: 4 },
  { code: 'SGD', ...tenCents, ratePerSgd: 1 },
  { code: 'THB', ...oneUnit, ratePerSgd: 30 },
  { code: 'IDR', ...oneUnit, ratePerSgd: 14000 },
  { code: 'VND', ...oneUnit, ratePerSgd: 23000 },
  { code: 'USD', ...tenCents, ratePerSgd: 1 },
  { code: 'SPR', ...tenCents, ratePerSgd: 4, baseCurrency: 'MYR' },
  { code: 'TSR', ...oneUnit, ratePerSgd: 30, baseCurrency: 'THB' },
  { code: 'ISR', ...oneUnit, ratePerSgd: 14000, baseCurrency: 'IDR' },
  { code: 'VSR', ...oneUnit, ratePerSgd: 23000, baseCurrency: 'VND' },
  { code: 'USR', ...tenCents, ratePerSgd: 1, baseCurrency: 'USD' },
]);

const byCode = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

/** The currency for a code; an unknown code gets the strictest steps (whole units) rather than none. */
export function currencyOf(code: string): Currency {
  return byCode.get(code) ?? { code, ...oneUnit, ratePerSgd: 1 };
}

export function isSpecialRate(code: string): boolean {
  return byCode.get(code)?.baseCurrency !== undefined;
}

/** A site that offers only special-rate codes still has regular prize tables to show: MYR's. */
const REGULAR_FALLBACK = 'MYR';

/** The currency whose regular prize tables a site shows: its first regular code (in the order given), or MYR. */
export function regularCurrencyOf(codes: readonly string[]): string {
  return codes.find((code) => !isSpecialRate(code)) ?? REGULAR_FALLBACK;
}
