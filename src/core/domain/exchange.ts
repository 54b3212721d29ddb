/**
 * Converting money between currencies (docs/currencies-and-limits.md). A site keeps credit limits and
 * balances in its base currency (its default currency); a stake, win or commission in another currency
 * counts at the site's rate table, which gives each currency's units per 1 SGD (SGD 1, MYR 4, THB 30, …).
 * A special-rate code (SPR, TSR, …) uses its money's rate: SPR counts as MYR.
 *
 * Rates are whole millionths of a unit (micros), so 4 is 4_000_000 and 4.35 is 4_350_000: every conversion
 * is exact integer arithmetic. The one rounding rule: the converted cents are rounded half away from zero
 * (half-up on the magnitude), so converting −x gives exactly −(converting x) and a refund cancels its stake
 * to the cent. The SQL twin (server/store/functions/to_base_cents.sql) is held to this by a property test.
 */
import { CURRENCIES, currencyOf } from './currencies.ts';
import { cents, type Cents } from './money.ts';

/** Rates are stored and sent as millionths of a unit per 1 SGD. */
export const RATE_SCALE = 1_000_000;
/** The largest rate an operator may set (1,000,000 units per SGD): conversions stay far inside int64. */
export const MAX_RATE_MICROS = 1_000_000 * RATE_SCALE;

/** Units of a currency per 1 SGD, in micros, by rate code (special-rate codes have none of their own). */
export type RateTable = Readonly<Record<string, number>>;

/** What one bet was converted at, recorded on it so a later change of rates never changes it. */
export interface BetRate {
  /** The bet's currency and its rate. */
  currency: string;
  rateMicros: number;
  /** The site's base currency and its rate, at the same moment. */
  base: string;
  baseRateMicros: number;
}

/** The code whose rate a currency uses: its own, or its money's for a special-rate code (SPR: MYR). */
export function rateCodeOf(code: string): string {
  return currencyOf(code).baseCurrency ?? code;
}

/** The codes a site's rate table holds: every currency that is not a special-rate code. */
export const RATE_CODES: readonly string[] = CURRENCIES.filter((currency) => currency.baseCurrency === undefined).map(
  (currency) => currency.code,
);

/** The rate table of the product decisions (SGD 1, MYR 4, THB 30, IDR 14000, VND 23000, USD 1). */
export const DEFAULT_RATES: RateTable = Object.freeze(
  Object.fromEntries(RATE_CODES.map((code) => [code, Math.round(currencyOf(code).ratePerSgd * RATE_SCALE)])),
);

/** A currency's rate in a site's table, the default where the site set none. */
export function rateOf(table: RateTable, code: string): number {
  const rateCode = rateCodeOf(code);
  return table[rateCode] ?? DEFAULT_RATES[rateCode] ?? RATE_SCALE;
}

/** The rate a bet in `currency` is taken at on a site whose base currency is `base`. */
export function betRateOf(table: RateTable, currency: string, base: string): BetRate {
  return { currency, rateMicros: rateOf(table, currency), base, baseRateMicros: rateOf(table, base) };
}

/**
 * `amountCents` of a currency whose rate is `rateMicros`, in the currency whose rate is `baseRateMicros`:
 * amount × baseRate ÷ rate, rounded half away from zero to whole cents. The same rates give the amount.
 */
export function toBaseCents(amountCents: number, rateMicros: number, baseRateMicros: number): Cents {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`not a whole number of cents: ${amountCents}`);
  if (!isRate(rateMicros) || !isRate(baseRateMicros))
    throw new RangeError(`not a rate: ${rateMicros}, ${baseRateMicros}`);
  if (rateMicros === baseRateMicros) return cents(amountCents);
  const magnitude = BigInt(Math.abs(amountCents));
  const rate = BigInt(rateMicros);
  const rounded = (magnitude * BigInt(baseRateMicros) * 2n + rate) / (2n * rate);
  return cents(Number(amountCents < 0 ? -rounded : rounded));
}

/** A bet's amount in the site's base currency, at the rate recorded on it. */
export function betAmountInBase(amountCents: number, rate: Pick<BetRate, 'rateMicros' | 'baseRateMicros'>): Cents {
  return toBaseCents(amountCents, rate.rateMicros, rate.baseRateMicros);
}

export function isRate(micros: number): boolean {
  return Number.isSafeInteger(micros) && micros > 0 && micros <= MAX_RATE_MICROS;
}

/** A rate as a plain decimal ('4', '4.35', '0.000123'): receipts and the rates call. */
export function rateText(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const fraction = String(micros % RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** A decimal rate ('4', '4.35') as micros; null when it is not a positive number with at most 6 decimals. */
export function rateFromText(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(6, '0'));
  return isRate(micros) ? micros : null;
}
