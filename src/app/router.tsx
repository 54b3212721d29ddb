// The routes (docs/product.md S2, docs/product.md D2). Every route but /login/, /logout/ and
// /settings/needchangepwd/ sits behind the session guard. Only the login screen and the shell are in the
// first download: every other screen is a lazy chunk (React.lazy), so /login/ stays small.
// Declarative routes (<Routes>), not a data router: the app loads no data through the router, and the data
// router's machinery is ~15 KB of brotli on /login/'s first download (docs/client/on-a-phone.md).
import { useMemo, type ComponentType } from 'react';
import { Navigate, matchPath, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { AppShell } from '../ui/components/shell/app-shell.tsx';
import { RouteError } from '../ui/components/shell/route-error.tsx';
import { applyUpdate } from './service-worker.ts';
import { LoginScreen } from '../ui/routes/login/login-screen.tsx';
import type { Namespace } from '../ui/i18n/namespaces.ts';
import { screen, type LazyScreen } from './lazy-screen.ts';

// The guard (with the navbar, the menu and the ping) is lazy too: /login/ shows without it.
const guard = screen(() => import('../ui/components/shell/session-guard.tsx'), 'SessionGuard');
const SessionGuard = guard.Component as ComponentType<{ optional?: boolean }>;
// Home and the sheet show the cut-off countdown, whose messages are the results group's: without them at
// the first render the countdown appears later and pushes the screen down (a layout shift).
const HomeScreen = screen(() => import('../ui/routes/home/home-screen.tsx'), 'HomeScreen', [
  'home',
  'results',
  'mynumbers',
]);
const SheetScreen = screen(() => import('../ui/routes/sheet/sheet-screen.tsx'), 'SheetScreen', ['sheet', 'results']);
const ReceiptsScreen = screen(
  () => import('../ui/routes/receipts/receipts-screen.tsx'),
  'ReceiptsScreen',
  ['receipts'],
  true,
);
const ReceiptViewScreen = screen(() => import('../ui/routes/receipts/receipt-view-screen.tsx'), 'ReceiptViewScreen', [
  'receipts',
]);
const MemberScreen = screen(() => import('../ui/routes/member/member-screen.tsx'), 'MemberScreen', ['member']);
const LotteryScreen = screen(() => import('../ui/routes/member/lottery/lottery-screen.tsx'), 'LotteryScreen', [
  'member',
]);
const LotteryViewScreen = screen(
  () => import('../ui/routes/member/lottery/lottery-view-screen.tsx'),
  'LotteryViewScreen',
  ['member'],
);
const GuidedScreen = screen(
  () => import('../ui/routes/guided-form/guided-screen.tsx'),
  'GuidedScreen',
  ['betforms'],
  true,
);
const Form2Screen = screen(
  () => import('../ui/routes/selector-form/form2-screen.tsx'),
  'Form2Screen',
  ['betforms'],
  true,
);
const Form3Screen = screen(
  () => import('../ui/routes/hourly-form/form3-screen.tsx'),
  'Form3Screen',
  ['betforms'],
  true,
);
const LogoutScreen = screen(() => import('../ui/routes/logout/logout-screen.tsx'), 'LogoutScreen');
const ForcedPasswordScreen = screen(
  () => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'),
  'ForcedPasswordScreen',
);
const NormalPasswordScreen = screen(
  () => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'),
  'NormalPasswordScreen',
);
const ResultsScreen = screen(
  () => import('../ui/routes/results/results-screen.tsx'),
  'ResultsScreen',
  ['results', 'mynumbers'],
  true,
);
const NumbersScreen = screen(
  () => import('../ui/routes/numbers/numbers-screen.tsx'),
  'NumbersScreen',
  ['numbers'],
  true,
);
const StrikeScreen = screen(() => import('../ui/routes/strike/strike-screen.tsx'), 'StrikeScreen', ['results'], true);
const PayoutScreen = screen(() => import('../ui/routes/payout/payout-screen.tsx'), 'PayoutScreen', ['results']);
const ResultsTextScreen = screen(
  () => import('../ui/routes/resultstext/results-text-screen.tsx'),
  'ResultsTextScreen',
  ['results'],
  true,
);
const SettingsMenuScreen = screen(
  () => import('../ui/routes/settings/menu/settings-menu-screen.tsx'),
  'SettingsMenuScreen',
  ['settings'],
);
const ProfileScreen = screen(() => import('../ui/routes/settings/profile/profile-screen.tsx'), 'ProfileScreen', [
  'settings',
]);
const AccountScreen = screen(() => import('../ui/routes/settings/account/account-screen.tsx'), 'AccountScreen', [
  'settings',
]);
const BetStatisticsScreen = screen(
  () => import('../ui/routes/settings/betstatistics/bet-statistics-screen.tsx'),
  'BetStatisticsScreen',
  ['settings'],
  true,
);
const PackageInfoScreen = screen(
  () => import('../ui/routes/settings/packageinfo/package-info-screen.tsx'),
  'PackageInfoScreen',
  ['settings'],
);
const ReportScreen = screen(() => import('../ui/routes/report/report-screen.tsx'), 'ReportScreen', ['settings']);
const DownlinesScreen = screen(() => import('../ui/routes/agent/downlines-screen.tsx'), 'DownlinesScreen', ['agent']);
const NewDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'NewDownlineScreen', [
  'agent',
]);
const EditDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'EditDownlineScreen', [
  'agent',
]);
const ExposureScreen = screen(
  () => import('../ui/routes/agent/exposure-screen.tsx'),
  'ExposureScreen',
  ['agent', 'exposure'],
  true,
);
const StatementScreen = screen(() => import('../ui/routes/statement/statement-screen.tsx'), 'StatementScreen', [
  'statements',
]);
const WhoBoughtScreen = screen(
  () => import('../ui/routes/agent/who-bought-screen.tsx'),
  'WhoBoughtScreen',
  ['statements', 'receipt'],
  true,
);
const HouseMenuScreen = screen(() => import('../ui/routes/house/house-menu-screen.tsx'), 'HouseMenuScreen', ['house']);
const ResultEntryScreen = screen(
  () => import('../ui/routes/house/result-screen.tsx'),
  'ResultEntryScreen',
  ['house'],
  true,
);
const MaintenanceScreen = screen(() => import('../ui/routes/house/maintenance-screen.tsx'), 'MaintenanceScreen', [
  'house',
]);
const SignInSettingsScreen = screen(() => import('../ui/routes/house/sign-in-screen.tsx'), 'SignInSettingsScreen', [
  'house',
]);
const RatesScreen = screen(() => import('../ui/routes/house/rates-screen.tsx'), 'RatesScreen', ['house']);
const AuditScreen = screen(() => import('../ui/routes/house/audit-screen.tsx'), 'AuditScreen', ['house', 'agent']);
const DownlineHistoryScreen = screen(
  () => import('../ui/routes/agent/downline-history-screen.tsx'),
  'DownlineHistoryScreen',
  ['agent'],
);
const LinksScreen = screen(() => import('../ui/routes/house/links-screen.tsx'), 'LinksScreen', ['house']);
const MyNumbersScreen = screen(() => import('../ui/routes/mynumbers/my-numbers-screen.tsx'), 'MyNumbersScreen', [
  'mynumbers',
]);
const SecurityScreen = screen(() => import('../ui/routes/settings/security/security-screen.tsx'), 'SecurityScreen', [
  'settings',
  'two-factor',
]);

