// /results/ and /results/tab_{M…N}/ (docs/product.md S2 "Results page"): public (its own guard: signed in it
// is a guarded page with the navbar, anonymous it shows the results without it and never redirects).
// ?color=RRGGBB sets the tab highlight; the all tab shows every draw's latest result, a single tab one
// operator's result with date (and for L, A, N time) pickers. Polling: use-results.ts.
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { defaultDrawTime, displayedState, drawTypeAt, type DrawTime } from '../../../core/domain/result-schedule.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { Gmt8Format } from '../../../core/ports/gmt8-format.ts';
import { useSearchParamChange } from '../../hooks/use-search-param-change.ts';
import { statusText } from '../../i18n/status-text.ts';
import { resultsActions, resultsState } from '../../state/results-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { JackpotBanners } from '../../components/jackpot-banners/jackpot-banners.tsx';
import { calendarOf } from './draw-calendar.ts';
import { DrawPicker } from './draw-picker.tsx';
import { MyHitNumbers, ResultCard } from './result-card.tsx';
import { ResultVideo } from './result-video.tsx';
import { ResultsTabs } from './results-tabs.tsx';
import {
  drawDatesOf,
  hitCount,
  highlightColour,
  pickedDate,
  pickedTime,
  searchDigits,
  tabOfParam,
  TIMED_LETTERS,
  timeParam,
} from './results-model.ts';
import { shownDraws, useResults, type ResultsQuery } from './use-results.ts';
import { usePublicJackpots } from './use-public-jackpots.ts';
import { MyNumberHitNotice } from '../../components/my-numbers/my-number-hits.tsx';
import { useMyNumberHits } from '../../components/my-numbers/my-numbers-queries.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { ResultPictureButton } from '../../share/shared-pictures.tsx';
import '../../components/shell/shell.css';
import '../../components/public-page/public-page.css';
import './results.css';

function ResultsScreenBody() {
  const { t, i18n } = useTranslation('results');
  const { t: tt } = useTranslation();
  const clock = useInjection<Clock>(Clock);
  const format = useInjection<Gmt8Format>(Gmt8Format);
  const { tab: param } = useParams();
  const [params] = useSearchParams();
  const changeParams = useSearchParamChange();
  const { session, loginData } = useSnapshot(sessionState);
  const { search } = useSnapshot(resultsState);
  const jackpots = usePublicJackpots();
  const tab = tabOfParam(param);
  const now = clock.now();
  const calendar = calendarOf(loginData);
  const date = pickedDate(params.get('date'));
  const time: DrawTime | null =
    tab !== null && TIMED_LETTERS.has(tab) ? (pickedTime(params.get('time')) ?? defaultDrawTime(now)) : null;
  const query: ResultsQuery =
    tab === null || tab === 'all'
      ? { kind: 'all' }
      : { kind: 'single', drawType: drawTypeAt(tab, time ?? 'evening'), date };
  const { results, error, savedAt } = useResults(query, calendar);
  const myHits = useMyNumberHits(session !== null).data?.hits;
  const mine = useMemo(() => new Set((myHits ?? []).map((hit) => hit.number)), [myHits]);

  if (tab === null) return <Navigate to="/results/" replace />;
  const colour = highlightColour(params.get('color'));
  const colourQuery = colour === null ? '' : `?color=${colour.slice(1)}`;
  const style = colour === null ? undefined : ({ '--tab-highlight': colour } as CSSProperties);
  const digits = searchDigits(search);
  const hits = hitCount(results, digits);
  const change = (name: string, value: string | null) => changeParams({ [name]: value }, { replace: true });
  const showBanners = tab === 'all' || tab === 'L' || tab === 'A';

  return (
    <div className="screen results-screen" style={style}>
      {session === null && (
        <header className="results-public-head">
          <h1>{t('title')}</h1>
          <Link className="button button-quiet" to="/login/">
            {t('log-in')}
          </Link>
        </header>
      )}
      <ResultsTabs active={tab} colourQuery={colourQuery} />
      <main className="content">
        {session !== null && <MyNumberHitNotice />}
        {showBanners && <JackpotBanners items={jackpots} />}
        <label className="field results-search">
          <span>{t('search-label')}</span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={search}
            placeholder={t('search-placeholder')}
            onChange={(event) => resultsActions.search(event.target.value)}
          />
        </label>
        {/* How many prizes show the number, and a way to the first (13 cards on the all tab). */}
        <div className="results-hits" role="status" data-testid="search-hits">
          {hits !== null && results !== null && (
            <span>{hits === 0 ? t('search-none') : t('search-hits', { count: hits })}</span>
          )}
          {hits !== null && hits > 0 && (
            <button
              type="button"
              className="button button-quiet"
              onClick={() => document.querySelector('.results-screen mark')?.scrollIntoView({ block: 'center' })}
            >
              {t('search-first')}
            </button>
          )}
        </div>
        {tab !== 'all' && (
          <DrawPicker
            dates={drawDatesOf(tab, now, calendar)}
            date={date}
            onDate={(value) => change('date', value)}
            time={time}
            onTime={(value) => change('time', timeParam(value))}
            language={i18n.language}
          />
        )}
        {savedAt !== undefined && (
          <p className="notice notice-bad" role="status" data-testid="results-offline">
            {t('offline-copy', { when: format.dateTime(savedAt) })}
          </p>
        )}
        {error !== null && (
          <p className="notice notice-bad" role="alert">
            {statusText(tt, error.status, error.params)}
          </p>
        )}
        {results === null && error === null && (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
        {shownDraws(query, results).map((draw, index) => {
          const item = results?.[index];
          if (item === undefined) return null;
          return (
            <div key={item.drawType} className="result-slot">
              <MyHitNumbers.Provider value={mine}>
                <ResultCard
                  item={item}
                  state={displayedState(draw, now, calendar)}
                  digits={digits}
                  language={i18n.language}
                />
              </MyHitNumbers.Provider>
              {tab !== 'all' && <ResultVideo drawType={item.drawType} drawDate={item.drawDate} />}
              {tab !== 'all' && item.published && <ResultPictureButton item={item} />}
            </div>
          );
        })}
      </main>
    </div>
  );
}

export const ResultsScreen = withQueries(ResultsScreenBody);
