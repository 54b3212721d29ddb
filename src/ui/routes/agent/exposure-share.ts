// The exposure list as text to share (a chat with the upline, a note): a title line, the limits, then one
// line per number as shown (filters and order), at most `limit` of them. Pure: the words come from the
// screen's `t`, the amounts from its formatter, so the text is in the user's language.
import type { TFunction } from 'i18next';
import type { ExposureRow, NumberExposure } from '../../../../contract/exposure.ts';
import { centsOf, slotStakes } from './exposure-view.ts';

type Translate = TFunction<'exposure'>;

export function exposureText(
  exposure: NumberExposure,
  rows: readonly ExposureRow[],
  draw: string,
  t: Translate,
  money: (cents: number) => string,
  limit = 50,
): string {
  const lines = [
    t('share-title', { draw, date: exposure.DrawDate }),
    t('limits', {
      maxFight: `${exposure.BaseCurrency} ${money(centsOf(exposure.MaxFight))}`,
      pt: exposure.PositionTaking,
    }),
  ];
  for (const row of rows.slice(0, limit)) {
    const stakes = slotStakes(row.Number, row.Slots)
      .map((slot) => `${slot.label} ${money(slot.cents)}`)
      .join(' ');
    lines.push(
      t('share-row', {
        number: row.Number,
        currency: row.Currency,
        stakes,
        kept: money(centsOf(row.Kept)),
        passed: money(centsOf(row.PassedUp)),
        worst: money(centsOf(row.WorstCase)),
        rank: t(`rank-${row.WorstRank ?? 'none'}`),
      }),
    );
  }
  if (rows.length > limit) lines.push(t('share-more', { count: rows.length - limit }));
  return lines.join('\n');
}