/** Open to everyone, no guard. */
const OPEN: [string, LazyScreen][] = [
  ['/logout/', LogoutScreen],
  ['/settings/needchangepwd/', ForcedPasswordScreen],
];
/** The results page has its own guard (docs/product.md S2): anonymous visitors see it too; so does the numbers page. */
const RESULTS: [string, LazyScreen][] = [
  ['/results/', ResultsScreen],
  ['/results/:tab/', ResultsScreen],
  ['/numbers/', NumbersScreen],
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
  ['/agent/whobought/', WhoBoughtScreen],
  ['/statement/', StatementScreen],
  ['/settings/security/', SecurityScreen],
  ['/house/', HouseMenuScreen],
  ['/house/result/', ResultEntryScreen],
  ['/house/maintenance/', MaintenanceScreen],
  ['/house/signin/', SignInSettingsScreen],
  ['/house/rates/', RatesScreen],
  ['/house/links/', LinksScreen],
  ['/house/audit/', AuditScreen],
  ['/agent/history/', DownlineHistoryScreen],
  ['/mynumbers/', MyNumbersScreen],
];

/** The screen a URL opens on, as start-up needs it (see openedScreenOf). */
export interface OpenedScreen {
  /** Whether the screen is behind the session guard. */
  guarded: boolean;
  /** The message namespaces its first render suspends on: the caller starts them once i18n is up. */
  namespaces: readonly Namespace[];
  /**
   * Whether its first screenful shows dates: the first Intl date format of a page loads the engine's
   * locale data (15–25 ms here, ×4 on a phone), which the caller makes ahead, while the page is idle.
   */
  showsDates: boolean;
  /**
   * Starts fetching the screen's chunk (and the guard's); settles once they are in, or failed to load.
   * Each chunk's imports are added to the page as preload links, a few ms of main-thread work each on a
   * phone: the caller runs it in a task of its own.
   */
  preload: () => Promise<void>;
}

