// /numbers/ (docs/numbers.md): look a number up across every operator's stored results, or see an operator's
// hot and cold numbers. Public like /results/ (its own optional guard: signed in it has the navbar,
// anonymous it shows without it). What is shown lives in the URL (?n=1234&perm=1, ?view=hot-cold&dt=M&days=90),
// so a looked-up number can be bookmarked or sent as a link.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { canonicalDrawType } from '../../../core/domain/operators.ts';
import { useSearchParamChange } from '../../hooks/use-search-param-change.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { sessionState } from '../../state/session-state.ts';
import { HotColdPanel } from './hot-cold-panel.tsx';
import { NumberLookupPanel } from './number-lookup-panel.tsx';
import { digitsOf, periodOf, viewOf, type NumbersView } from './numbers-model.ts';
import '../../components/shell/shell.css';
import '../../components/public-page/public-page.css';
import './numbers.css';

function Numbers() {
  const { t } = useTranslation('numbers');
  const { session } = useSnapshot(sessionState);
  const [params] = useSearchParams();
  const changeParams = useSearchParamChange();
  const view = viewOf(params.get('view'));
  const number = digitsOf(params.get('n') ?? '');
  const permutations = params.get('perm') === '1';
  const drawType = canonicalDrawType(params.get('dt') ?? '') ?? 'M';
  const period = periodOf(params.get('days'));
  // Merged into the address as it is now: two quick changes (the switch, then a digit) both stay.
  const change = (values: Record<string, string | null>) => changeParams(values, { replace: true });
  const tab = (name: NumbersView, label: string) => (
    <button
      type="button"
      className="numbers-toggle"
      aria-pressed={view === name}
      onClick={() => change({ view: name === 'lookup' ? null : name })}
    >
      {label}
    </button>
  );
  return (
    <div className="screen numbers-screen results-screen">
      {session === null && (
        <header className="results-public-head">
          <h1>{t('title')}</h1>
          <Link className="button button-quiet" to="/login/">
            {t('log-in')}
          </Link>
        </header>
      )}
      <main className="content">
        {session !== null && <h1 className="visually-hidden">{t('title')}</h1>}
        <div className="numbers-views" role="group" aria-label={t('view-label')}>
          {tab('lookup', t('view-lookup'))}
          {tab('hot-cold', t('view-hot-cold'))}
        </div>
        {view === 'lookup' ? (
          <NumberLookupPanel
            number={number}
            permutations={permutations}
            onNumber={(value) => change({ n: value })}
            onPermutations={(on) => change({ perm: on ? '1' : null })}
          />
        ) : (
          <HotColdPanel
            drawType={drawType}
            period={period}
            onDrawType={(value) => change({ dt: value })}
            onPeriod={(days) => change({ days: String(days) })}
          />
        )}
      </main>
    </div>
  );
}

export const NumbersScreen = withQueries(Numbers);
