// Two ways a signed-in session changes under the screen, kept beside the guard (session-guard.tsx):
// - an answer that ends it (E102, E104, E105), from whatever call got it (SessionEndings): the session ends
//   at once and /login/ shows the message;
// - an offline start (the guard continued on the stored copy of the login data): once the connection is
//   back (the browser's `online` event, or the page shown again), the guard asks for fresh login data; a
//   refusal then ends the session with its message, no answer leaves the app as it is.
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInjection } from '../../../app/container-context.tsx';
import type { ServiceError } from '../../../core/domain/service-error.ts';
import { SessionEndings } from '../../../core/ports/session-endings.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import { noticeState } from './notice.ts';
import { useLogoutWith } from './use-forced-logout.ts';

/** One ending per session: several calls refused at once (a screen's, the ping's) log out once. */
export function useEndSessionOnce(): (error: ServiceError) => void {
  const logoutWith = useLogoutWith();
  const ended = useRef(false);
  return useCallback(
    (error: ServiceError) => {
      if (ended.current) return;
      ended.current = true;
      void logoutWith(error.status, error.params);
    },
    [logoutWith],
  );
}

export function useSessionEndings(active: boolean, end: (error: ServiceError) => void): void {
  const endings = useInjection<SessionEndings>(SessionEndings);
  const endRef = useRef(end);
  useEffect(() => {
    endRef.current = end;
  });
  useEffect(() => (active ? endings.subscribe((error) => endRef.current(error)) : undefined), [active, endings]);
}

export function useOfflineRecovery(stale: boolean): void {
  const useCases = useInjection<UseCases>(UseCases);
  const navigate = useNavigate();
  useEffect(() => {
    if (!stale) return undefined;
    let asking = false;
    let live = true;
    const retry = () => {
      const { session } = sessionState;
      if (asking || session === null || globalThis.navigator?.onLine === false) return;
      asking = true;
      useCases
        .guardSession({ session, loginData: null })
        .then(
          (result) => {
            if (!live) return;
            if (result.kind === 'continue') {
              if (result.offline !== true) sessionActions.signedIn(result.session, result.loginData);
              return;
            }
            sessionActions.cleared();
            void navigate('/login/', {
              replace: true,
              state: result.kind === 'failed' ? noticeState(result.status, result.params) : null,
            });
          },
          () => undefined,
        )
        .finally(() => {
          asking = false;
        });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    globalThis.addEventListener('online', retry);
    document.addEventListener('visibilitychange', onVisible);
    // The connection may have come back between the offline start and these listeners (a slow first
    // render): its `online` event is gone then, so ask now; offline, retry does nothing.
    retry();
    return () => {
      live = false;
      globalThis.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [stale, useCases, navigate]);
}
