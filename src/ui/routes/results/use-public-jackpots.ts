// The L and A jackpots for the banners. Signed in, the shell has loaded them already; an anonymous visitor
// of /results/ has none yet, so they are read here (public call) into the same slice.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { JackpotItem } from '../../../../contract/results.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { ResultFeed } from '../../../core/ports/result-feed.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';

export function usePublicJackpots(): readonly JackpotItem[] {
  const feed = useInjection<ResultFeed>(ResultFeed);
  const { jackpots } = useSnapshot(sessionState);
  const missing = jackpots.length === 0;
  useEffect(() => {
    if (!missing) return undefined;
    let live = true;
    feed.jackpots().then(
      (items) => {
        if (live && items.length > 0) sessionActions.jackpots(items);
      },
      () => {
        // The banners stay away; the results do not depend on them.
      },
    );
    return () => {
      live = false;
    };
  }, [feed, missing]);
  return jackpots;
}
