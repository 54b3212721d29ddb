// The routes (docs/product.md S2, docs/product.md D2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
// Declarative routes (<Routes>), not a data router: the app loads no data through the router, and the data
// router's machinery is ~15 KB of brotli on /login/'s first download (docs/client/on-a-phone.md).
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { RouteError } from '../ui/components/shell/route-error.tsx';
import { applyUpdate } from './service-worker.ts';
import { LoginScreen } from '../ui/routes/login/login-screen.tsx';
import type { Namespace } from '../ui/i18n/namespaces.ts';

/** A lazy screen that can also be fetched ahead of its render (see preloadScreenOf). */
interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<unknown>;
  /** The lazy message namespaces its first render suspends on (fetched with its chunk; see preloadScreenOf). */
  namespaces: readonly Namespace[];
}

function screen<M>(load: () => Promise<M>, name: keyof M, namespaces: readonly Namespace[] = []): LazyScreen {
  return { Component: lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))), preload: load, namespaces };
}

// The guard (with the navbar, the menu and the ping) is lazy too: /login/ shows without it.
const guard = screen(() => import('../ui/components/shell/session-guard.tsx'), 'SessionGuard');
const SessionGuard = guard.Component as ComponentType<{ optional?: boolean }>;
const HomeScreen = screen(() => import('../ui/routes/home/home-screen.tsx'), 'HomeScreen', ['home']);
const SheetScreen = screen(() => import('../ui/routes/sheet/sheet-screen.tsx'), 'SheetScreen', ['sheet']);
const ReceiptsScreen = screen(() => import('../ui/routes/receipts/receipts-screen.tsx'), 'ReceiptsScreen', ['receipts']);
const ReceiptViewScreen = screen(() => import('../ui/routes/receipts/receipt-view-screen.tsx'), 'ReceiptViewScreen', ['receipts']);
const MemberScreen = screen(() => import('../ui/routes/member/member-screen.tsx'), 'MemberScreen', ['member']);
const LotteryScreen = screen(() => import('../ui/routes/member/lottery/lottery-screen.tsx'), 'LotteryScreen', ['member']);
const LotteryViewScreen = screen(() => import('../ui/routes/member/lottery/lottery-view-screen.tsx'), 'LotteryViewScreen', ['member']);
const GuidedScreen = screen(() => import('../ui/routes/bet1/guided-screen.tsx'), 'GuidedScreen', ['betforms']);
const Form2Screen = screen(() => import('../ui/routes/bet2/form2-screen.tsx'), 'Form2Screen', ['betforms']);
const Form3Screen = screen(() => import('../ui/routes/bet3/form3-screen.tsx'), 'Form3Screen', ['betforms']);
const LogoutScreen = screen(() => import('../ui/routes/logout/logout-screen.tsx'), 'LogoutScreen');
const ForcedPasswordScreen = screen(() => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'), 'ForcedPasswordScreen');
const NormalPasswordScreen = screen(() => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'), 'NormalPasswordScreen');
const ResultsScreen = screen(() => import('../ui/routes/results/results-screen.tsx'), 'ResultsScreen', ['results']);
const StrikeScreen = screen(() => import('../ui/routes/strike/strike-screen.tsx'), 'StrikeScreen', ['results']);
const PayoutScreen = screen(() => import('../ui/routes/payout/payout-screen.tsx'), 'PayoutScreen', ['results']);
const ResultsTextScreen = screen(() => import('../ui/routes/resultstext/results-text-screen.tsx'), 'ResultsTextScreen', ['results']);
const SettingsMenuScreen = screen(() => import('../ui/routes/settings/menu/settings-menu-screen.tsx'), 'SettingsMenuScreen', ['settings']);
const ProfileScreen = screen(() => import('../ui/routes/settings/profile/profile-screen.tsx'), 'ProfileScreen', ['settings']);
const AccountScreen = screen(() => import('../ui/routes/settings/account/account-screen.tsx'), 'AccountScreen', ['settings']);
const BetStatisticsScreen = screen(() => import('../ui/routes/settings/betstatistics/bet-statistics-screen.tsx'), 'BetStatisticsScreen', ['settings']);
const PackageInfoScreen = screen(() => import('../ui/routes/settings/packageinfo/package-info-screen.tsx'), 'PackageInfoScreen', ['settings']);
const ReportScreen = screen(() => import('../ui/routes/report/report-screen.tsx'), 'ReportScreen', ['settings']);
const DownlinesScreen = screen(() => import('../ui/routes/agent/downlines-screen.tsx'), 'DownlinesScreen', ['agent']);
const NewDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'NewDownlineScreen', ['agent']);
const EditDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'EditDownlineScreen', ['agent']);
const ExposureScreen = screen(() => import('../ui/routes/agent/exposure-screen.tsx'), 'ExposureScreen', ['agent', 'exposure']);
const SecurityScreen = screen(() => import('../ui/routes/settings/security/security-screen.tsx'), 'SecurityScreen', ['settings', 'two-factor']);

