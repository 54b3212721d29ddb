// The lookup: a 3–6 digit number, the "permutations too" switch, the summary (how often, how long since),
// the counts by prize, every hit newest first in a virtual list (a page at a time: the next loads when the
// list's end comes into view), and the history as a picture to share.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberHitItem, NumberLookupAnswer } from '../../../../contract/numbers.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { isLookupNumber, orderingCount } from '../../../core/domain/drawn-numbers.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import { VirtualList } from '../../components/virtual-list.tsx';
import { formatDrawDate } from '../../format/draw-date.ts';
import { failureText } from '../../i18n/status-text.ts';
import { SharePictureButton } from '../../share/share-picture-button.tsx';
import { pictureFileName } from '../../share/share-file.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { activeBrand, brandState } from '../../components/brand/brand-state.ts';
import { countedRanks, digitsOf, numberPicture } from './numbers-model.ts';
import { drawTypeName } from '../../format/draw-type-name.ts';
import { useNumberLookup } from './use-number-stats.ts';

const ROW_HEIGHT = 60;

interface Props {
  number: string;
  permutations: boolean;
  onNumber: (number: string) => void;
  onPermutations: (on: boolean) => void;
}

export function NumberLookupPanel({ number, permutations, onNumber, onPermutations }: Props) {
  const { t, i18n } = useTranslation('numbers');
  const { t: tt } = useTranslation();
  const valid = isLookupNumber(number);
  const lookup = useNumberLookup(number, permutations);
  const pages = valid ? lookup.data?.pages : undefined;
  const first = pages?.[0];
  const hits = useMemo(() => pages?.flatMap((page) => page.hits) ?? [], [pages]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = lookup;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return (
    <section className="numbers-panel" aria-labelledby="numbers-lookup-heading">
      <h2 id="numbers-lookup-heading" className="visually-hidden">
        {t('view-lookup')}
      </h2>
      <p className="muted numbers-hint">{t('lookup-hint')}</p>
      <label className="field numbers-input">
        <span>{t('lookup-label')}</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={6}
          value={number}
          placeholder={t('lookup-placeholder')}
          aria-invalid={number !== '' && !valid}
          onChange={(event) => onNumber(digitsOf(event.target.value))}
        />
      </label>
      <label className="numbers-switch">
        <input
          type="checkbox"
          role="switch"
          checked={permutations}
          onChange={(event) => onPermutations(event.target.checked)}
        />
        <span>
          {t('permutations')}
          {valid && permutations ? ` · ${t('permutations-count', { count: orderingCount(number) })}` : ''}
        </span>
      </label>
      {number !== '' && !valid && (
        <p className="muted" role="status">
          {t('lookup-invalid')}
        </p>
      )}
      {valid && lookup.isPending && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {valid && lookup.isError && (
        <p className="notice notice-bad" role="alert">
          {failureText(tt, lookup.error)}
        </p>
      )}
      {first !== undefined && first.number === number && (
        <LookupAnswer answer={{ ...first, hits }} language={i18n.language} onEndReached={loadMore} />
      )}
    </section>
  );
}

/** `answer.hits`: the pages loaded so far; the counts and the total are of all of them. */
function LookupAnswer({
  answer,
  language,
  onEndReached,
}: {
  answer: NumberLookupAnswer;
  language: string;
  onEndReached: () => void;
}) {
  const { t } = useTranslation('numbers');
  const clock = useInjection<Clock>(Clock);
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const { loginData } = useSnapshot(sessionState);
  const brand = activeBrand(loginData, useSnapshot(brandState));
  const dateText = (date: string) => `${date} ${formatDrawDate(date, language)}`;
  const ago = answer.daysSince === 0 ? t('today') : t('days-ago', { count: answer.daysSince ?? 0 });
  return (
    <div className="numbers-answer" data-testid="lookup-answer">
      <div className="numbers-summary" role="status">
        <p className="numbers-summary-main">
          {answer.total === 0
            ? t('never', { number: answer.number })
            : t('summary', { number: answer.number, count: answer.total })}
        </p>
        {answer.lastDrawn !== null && (
          <p className="muted">{t('last-drawn', { date: dateText(answer.lastDrawn), ago })}</p>
        )}
      </div>
      <table className="numbers-table numbers-counts" data-testid="lookup-counts">
        <caption>{t('counts-caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col-rank')}</th>
            <th scope="col">{t('col-count')}</th>
          </tr>
        </thead>
        <tbody>
          {countedRanks(answer.number).map((rank) => (
            <tr key={rank} data-rank={rank}>
              <th scope="row">{t(`rank-${rank}`)}</th>
              <td>{answer.counts[rank]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <SharePictureButton
        fileName={pictureFileName(brand.name, 'number', answer.number)}
        content={() => numberPicture(answer, t, { site: brand.name, when: format.dateTime(clock.now()) })}
      />
      {answer.hits.length > 0 && (
        <VirtualList
          className="numbers-hits"
          items={answer.hits}
          rowHeight={ROW_HEIGHT}
          label={t('hits-label')}
          keyOf={(hit, index) => `${hit.drawDate}-${hit.drawType}-${hit.rank}-${hit.prize}-${index}`}
          renderRow={(hit) => <HitRow hit={hit} date={dateText(hit.drawDate)} />}
          onEndReached={onEndReached}
        />
      )}
    </div>
  );
}

function HitRow({ hit, date }: { hit: NumberHitItem; date: string }) {
  const { t } = useTranslation('numbers');
  return (
    <div className={`numbers-hit op-${hit.drawType.charAt(0)}`} data-testid="lookup-hit">
      <span className="numbers-hit-date">{date}</span>
      <span className="numbers-hit-draw">{drawTypeName(hit.drawType)}</span>
      <span className="numbers-hit-rank">
        {hit.game} {t(`rank-${hit.rank}`)}
      </span>
      <span className="numbers-hit-prize prize">
        {hit.prize}
        {hit.digits !== hit.prize && <span className="muted"> · {t('hit-digits', { digits: hit.digits })}</span>}
      </span>
    </div>
  );
}