/**
 * The screen at `pathname`, so start-up can fetch its chunk (and the guard's, if it has one) at once, in
 * parallel with the first download's work, instead of after the guard has rendered: one round trip less
 * before a reloaded or bookmarked screen shows. React.lazy later gets the same module from the browser.
 * The namespaces are the caller's to start: without that they are asked for only when the screen renders,
 * a round trip after the guard's check.
 */
export function openedScreenOf(pathname: string): OpenedScreen {
  const found = [...OPEN, ...RESULTS, ...GUARDED].find(([path]) => matchPath(path, pathname) !== null);
  if (found === undefined)
    return { guarded: false, namespaces: [], showsDates: false, preload: () => Promise.resolve() };
  const guarded = !OPEN.includes(found);
  const preload = () =>
    // A chunk that fails here fails again when React renders it: the error boundary handles it there.
    Promise.all([found[1].preload(), ...(guarded ? [guard.preload()] : [])]).then(
      () => {},
      () => {},
    );
  return { guarded, namespaces: found[1].namespaces, showsDates: found[1].showsDates, preload };
}

const routesOf = (table: [string, LazyScreen][]): RouteObject[] =>
  table.map(([path, { Component }]) => ({ path, element: <Component /> }));

/**
 * The route table as objects, made once per `until`: `<Routes>` with `<Route>` children walks its ~60
 * children again at every render (React.Children, keys escaped one by one) to build this same table, a
 * task of its own in the app's first render on a slow phone.
 */
function routeTable(until: Promise<unknown> | undefined): RouteObject[] {
  return [
    {
      element: <AppShell onReload={applyUpdate} until={until} />,
      children: [
        { path: '/login/', element: <LoginScreen /> },
        ...routesOf(OPEN),
        { element: <SessionGuard optional />, children: routesOf(RESULTS) },
        {
          element: <SessionGuard />,
          children: [
            ...routesOf(GUARDED),
            // A path with no screen (an old bookmark, a typo) goes home, through the guard.
            { path: '*', element: <Navigate to="/home/" replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * Every route, under one error boundary that covers every screen, present and future.
 * `until`: the opened screen's chunks and messages; the shell keeps its splash until they are in.
 */
export function AppRoutes({ until }: { until?: Promise<unknown> }) {
  // A new path clears a shown error: the user can leave a broken screen through the menu or Back.
  const { pathname } = useLocation();
  const routes = useMemo(() => routeTable(until), [until]);
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <MatchedRoute routes={routes} />
    </ErrorBoundary>
  );
}

/** The element of the route that matches the location (inside the boundary, which catches a failing screen). */
function MatchedRoute({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