/** Open to everyone, no guard. */
const OPEN: [string, LazyScreen][] = [
  ['/logout/', LogoutScreen],
  ['/settings/needchangepwd/', ForcedPasswordScreen],
];
/** The results page has its own guard (docs/product.md S2): anonymous visitors see it too. */
const RESULTS: [string, LazyScreen][] = [
  ['/results/', ResultsScreen],
  ['/results/:tab/', ResultsScreen],
];
/** Behind the session guard. */
const GUARDED: [string, LazyScreen][] = [
  ['/', HomeScreen],
  ['/home/', HomeScreen],
  ['/sheet/', SheetScreen],
  ['/bet1/', GuidedScreen],
  ['/bet2/', Form2Screen],
  ['/bet3/', Form3Screen],
  ['/settings/changepassword/', NormalPasswordScreen],
  ['/strike/', StrikeScreen],
  ['/payout/', PayoutScreen],
  ['/resultstext/', ResultsTextScreen],
  ['/receipts/', ReceiptsScreen],
  ['/receipts/receiptview/', ReceiptViewScreen],
  ['/member/', MemberScreen],
  ['/member/lottery/', LotteryScreen],
  ['/member/lottery/lotteryview/', LotteryViewScreen],
  ['/settings/', SettingsMenuScreen],
  ['/settings/profile/', ProfileScreen],
  ['/settings/account/', AccountScreen],
  ['/settings/betstatistics/', BetStatisticsScreen],
  ['/settings/packageinfo/', PackageInfoScreen],
  ['/packageinfo/', PackageInfoScreen],
  ['/report/', ReportScreen],
  ['/agent/downlines/', DownlinesScreen],
  ['/agent/newdownline/', NewDownlineScreen],
  ['/agent/editdownline/', EditDownlineScreen],
  ['/agent/exposure/', ExposureScreen],
  ['/settings/security/', SecurityScreen],
]

/**
 * Starts fetching the chunk of the screen at `pathname` (and the guard's, if it has one) at once, in
 * parallel with the first download's work, instead of after the guard has rendered: one round trip less
 * before a reloaded or bookmarked screen shows. React.lazy later gets the same module from the browser.
 * Answers whether the screen is behind the session guard, and the message namespaces it will suspend on
 * (the caller starts them once i18n is up: without that they are asked for only when the screen renders,
 * a round trip after the guard's check).
 */
export function preloadScreenOf(pathname: string): { guarded: boolean; namespaces: readonly Namespace[] } {
  const found = [...OPEN, ...RESULTS, ...GUARDED].find(([path]) => matchPath(path, pathname) !== null);
  if (found === undefined) return { guarded: false, namespaces: [] };
  void found[1].preload().catch(() => {});
  const { namespaces } = found[1];
  if (OPEN.includes(found)) return { guarded: false, namespaces };
  void guard.preload().catch(() => {});
  return { guarded: true, namespaces };
}

const routesOf = (table: [string, LazyScreen][]) =>
  table.map(([path, { Component }]) => <Route key={path} path={path} element={<Component />} />);

/** Every route, under one error boundary that covers every screen, present and future (issue 15). */
export function AppRoutes() {
  // A new path clears a shown error: the user can leave a broken screen through the menu or Back.
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Routes>
        <Route element={<AppShell onReload={applyUpdate} />}>
          <Route path="/login/" element={<LoginScreen />} />
          {routesOf(OPEN)}
          <Route element={<SessionGuard optional />}>{routesOf(RESULTS)}</Route>
          <Route element={<SessionGuard />}>
            {routesOf(GUARDED)}
            {/* A path with no screen (an old bookmark, a typo) goes home, through the guard. */}
            <Route path="*" element={<Navigate to="/home/" replace />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
