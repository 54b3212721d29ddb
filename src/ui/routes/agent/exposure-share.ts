// The exposure list as text to share (a chat with the upline, a note): a title line, the limits, then one
// line per number as shown (filters and order), at most `limit` of them. Pure: the words come from the
// screen's `t`, the amounts from its formatter, so the text is in the user's language.
import type { TFunction } from 'i18next';
import type { DrawExposure, NumberExposureLine } from '../../../core/ports/exposure-service.ts';
import { percentNumber } from '../../format/percent.ts';
import { slotStakes } from './exposure-view.ts';

type Translate = TFunction<'exposure'>;

export function exposureText(
  exposure: DrawExposure,
  rows: readonly NumberExposureLine[],
  draw: string,
  t: Translate,
  money: (cents: number) => string,
  limit = 50,
): string {
  const lines = [
    t('share-title', { draw, date: exposure.drawDate }),
    t('limits', {
      maxFight: `${exposure.baseCurrency} ${money(exposure.maxFightCents)}`,
      pt: percentNumber(exposure.positionTakingBp),
    }),
  ];
  for (const row of rows.slice(0, limit)) {
    const stakes = slotStakes(row.number, row.slotCents)
      .map((slot) => `${slot.label} ${money(slot.cents)}`)
      .join(' ');
    lines.push(
      t('share-row', {
        number: row.number,
        currency: row.currency,
        stakes,
        kept: money(row.keptCents),
        passed: money(row.passedUpCents),
        worst: money(row.worstCaseCents),
        rank: t(`rank-${row.worstRank ?? 'none'}`),
      }),
    );
  }
  if (rows.length > limit) lines.push(t('share-more', { count: rows.length - limit }));
  return lines.join('\n');
}
