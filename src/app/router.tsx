// The routes (specification §2, product decisions §2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { SessionGuard } from '../ui/components/shell/session-guard.tsx';
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
// Settings, report and the agent's back office (issue 14): one lazy chunk per screen.
const SettingsMenuScreen = lazy(() => import('../ui/routes/settings/menu/settings-menu-screen.tsx').then((m) => ({ default: m.SettingsMenuScreen })));
const ProfileScreen = lazy(() => import('../ui/routes/settings/profile/profile-screen.tsx').then((m) => ({ default: m.ProfileScreen })));
const AccountScreen = lazy(() => import('../ui/routes/settings/account/account-screen.tsx').then((m) => ({ default: m.AccountScreen })));
const BetStatisticsScreen = lazy(() =>
  import('../ui/routes/settings/betstatistics/bet-statistics-screen.tsx').then((m) => ({ default: m.BetStatisticsScreen })),
);
const PackageInfoScreen = lazy(() => import('../ui/routes/settings/packageinfo/package-info-screen.tsx').then((m) => ({ default: m.PackageInfoScreen })));
const ReportScreen = lazy(() => import('../ui/routes/report/report-screen.tsx').then((m) => ({ default: m.ReportScreen })));
const DownlinesScreen = lazy(() => import('../ui/routes/agent/downlines-screen.tsx').then((m) => ({ default: m.DownlinesScreen })));
const NewDownlineScreen = lazy(() => import('../ui/routes/agent/downline-form-screen.tsx').then((m) => ({ default: m.NewDownlineScreen })));
const EditDownlineScreen = lazy(() => import('../ui/routes/agent/downline-form-screen.tsx').then((m) => ({ default: m.EditDownlineScreen })));

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
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
            { path: '/settings/', element: <SettingsMenuScreen /> },
            { path: '/settings/profile/', element: <ProfileScreen /> },
            { path: '/settings/account/', element: <AccountScreen /> },
            { path: '/settings/betstatistics/', element: <BetStatisticsScreen /> },
            { path: '/settings/packageinfo/', element: <PackageInfoScreen /> },
            { path: '/packageinfo/', element: <PackageInfoScreen /> },
            { path: '/report/', element: <ReportScreen /> },
            { path: '/agent/downlines/', element: <DownlinesScreen /> },
            { path: '/agent/newdownline/', element: <NewDownlineScreen /> },
            { path: '/agent/editdownline/', element: <EditDownlineScreen /> },
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ]);
}
