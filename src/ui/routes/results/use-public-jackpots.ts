// The L and A jackpots for the banners. Signed in, the session guard loads them (use-jackpot-loader.ts); an
// anonymous visitor of /results/ has none yet, so they are read here (public call) into the same slice.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { ResultFeed } from '../../../core/ports/result-feed.ts';
import type { Jackpot } from '../../../core/domain/jackpot.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';

/** The jackpots, or null until they have been answered (or failed) in this session. */
export function usePublicJackpots(): readonly Jackpot[] | null {
  const feed = useInjection<ResultFeed>(ResultFeed);
  const { jackpots, jackpotsLoaded, session } = useSnapshot(sessionState);
  const missing = !jackpotsLoaded && session === null;
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    feed.jackpots().then(
      (items) => {
        if (live) sessionActions.jackpots(items);
      },
      () => {
        // No banners; the results do not depend on them.
        if (live) sessionActions.jackpots([]);
      },
    );
    return () => {
      live = false;
    };
  }, [feed, missing]);
  return jackpotsLoaded ? jackpots : null;
}
