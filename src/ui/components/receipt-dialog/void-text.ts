// The void's receipt in the user's language: the bet's number (from its receipt) and what the void gave
// back (the answer's refund, in cents from the port; 0 when it was already void). The answer's Output is English, for scripts: it
// is shown only for an older answer without a refund or a receipt without data.
import type { TFunction } from 'i18next';
import type { VoidItem } from '../../../core/ports/bet-service.ts';
import { formatCents } from '../../format/money.ts';

export function voidText(t: TFunction<'receipt'>, item: VoidItem, betNumber: number | undefined): string | null {
  if (item.refundCents === undefined || betNumber === undefined) return item.Output ?? null;
  const amount = formatCents(item.refundCents);
  return t(item.refundCents === 0 ? 'void-output-again' : 'void-output', { number: betNumber, amount });
}
