// The jackpot ticker's amounts (docs/product.md S2: L and A, with a toggle between USD and the local
// currency; S9: MYR by default, rates relative to SGD: MYR 4, USD 1). The ports give MYR cents; shown as
// integer cents, converted through SGD with the core's rate table and rounded half-up to the cent.
import { currencyOf } from '../../../core/domain/currencies.ts';
import type { Jackpot } from '../../../core/domain/jackpot.ts';
import type { JackpotCurrency } from '../../state/session-state.ts';

/** MYR cents as cents of `currency`: USD = MYR ÷ 4 × 1. */
export function jackpotCents(myrCents: number, currency: JackpotCurrency): number {
  if (currency === 'MYR') return myrCents;
  return Math.round((myrCents * currencyOf(currency).ratePerSgd) / currencyOf('MYR').ratePerSgd);
}

/** The draw types with a jackpot, in the order they show. */
export const JACKPOT_DRAW_TYPES = ['L', 'A'] as const;

/** L before A, whatever order the feed answers in; anything else is not a jackpot the ticker shows. */
export function tickerJackpots(items: readonly Jackpot[]): Jackpot[] {
  return JACKPOT_DRAW_TYPES.flatMap((drawType) => items.filter((item) => item.drawType === drawType).slice(0, 1));
}

export const otherCurrency = (currency: JackpotCurrency): JackpotCurrency => (currency === 'MYR' ? 'USD' : 'MYR');

/** A jackpot's usual size: the rows waiting for the figures are as wide as loaded ones (no layout shift). */
export const JACKPOT_PLACEHOLDER_CENTS = 100_000_000;

export const jackpotNameKey = (drawType: string) => (drawType === 'L' ? 'jackpot-L' : 'jackpot-A');
