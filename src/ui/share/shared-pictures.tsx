// The pictures other screens share: a receipt (the receipt dialog) and a draw's result (the results page).
// Each is a Share-as-picture button given what it may show: the receipt's own share text (what Copy and
// Share already hand out: bet number, draws, numbers, amounts — no token, no balance, no credit), and a
// published result's prizes (public).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ResultListItem } from '../../../contract/results.ts';
import { useInjection } from '../../app/container-context.tsx';
import { Clock } from '../../core/ports/clock.ts';
import { Gmt8Format } from '../../core/ports/gmt8-format.ts';
import { activeBrand, brandState } from '../components/brand/brand-state.ts';
import { formatDrawDate } from '../format/draw-date.ts';
import { sessionState } from '../state/session-state.ts';
import { resultLines } from './result-lines.ts';
import { SharePictureButton } from './share-picture-button.tsx';
import { pictureFileName } from './share-file.ts';
import { drawTypeName } from '../format/draw-type-name.ts';

function useFooter(): () => { site: string; when: string } {
  const clock = useInjection<Clock>(Clock);
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const { loginData } = useSnapshot(sessionState);
  const brand = activeBrand(loginData, useSnapshot(brandState));
  return () => ({ site: brand.name, when: format.dateTime(clock.now()) });
}

/** A receipt as a picture: its title and the lines its text share sends. */
export function ReceiptPictureButton({ text, title }: { text: string; title: string }) {
  const { t } = useTranslation('numbers', { useSuspense: false });
  const footer = useFooter();
  // The text's first line is the bet number's, in any language.
  const betNumber = /\d+/.exec(text.split('\n')[0] ?? '')?.[0] ?? '';
  return (
    <SharePictureButton
      className="receipt-picture"
      fileName={pictureFileName(footer().site, 'receipt', betNumber)}
      content={() => ({ title, subtitle: '', lines: text.split('\n'), footer: t('picture-footer', footer()) })}
    />
  );
}

/** A published draw's result as a picture: the operator, the date and every prize. */
export function ResultPictureButton({ item }: { item: ResultListItem }) {
  const { t, i18n } = useTranslation('numbers', { useSuspense: false });
  const footer = useFooter();
  const date = item.drawDate ?? '';
  return (
    <SharePictureButton
      className="result-picture"
      fileName={pictureFileName(footer().site, 'result', item.drawType, date)}
      content={() => ({
        title: t('picture-result-title', {
          operator: drawTypeName(item.drawType),
          date: `${date} ${formatDrawDate(date, i18n.language)}`,
        }),
        subtitle: '',
        lines: resultLines(item, (rank) => t(`rank-${rank}`)),
        footer: t('picture-footer', footer()),
      })}
    />
  );
}

/**
 * An agent's exposure for a draw as a picture: the same lines its text share sends (title, limits, at most
 * fifty numbers as filtered and ordered), for a chat with the upline. Nothing of the player's is on it.
 */
export function ExposurePictureButton({ text, drawType, date }: { text: string; drawType: string; date: string }) {
  const { t } = useTranslation('numbers', { useSuspense: false });
  const footer = useFooter();
  const [title = '', ...lines] = text.split('\n');
  return (
    <SharePictureButton
      className="exposure-picture"
      fileName={pictureFileName(footer().site, 'exposure', drawType, date)}
      content={() => ({ title, subtitle: '', lines, footer: t('picture-footer', footer()) })}
    />
  );
}
