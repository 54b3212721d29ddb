// The routes (specification §2, product decisions §2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { RouteError } from '../ui/components/shell/route-error.tsx';
import { applyUpdate } from './service-worker.ts';
import { LoginScreen } from '../ui/routes/login/login-screen.tsx';

// The guard (with the navbar, the menu and the ping) is lazy too: /login/ shows without it.
const SessionGuard = lazy(() => import('../ui/components/shell/session-guard.tsx').then((m) => ({ default: m.SessionGuard })));
const HomeScreen = lazy(() => import('../ui/routes/home/home-screen.tsx').then((m) => ({ default: m.HomeScreen })));
const SheetScreen = lazy(() => import('../ui/routes/sheet/sheet-screen.tsx').then((m) => ({ default: m.SheetScreen })));
const LogoutScreen = lazy(() => import('../ui/routes/logout/logout-screen.tsx').then((m) => ({ default: m.LogoutScreen })));
const ForcedPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.ForcedPasswordScreen })),
);
const NormalPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.NormalPasswordScreen })),
);

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppShell onReload={applyUpdate} />,
      // One error boundary for every screen below, present and future (issue 15).
      errorElement: <RouteError />,
      children: [
        { path: '/login/', element: <LoginScreen /> },
        { path: '/logout/', element: <LogoutScreen /> },
        { path: '/settings/needchangepwd/', element: <ForcedPasswordScreen /> },
        {
          element: <SessionGuard />,
          children: [
            { path: '/', element: <HomeScreen /> },
            { path: '/home/', element: <HomeScreen /> },
            { path: '/sheet/', element: <SheetScreen /> },
            { path: '/settings/changepassword/', element: <NormalPasswordScreen /> },
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ]);
}
