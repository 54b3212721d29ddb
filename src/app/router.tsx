// The routes (docs/product.md S2, docs/product.md D2). Every route but /login/, /logout/ and
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
const ReceiptsScreen = lazy(() => import('../ui/routes/receipts/receipts-screen.tsx').then((m) => ({ default: m.ReceiptsScreen })));
const ReceiptViewScreen = lazy(() => import('../ui/routes/receipts/receipt-view-screen.tsx').then((m) => ({ default: m.ReceiptViewScreen })));
const MemberScreen = lazy(() => import('../ui/routes/member/member-screen.tsx').then((m) => ({ default: m.MemberScreen })));
const LotteryScreen = lazy(() => import('../ui/routes/member/lottery/lottery-screen.tsx').then((m) => ({ default: m.LotteryScreen })));
const LotteryViewScreen = lazy(() => import('../ui/routes/member/lottery/lottery-view-screen.tsx').then((m) => ({ default: m.LotteryViewScreen })));
const GuidedScreen = lazy(() => import('../ui/routes/bet1/guided-screen.tsx').then((m) => ({ default: m.GuidedScreen })));
const Form2Screen = lazy(() => import('../ui/routes/bet2/form2-screen.tsx').then((m) => ({ default: m.Form2Screen })));
const Form3Screen = lazy(() => import('../ui/routes/bet3/form3-screen.tsx').then((m) => ({ default: m.Form3Screen })));
const LogoutScreen = lazy(() => import('../ui/routes/logout/logout-screen.tsx').then((m) => ({ default: m.LogoutScreen })));
const ForcedPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.ForcedPasswordScreen })),
);
const NormalPasswordScreen = lazy(() =>
  import('../ui/routes/settings/need-change-password/change-password-screen.tsx').then((m) => ({ default: m.NormalPasswordScreen })),
);
const ResultsScreen = lazy(() => import('../ui/routes/results/results-screen.tsx').then((m) => ({ default: m.ResultsScreen })));
const StrikeScreen = lazy(() => import('../ui/routes/strike/strike-screen.tsx').then((m) => ({ default: m.StrikeScreen })));
const PayoutScreen = lazy(() => import('../ui/routes/payout/payout-screen.tsx').then((m) => ({ default: m.PayoutScreen })));
const ResultsTextScreen = lazy(() => import('../ui/routes/resultstext/results-text-screen.tsx').then((m) => ({ default: m.ResultsTextScreen })));
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
const SecurityScreen = lazy(() => import('../ui/routes/settings/security/security-screen.tsx').then((m) => ({ default: m.SecurityScreen })));

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
        // The results page has its own guard (docs/product.md S2): anonymous visitors see it too.
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
            { path: '/bet1/', element: <GuidedScreen /> },
            { path: '/bet2/', element: <Form2Screen /> },
            { path: '/bet3/', element: <Form3Screen /> },
            { path: '/settings/changepassword/', element: <NormalPasswordScreen /> },
            { path: '/strike/', element: <StrikeScreen /> },
            { path: '/payout/', element: <PayoutScreen /> },
            { path: '/resultstext/', element: <ResultsTextScreen /> },
            { path: '/receipts/', element: <ReceiptsScreen /> },
            { path: '/receipts/receiptview/', element: <ReceiptViewScreen /> },
            { path: '/member/', element: <MemberScreen /> },
            { path: '/member/lottery/', element: <LotteryScreen /> },
            { path: '/member/lottery/lotteryview/', element: <LotteryViewScreen /> },
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
            { path: '/settings/security/', element: <SecurityScreen /> },
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ]);
}
