// Live parse: ~100 ms after the last keystroke (or a change of variant, currency, player or login data), ask
// the engine from the container. Debounced so a fast typist sends one request per pause, not one per key.
// The sheet is read with the chosen player's games and bet sequence, as the server reads the bet.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { BetEngine } from '../../../core/ports/bet-engine.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { sessionState } from '../../state/session-state.ts';
import { sheetActions, sheetState } from './sheet-state.ts';
import { effectiveCurrency, effectivePlayer, sheetContextFor } from '../../betting/sheet-context.ts';

export const PARSE_DEBOUNCE_MS = 100;

export function useLiveParse(): void {
  const engine = useInjection<BetEngine>(BetEngine);
  const clock = useInjection<Clock>(Clock);
  const { text, variant, currency, player } = useSnapshot(sheetState);
  const { loginData, session } = useSnapshot(sessionState);
  // The effective player, not the pick: sheetActions marks the result stale exactly when this changes.
  const chosen = effectivePlayer(player, loginData, session?.LoginId ?? null);

  useEffect(() => {
    // The time is read when the parse runs, not when the screen opened: 'D' means the next open draw now.
    const timer = setTimeout(() => {
      const context = sheetContextFor(loginData, variant, effectiveCurrency(currency, loginData), clock.now(), chosen);
      void sheetActions.check(engine, context);
    }, PARSE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [engine, clock, text, variant, currency, chosen, loginData]);
}
