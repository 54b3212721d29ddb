// BET and the pending bet for the screen (docs/product.md D10): the handler BET calls, the pending bet
// resolved on arrival (and after a reload), and re-checked while it stays unresolved. The flow itself is
// bet-flow.ts; this hook binds it to the container, the session and the router.
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { sheetState } from './sheet-state.ts';
import { placeBet, resolvePending } from './bet-flow.ts';
import { betBlock } from './bet-rules.ts';
import { betState } from './bet-state.ts';
import { useBetFlow } from '../../betting/use-bet-flow.ts';
import { effectivePlayer } from '../../betting/sheet-context.ts';

/** How often a bet without a definite answer is asked about again. */
export const RECHECK_MS = 10_000;

/** The BET handler for the screen; also resolves the pending bet on arrival and while it is unresolved. */
export function useBetting(online: boolean): () => void {
  const unresolved = useSnapshot(betState).notice?.kind === 'unresolved';

  const flow = useBetFlow();

  // On arrival (and after a reload): what became of a bet sent before?
  useEffect(() => {
    if (flow !== null) void resolvePending(flow);
  }, [flow]);

  // Not confirmed yet: ask again every RECHECK_MS, and at once when the connection comes back.
  useEffect(() => {
    if (flow === null || !unresolved) return;
    const timer = setInterval(() => void resolvePending(flow), RECHECK_MS);
    const back = () => void resolvePending(flow);
    globalThis.addEventListener('online', back);
    return () => {
      clearInterval(timer);
      globalThis.removeEventListener('online', back);
    };
  }, [flow, unresolved]);

  return useCallback(() => {
    if (flow === null) return;
    // The button is disabled in these cases; checked again here because a tap can race a re-render.
    const player = effectivePlayer(sheetState.player, sessionState.loginData, flow.loginId);
    if (betBlock({ ...sheetState, busy: betState.busy, online, player }) !== null) return;
    void placeBet(flow);
  }, [flow, online]);
}
