// The exposure of one draw, kept fresh while the screen is open: loaded when the draw changes, then asked
// again every POLL_MS (bets keep arriving until the draw closes) and on Refresh. A poll replaces the figures
// in place — the list never blanks to "loading" — and a poll that fails keeps the last figures (the next
// one tries again); only the first load of a draw shows its failure.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { Scheduler } from '../../../core/ports/scheduler.ts';
import { ExposureService, type DrawExposure } from '../../../core/ports/exposure-service.ts';
import type { Load } from '../../components/back-office/use-load.ts';
import { useForcedLogout } from '../../components/shell/use-forced-logout.ts';

/** How often the figures are asked again while the screen is open. */
export const POLL_MS = 30_000;

const LOADING = { state: 'loading' } as const;

export function useExposure(
  drawType: string,
  date: string,
): { result: Load<DrawExposure | null>; refresh: () => void } {
  const exposure = useInjection<ExposureService>(ExposureService);
  const scheduler = useInjection<Scheduler>(Scheduler);
  const forcedLogout = useForcedLogout();
  const key = `${date}|${drawType}`;
  const [settled, setSettled] = useState<{ key: string; result: Load<DrawExposure | null> } | null>(null);
  const ask = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    let inFlight = false;
    const load = () => {
      if (drawType === '') {
        setSettled({ key, result: { state: 'done', value: null } });
        return;
      }
      if (inFlight) return;
      inFlight = true;
      exposure.numberExposure(drawType, date).then(
        (value) => {
          inFlight = false;
          if (live) setSettled({ key, result: { state: 'done', value } });
        },
        (error: unknown) => {
          inFlight = false;
          if (!live) return;
          const failure = asServiceError(error);
          if (forcedLogout(failure)) return;
          // A failed poll keeps what is shown; a failed first load says so.
          setSettled((previous) =>
            previous?.key === key && previous.result.state === 'done'
              ? previous
              : { key, result: { state: 'failed', notice: { status: failure.status, params: [...failure.params] } } },
          );
        },
      );
    };
    ask.current = load;
    load();
    const stop = scheduler.every(POLL_MS, load);
    return () => {
      live = false;
      stop();
    };
  }, [exposure, scheduler, forcedLogout, key, drawType, date]);

  return { result: settled?.key === key ? settled.result : LOADING, refresh: useCallback(() => ask.current(), []) };
}
