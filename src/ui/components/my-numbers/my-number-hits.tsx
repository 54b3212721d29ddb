// The win notice and badge of my numbers (docs/live-draws.md), on home and the results page: which kept
// numbers the latest results hit, naming the number, the operator and the prize. Kept fresh by the result
// stream: a published result shows here without a reload. Each wraps itself in the query cache, so the
// screens that show them need nothing else.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyNumberHitItem } from '../../../../contract/my-numbers.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { hitText } from './hit-texts.ts';
import { MY_NUMBER_HITS_KEY, useMyNumberHits } from './my-numbers-queries.ts';
import { useResultStream } from '../../hooks/use-result-stream.ts';
import './my-numbers.css';

/** The notice: one line per hit, and the way to the list. Nothing when no kept number won. */
export function HitList({ hits }: { hits: readonly MyNumberHitItem[] }) {
  const { t, i18n } = useTranslation('mynumbers');
  if (hits.length === 0) return null;
  return (
    <section
      className="notice notice-good my-number-hits"
      role="status"
      aria-labelledby="my-number-hits-title"
      data-testid="my-number-hits"
    >
      <h2 id="my-number-hits-title">{t('hits-title')}</h2>
      <ul>
        {hits.map((hit) => (
          <li key={`${hit.bet === true ? 'bet' : 'kept'}-${hit.number}-${hit.drawType}-${hit.drawDate}-${hit.prize}`}>
            {hitText(t, hit, i18n.language)}
          </li>
        ))}
      </ul>
      <Link className="button button-quiet" to="/mynumbers/">
        {t('open')}
      </Link>
    </section>
  );
}

/** Reads the hits again whenever the stream says a result came (or it reconnected). */
function useLiveHits() {
  const client = useQueryClient();
  useResultStream(() => void client.invalidateQueries({ queryKey: MY_NUMBER_HITS_KEY }));
  return useMyNumberHits().data?.hits ?? [];
}

function LiveHitNotice() {
  return <HitList hits={useLiveHits()} />;
}

/** The count of wins beside "My numbers" in the home menu. */
function LiveHitBadge() {
  const { t } = useTranslation('mynumbers');
  const count = useMyNumberHits().data?.hits.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="hit-badge" data-testid="my-number-badge">
      {t('hit-badge', { count })}
    </span>
  );
}

export const MyNumberHitNotice = withQueries(LiveHitNotice);
export const MyNumberHitBadge = withQueries(LiveHitBadge);
