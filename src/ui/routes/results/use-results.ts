// Loads what a results tab shows and keeps it fresh: asked again on every change of the query, then every
// 5 s while a draw on the page is due and not final and the page is visible (core: startResultPolling),
// but at once instead when the result stream (GET /live/results) announces a result, polling only while the
// stream is down,
// and once more when the page comes back into view. An unchanged answer is a 304 that hands back the same
// objects (HttpResultFeed), so nothing re-renders. Every answer is saved on the device (results-cache.ts):
// a page that gets no answer (offline) shows the saved copy with its time, and asks again as soon as the
// browser is back online.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ResultListItem } from '../../../../contract/results.ts';
import { useInjection } from '../../../app/container-context.tsx';
import type { DrawCalendar } from '../../../core/domain/calendar.ts';
import { resultState } from '../../../core/domain/result-state.ts';
import { shouldPoll, type ShownDraw } from '../../../core/domain/result-schedule.ts';
import { asServiceError, type ServiceError } from '../../../core/domain/service-error.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { ResultFeed } from '../../../core/ports/result-feed.ts';
import { Scheduler } from '../../../core/ports/scheduler.ts';
import { startResultPolling } from '../../../core/use-cases/result-polling.ts';
import { pageStorage, readSavedResults, saveResults } from './results-cache.ts';
import { useResultStream } from '../../hooks/use-result-stream.ts';

export type ResultsQuery = { kind: 'all' } | { kind: 'single'; drawType: string; date: string | null };

export interface ResultsView {
  results: readonly ResultListItem[] | null;
  error: ServiceError | null;
  /** Set when `results` is the copy saved at that time (ms), shown because no answer came. */
  savedAt?: number;
}

const queryKey = (query: ResultsQuery) => (query.kind === 'all' ? 'all' : `${query.drawType}:${query.date ?? ''}`);

function load(feed: ResultFeed, query: ResultsQuery): Promise<readonly ResultListItem[]> {
  if (query.kind === 'all') return feed.latestResults();
  return feed.latestResult(query.drawType, query.date ?? undefined).then((item) => [item]);
}

/** What the page shows, for the polling rule. */
export function shownDraws(query: ResultsQuery, results: readonly ResultListItem[] | null): ShownDraw[] {
  return (results ?? []).map((item) => ({
    drawType: item.drawType,
    asked: query.kind === 'single' ? query.date : null,
    shown: item.drawDate,
    state: resultState(item),
  }));
}

export function useResults(query: ResultsQuery, calendar: DrawCalendar): ResultsView {
  const feed = useInjection<ResultFeed>(ResultFeed);
  const clock = useInjection<Clock>(Clock);
  const scheduler = useInjection<Scheduler>(Scheduler);
  const [view, setView] = useState<ResultsView & { key: string }>({ key: '', results: null, error: null });
  const key = queryKey(query);
  // What the timers read: the latest render's values (synced after each render, before the next tick).
  const latest = useRef(view);
  const queryRef = useRef(query);
  const calendarRef = useRef(calendar);
  // A published result (or the stream's reconnection) is read at once; the poll runs only while the stream is down.
  const refreshNow = useRef<() => void>(() => {});
  const { streamingRef } = useResultStream(() => refreshNow.current());
  useEffect(() => {
    latest.current = view;
    queryRef.current = query;
    calendarRef.current = calendar;
  });

  useEffect(() => {
    let live = true;
    let inFlight = false;
    const refresh = () => {
      if (inFlight) return;
      inFlight = true;
      load(feed, queryRef.current)
        .then(
          (results) => {
            if (!live) return;
            // The same array again is a 304: nothing changed, nothing to render.
            // Ten operators' prize tables are a big render: as a transition, React slices it (Lighthouse's blocking time).
            if (
              results !== latest.current.results ||
              latest.current.key !== key ||
              latest.current.savedAt !== undefined
            ) {
              saveResults(pageStorage(), key, { savedAt: clock.now(), results });
              startTransition(() => setView({ key, results, error: null }));
            }
          },
          (error: unknown) => {
            if (!live) return;
            const failure = asServiceError(error);
            const saved = failure.transport ? readSavedResults(pageStorage(), key) : null;
            setView((before) => {
              // Results already on the page stay; only a page with nothing to show takes the saved copy.
              if (before.key === key && before.results !== null) return { ...before, error: failure };
              if (saved !== null) return { key, results: saved.results, error: null, savedAt: saved.savedAt };
              return { key, results: null, error: failure };
            });
          },
        )
        .finally(() => {
          inFlight = false;
        });
    };
    refresh();
    refreshNow.current = refresh;
    const shown = () => shownDraws(queryRef.current, latest.current.key === key ? latest.current.results : null);
    const isHidden = () => document.visibilityState === 'hidden';
    const pollPaused = () => isHidden() || streamingRef.current;
    const stop = startResultPolling(
      { clock, scheduler },
      { isHidden: pollPaused, shown, calendar: () => calendarRef.current, refresh },
    );
    // Back in view: ask at once rather than up to 5 s later, if a draw is still awaited.
    const onVisible = () => {
      if (shouldPoll(clock.now(), isHidden(), shown(), calendarRef.current)) refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    globalThis.addEventListener('online', refresh);
    return () => {
      live = false;
      stop();
      document.removeEventListener('visibilitychange', onVisible);
      globalThis.removeEventListener('online', refresh);
    };
  }, [key, feed, clock, scheduler, streamingRef]);

  return view.key === key ? view : { results: null, error: null };
}
