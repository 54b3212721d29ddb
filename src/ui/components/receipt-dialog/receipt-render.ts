// The receipt as text in the user's language, from the receipt data: what the dialog, the
// receipts list, Copy and Share show. Pure, so tested without React. Slot codes (B, S, SA …) and draw-type
// letters are the sheet's own language and stay as they are; labels, modes and dates are translated.
// A receipt without data (placed before it was recorded) keeps the server's text.
import type { TFunction } from 'i18next';
import type { ReceiptData, ReceiptVoid } from '../../../../contract/receipts.ts';
import { formatDrawDate } from '../../format/draw-date.ts';

export interface ReceiptTexts {
  t: TFunction<'receipt'>;
  /** The default namespace: mode names (mode-B …). */
  tt: TFunction;
  language: string;
  /** An ISO instant as 'YYYY-MM-DD HH:mm:ss' GMT+8 (the Gmt8Format port). */
  dateTime: (iso: string) => string;
}

const money = (units: number): string => units.toFixed(2);

export function receiptLines(
  data: ReceiptData,
  texts: ReceiptTexts,
  extra: { placedBy?: string; voided?: ReceiptVoid } = {},
): string[] {
  const { t, tt, language, dateTime } = texts;
  const out = [t('bet-no', { betNumber: data.betNumber }), t('placed-at', { time: dateTime(data.placedAt) })];
  out.push(t('player', { player: data.player }));
  if (extra.placedBy !== undefined && extra.placedBy !== data.player)
    out.push(t('placed-by', { placer: extra.placedBy }));
  out.push(t('currency', { currency: data.currency }));
  for (const entry of data.dates)
    out.push(
      t('draw', {
        date: `${entry.date} ${formatDrawDate(entry.date, language)}`,
        drawTypes: entry.drawTypes.join(' '),
      }),
    );
  for (const line of data.lines) {
    const mode = line.mode === 'S' ? '' : ` ${tt(`mode-${line.mode}`)}`;
    const amounts = line.amounts.map((entry) => `${entry.slot} ${money(entry.amount)}`).join(' ');
    out.push(`${line.drawTypes.join('')} ${line.number}${mode} ${amounts} = ${money(line.cost)}`);
  }
  out.push(`${t('total', { total: money(data.total) })} (${t('tickets', { count: data.tickets })})`);
  out.push(t('grand-total', { total: money(data.total), currency: data.currency }));
  // A bet in another currency than the site's base: the rate it was taken at and what it took from the credit.
  if (data.rate)
    out.push(
      t('rate', {
        units: data.rate.units,
        currency: data.currency,
        baseUnits: data.rate.baseUnits,
        base: data.rate.base,
        baseTotal: money(data.rate.baseTotal),
      }),
    );
  if (extra.voided) out.push(t('voided-at', { time: dateTime(extra.voided.at), by: extra.voided.by }));
  return out;
}

export function receiptTextOf(
  data: ReceiptData,
  texts: ReceiptTexts,
  extra: { placedBy?: string; voided?: ReceiptVoid } = {},
): string {
  return receiptLines(data, texts, extra).join('\n');
}
