// The routes (docs/product.md S2, docs/product.md D2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
// Declarative routes (<Routes>), not a data router: the app loads no data through the router, and the data
// router's machinery is ~15 KB of brotli on /login/'s first download (docs/client/on-a-phone.md).
import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
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

/** Every route, under one error boundary that covers every screen, present and future (issue 15). */
export function AppRoutes() {
  // A new path clears a shown error: the user can leave a broken screen through the menu or Back.
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Routes>
        <Route element={<AppShell onReload={applyUpdate} />}>
          <Route path="/login/" element={<LoginScreen />} />
          <Route path="/logout/" element={<LogoutScreen />} />
          <Route path="/settings/needchangepwd/" element={<ForcedPasswordScreen />} />
          {/* The results page has its own guard (docs/product.md S2): anonymous visitors see it too. */}
          <Route element={<SessionGuard optional />}>
            <Route path="/results/" element={<ResultsScreen />} />
            <Route path="/results/:tab/" element={<ResultsScreen />} />
          </Route>
          <Route element={<SessionGuard />}>
            <Route path="/" element={<HomeScreen />} />
            <Route path="/home/" element={<HomeScreen />} />
            <Route path="/sheet/" element={<SheetScreen />} />
            <Route path="/bet1/" element={<GuidedScreen />} />
            <Route path="/bet2/" element={<Form2Screen />} />
            <Route path="/bet3/" element={<Form3Screen />} />
            <Route path="/settings/changepassword/" element={<NormalPasswordScreen />} />
            <Route path="/strike/" element={<StrikeScreen />} />
            <Route path="/payout/" element={<PayoutScreen />} />
            <Route path="/resultstext/" element={<ResultsTextScreen />} />
            <Route path="/receipts/" element={<ReceiptsScreen />} />
            <Route path="/receipts/receiptview/" element={<ReceiptViewScreen />} />
            <Route path="/member/" element={<MemberScreen />} />
            <Route path="/member/lottery/" element={<LotteryScreen />} />
            <Route path="/member/lottery/lotteryview/" element={<LotteryViewScreen />} />
            <Route path="/settings/" element={<SettingsMenuScreen />} />
            <Route path="/settings/profile/" element={<ProfileScreen />} />
            <Route path="/settings/account/" element={<AccountScreen />} />
            <Route path="/settings/betstatistics/" element={<BetStatisticsScreen />} />
            <Route path="/settings/packageinfo/" element={<PackageInfoScreen />} />
            <Route path="/packageinfo/" element={<PackageInfoScreen />} />
            <Route path="/report/" element={<ReportScreen />} />
            <Route path="/agent/downlines/" element={<DownlinesScreen />} />
            <Route path="/agent/newdownline/" element={<NewDownlineScreen />} />
            <Route path="/agent/editdownline/" element={<EditDownlineScreen />} />
            <Route path="/settings/security/" element={<SecurityScreen />} />
            {/* A path with no screen (an old bookmark, a typo) goes home, through the guard. */}
            <Route path="*" element={<Navigate to="/home/" replace />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
