// Live parse: ~100 ms after the last keystroke (or a change of variant, currency or login data), ask the
// engine from the container. Debounced so a fast typist sends one request per pause, not one per key.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { BetEngine } from '../../../core/ports/bet-engine.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { sessionState } from '../../state/session-state.ts';
import { sheetActions, sheetState } from '../../state/sheet-state.ts';
import { effectiveCurrency, sheetContextFor } from './sheet-context.ts';

export const PARSE_DEBOUNCE_MS = 100;

export function useLiveParse(): void {
  const engine = useInjection<BetEngine>(BetEngine);
  const clock = useInjection<Clock>(Clock);
  const { text, variant, currency } = useSnapshot(sheetState);
  const { loginData } = useSnapshot(sessionState);

  useEffect(() => {
    // The time is read when the parse runs, not when the screen opened: 'D' means the next open draw now.
    const timer = setTimeout(() => {
      const context = sheetContextFor(loginData, variant, effectiveCurrency(currency, loginData), clock.now());
      void sheetActions.check(engine, context);
    }, PARSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, clock, text, variant, currency, loginData]);
}
