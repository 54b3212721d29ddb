// The numbers page's small pure helpers: the URL's parameters and what the
// picture of a number's history says. Pure, so they are unit-tested.
import type { TFunction } from 'i18next';
import type { NumberLookupAnswer, NumberRank } from '../../../../contract/numbers.ts';
import { gameOfNumber, ranksOfGame } from '../../../core/domain/drawn-numbers.ts';
import { HOT_COLD_PERIODS, type HotColdPeriod } from '../../../core/domain/hot-cold.ts';
import type { PictureContent } from '../../share/picture.ts';

export type NumbersView = 'lookup' | 'hot-cold';

export const viewOf = (param: string | null): NumbersView => (param === 'hot-cold' ? 'hot-cold' : 'lookup');
export const periodOf = (param: string | null): HotColdPeriod =>
  HOT_COLD_PERIODS.find((period) => String(period) === param) ?? HOT_COLD_PERIODS[0];

/** Only digits, at most six: what the input keeps of what is typed or pasted. */
export const digitsOf = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

/** The ranks to count for this number: its game's ranks. */
export const countedRanks = (number: string): readonly NumberRank[] => ranksOfGame(gameOfNumber(number));

/** How many hit lines the picture lists before "… and N more". */
export const PICTURE_HITS = 12;

/** The picture of a number's history: the summary, its counts and its newest hits. Nothing about the viewer. */
export function numberPicture(
  answer: NumberLookupAnswer,
  t: TFunction<'numbers'>,
  footer: { site: string; when: string },
): PictureContent {
  const title = answer.permutations
    ? t('picture-number-permutations', { number: answer.number })
    : t('picture-number-title', { number: answer.number });
  const summary =
    answer.total === 0
      ? t('never', { number: answer.number })
      : t('summary', { number: answer.number, count: answer.total });
  // Three counts a line, so no line is wider than the picture (it would wrap mid-word).
  const entries = countedRanks(answer.number).map((rank) => `${t(`rank-${rank}`)} ${answer.counts[rank]}`);
  const counts = Array.from({ length: Math.ceil(entries.length / 3) }, (_, i) =>
    entries.slice(i * 3, i * 3 + 3).join(' · '),
  );
  // ISO dates and draw-type codes: short enough for one line in every language.
  const hits = answer.hits
    .slice(0, PICTURE_HITS)
    .map((hit) => `${hit.drawDate}  ${hit.drawType.padEnd(2)}  ${hit.prize}  ${t(`rank-${hit.rank}`)}`);
  const shown = Math.min(answer.hits.length, PICTURE_HITS);
  const more = answer.total > shown ? [t('picture-more', { count: answer.total - shown })] : [];
  return { title, subtitle: summary, lines: [...counts, '', ...hits, ...more], footer: t('picture-footer', footer) };
}
