// The L and A jackpots for the home ticker, through the ResultFeed port. They are public, but the feed
// needs a site (its API base), so they load once a session exists and its first guarded screen has shown
// (at start-up for a stored session, right after a login otherwise). Once per session token; a failure leaves the ticker
// empty rather than bothering anyone (the jackpot is information, not a blocker).
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { ResultFeed } from '../../../core/ports/result-feed.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import { whenIdle } from '../../when-idle.ts';

/** `shown`: the screen has committed (SessionGuard passes it; see there why). */
export function useJackpotLoader(shown: boolean): void {
  const feed = useInjection<ResultFeed>(ResultFeed);
  const { session, jackpots } = useSnapshot(sessionState);
  const token = session?.AuthToken ?? null;
  const empty = jackpots.length === 0;
  const triedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!shown || token === null || !empty || triedFor.current === token) return undefined;
    // Once the page is idle: the screen's first paint does not wait behind this request.
    return whenIdle(() => {
      triedFor.current = token;
      feed.jackpots().then(
        (items) => {
          if (sessionState.session?.AuthToken === token) sessionActions.jackpots(items);
        },
        () => {
          if (sessionState.session?.AuthToken === token) sessionActions.jackpots([]);
        },
      );
    });
  }, [shown, feed, token, empty]);
}
