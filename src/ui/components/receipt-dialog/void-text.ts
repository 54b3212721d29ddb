// The void's receipt in the user's language: the bet's number (from its receipt) and what the void gave
// back (the answer's Refund; 0 when it was already void). The answer's Output is English, for scripts: it
// is shown only for an older answer without Refund or a receipt without data.
import type { TFunction } from 'i18next';
import type { VoidItem } from '../../../../contract/bets.ts';
import { formatCents } from '../../format/money.ts';

export function voidText(t: TFunction<'receipt'>, item: VoidItem, betNumber: number | undefined): string | null {
  if (item.Refund === undefined || betNumber === undefined) return item.Output ?? null;
  const amount = formatCents(Math.round(item.Refund * 100));
  return t(item.Refund === 0 ? 'void-output-again' : 'void-output', { number: betNumber, amount });
}
