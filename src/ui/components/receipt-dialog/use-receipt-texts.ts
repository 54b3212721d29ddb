// The translators and the GMT+8 formatter a receipt is rendered with, for the current language.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../app/container-context.tsx';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import type { ReceiptTexts } from './receipt-render.ts';
import { receiptTextOf } from './receipt-render.ts';
import type { ReceiptEntry } from './receipt-model.ts';

export function useReceiptTexts(): ReceiptTexts {
  const { t, i18n } = useTranslation('receipt');
  const { t: tt } = useTranslation();
  const format = useInjection<Gmt8Format>(Gmt8Format);
  return useMemo(
    () => ({ t, tt, language: i18n.language, dateTime: (iso: string) => format.dateTime(iso) }),
    [t, tt, i18n.language, format],
  );
}

/** An entry's receipt in the user's language, or the server's text where it has no data. */
export function entryText(entry: ReceiptEntry, texts: ReceiptTexts): string {
  if (!entry.receipt) return entry.output ?? '';
  return receiptTextOf(entry.receipt, texts, {
    ...(entry.placedBy ? { placedBy: entry.placedBy } : {}),
    ...(entry.voided ? { voided: entry.voided } : {}),
  });
}
