// The guarded layout (docs/product.md S4 "Session guard", "While logged in"): before every guarded page the
// session guard runs; `continue` shows the page, `login` goes to /login/, `failed` goes there with the
// status as a notice. While the pages show, the 60 s ping refreshes the money and ticker; a ping refusal,
// or an answer to any call saying the session is over, logs out with its message (use-session-life.ts).
// Opened offline on the stored copy, it asks again once the connection is back. The navbar sits on top
// (hidden on home).
import { Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import { Navbar } from './navbar.tsx';
import { noticeState } from './notice.ts';
import { showsNavbar } from './routes.ts';
import { NoPermission } from './no-permission.tsx';
import { roleMayOpen } from './route-roles.ts';
import { Splash } from './splash.tsx';
import { useEndSessionOnce, useOfflineRecovery, useSessionEndings } from './use-session-life.ts';
import { useJackpotLoader } from './use-jackpot-loader.ts';
import { loadEveryNamespaceWhenIdle } from '../../i18n/i18n.ts';

/**
 * `optional` (the results page, docs/product.md S2: "has its own session guard"): with a session it is the
 * same guard; without one the page shows anonymously (no navbar, no ping) instead of going to /login/.
 */
export function SessionGuard({ optional = false }: { optional?: boolean }) {
  const { t } = useTranslation('shell');
  const useCases = useInjection<UseCases>(UseCases);
  const navigate = useNavigate();
  const endSession = useEndSessionOnce();
  const { pathname } = useLocation();
  const { session, stale, loginData } = useSnapshot(sessionState);
  const [passed, setPassed] = useState(false);
  const [anonymous, setAnonymous] = useState(false);

  useEffect(() => {
    let live = true;
    const memory = { session: sessionState.session, loginData: sessionState.loginData };
    useCases.guardSession(memory).then(
      (result) => {
        if (!live) return;
        if (result.kind === 'continue') {
          // Only what the guard fetched replaces the state: the memory path must not undo a fresher balance.
          if (result.session !== memory.session || result.loginData !== memory.loginData)
            sessionActions.signedIn(result.session, result.loginData, result.offline === true);
          // The screen's first render as a transition: React renders it in slices that yield to the
          // browser, not as one long task a tap would wait behind (Lighthouse's TBT).
          startTransition(() => {
            setAnonymous(false);
            setPassed(true);
          });
          return;
        }
        if (optional && result.kind === 'login') {
          startTransition(() => {
            setAnonymous(true);
            setPassed(true);
          });
          return;
        }
        sessionActions.cleared();
        void navigate('/login/', {
          replace: true,
          state: result.kind === 'failed' ? noticeState(result.status, result.params) : null,
        });
      },
      (error: unknown) => {
        if (!live) return;
        sessionActions.cleared();
        const failure = asServiceError(error);
        void navigate('/login/', { replace: true, state: noticeState(failure.status, failure.params) });
      },
    );
    return () => {
      live = false;
    };
  }, [pathname, useCases, navigate, optional]);

  useEffect(() => {
    if (!passed || anonymous) return undefined;
    return useCases.startPing({
      onContent: (content) => sessionActions.topContent(content),
      onFailure: endSession,
    });
  }, [passed, anonymous, useCases, endSession]);

  useSessionEndings(passed && !anonymous, endSession);
  useOfflineRecovery(passed && !anonymous && stale);

  // After the screen's first commit, not with the guard's check: an answer landing in the session state
  // while the screen's first render is in progress makes React redo that render in one task.
  useJackpotLoader(passed && !anonymous);

  // Signed in: every screen's messages, so no dialog waits for its words later (/login/ does without);
  // a few seconds on, once the opened screen has had its data and first render, one per idle moment, so
  // they do not compete with the screen being opened.
  useEffect(() => {
    if (!passed || anonymous) return undefined;
    return loadEveryNamespaceWhenIdle();
  }, [passed, anonymous]);

  if (!passed) return <Splash label={t('guard-checking')} />;
  const navbar = showsNavbar(pathname, session?.LoginId);
  return (
    <>
      {navbar && <Navbar />}
      <Suspense fallback={<Splash />}>
        {/* Each route's role rule, whichever way the screen was opened (menu, URL, bookmark, Back). */}
        {anonymous || roleMayOpen(pathname, loginData?.role) ? <Outlet /> : <NoPermission />}
      </Suspense>
    </>
  );
}
