// The routes (specification §2, product decisions §2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { SessionGuard } from '../ui/components/shell/session-guard.tsx';
import { loadNamespace } from '../ui/i18n/i18n.ts';
import { LoginScreen } from '../ui/routes/login/login-screen.tsx';

const HomeScreen = lazy(() => import('../ui/routes/home/home-screen.tsx').then((m) => ({ default: m.HomeScreen })));
const SheetScreen = lazy(() => import('../ui/routes/sheet/sheet-screen.tsx').then((m) => ({ default: m.SheetScreen })));
const LogoutScreen = lazy(() => import('../ui/routes/logout/logout-screen.tsx').then((m) => ({ default: m.LogoutScreen })));
const ForcedPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.ForcedPasswordScreen })),
);
const NormalPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.NormalPasswordScreen })),
);
// The results group's English messages load with its screens (i18n.ts loadNamespace), not with /login/.
const withResults = <T,>(screen: Promise<T>): Promise<T> => Promise.all([screen, loadNamespace('results')]).then(([module]) => module);
const ResultsScreen = lazy(() => withResults(import('../ui/routes/results/results-screen.tsx')).then((m) => ({ default: m.ResultsScreen })));
const StrikeScreen = lazy(() => withResults(import('../ui/routes/strike/strike-screen.tsx')).then((m) => ({ default: m.StrikeScreen })));
const PayoutScreen = lazy(() => withResults(import('../ui/routes/payout/payout-screen.tsx')).then((m) => ({ default: m.PayoutScreen })));
const ResultsTextScreen = lazy(() =>
  withResults(import('../ui/routes/resultstext/results-text-screen.tsx')).then((m) => ({ default: m.ResultsTextScreen })),
);

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      children: [
        { path: '/login/', element: <LoginScreen /> },
        { path: '/logout/', element: <LogoutScreen /> },
        { path: '/settings/needchangepwd/', element: <ForcedPasswordScreen /> },
        // The results page has its own guard (specification §2): anonymous visitors see it too.
        {
          element: <SessionGuard optional />,
          children: [
            { path: '/results/', element: <ResultsScreen /> },
            { path: '/results/:tab/', element: <ResultsScreen /> },
          ],
        },
        {
          element: <SessionGuard />,
          children: [
            { path: '/', element: <HomeScreen /> },
            { path: '/home/', element: <HomeScreen /> },
            { path: '/sheet/', element: <SheetScreen /> },
            { path: '/settings/changepassword/', element: <NormalPasswordScreen /> },
            { path: '/strike/', element: <StrikeScreen /> },
            { path: '/payout/', element: <PayoutScreen /> },
            { path: '/resultstext/', element: <ResultsTextScreen /> },
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ]);
}
