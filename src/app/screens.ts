// Every screen of the app as a lazy chunk with the message namespaces its first render needs, and the
// three route tables (open, results, guarded) that src/app/router.tsx builds its routes and start-up from.
import type { ComponentType } from 'react';
import { screen, type LazyScreen } from './lazy-screen.ts';

// The guard (with the navbar, the menu and the ping) is lazy too: /login/ shows without it.
export const guard = screen(() => import('../ui/components/shell/session-guard.tsx'), 'SessionGuard');
export const SessionGuard = guard.Component as ComponentType<{ optional?: boolean }>;
// Home and the sheet show the cut-off countdown, whose messages are the results group's: without them at
// the first render the countdown appears later and pushes the screen down (a layout shift). Home's header
// also says a few words of the settings group: missing here, home suspended on them after the guard's
// check, one more round trip before its first paint.
const HomeScreen = screen(() => import('../ui/routes/home/home-screen.tsx'), 'HomeScreen', [
  'home',
  'settings',
  'results',
  'mynumbers',
]);
const SheetScreen = screen(() => import('../ui/routes/sheet/sheet-screen.tsx'), 'SheetScreen', ['sheet', 'results']);
const ReceiptsScreen = screen(() => import('../ui/routes/receipts/receipts-screen.tsx'), 'ReceiptsScreen', [
  'receipts',
]);
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
const GuidedScreen = screen(() => import('../ui/routes/guided-form/guided-screen.tsx'), 'GuidedScreen', ['betforms']);
const Form2Screen = screen(() => import('../ui/routes/selector-form/form2-screen.tsx'), 'Form2Screen', ['betforms']);
const Form3Screen = screen(() => import('../ui/routes/hourly-form/form3-screen.tsx'), 'Form3Screen', ['betforms']);
const LogoutScreen = screen(() => import('../ui/routes/logout/logout-screen.tsx'), 'LogoutScreen');
const ForcedPasswordScreen = screen(
  () => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'),
  'ForcedPasswordScreen',
);
const NormalPasswordScreen = screen(
  () => import('../ui/routes/settings/need-change-password/change-password-screen.tsx'),
  'NormalPasswordScreen',
);
const ResultsScreen = screen(() => import('../ui/routes/results/results-screen.tsx'), 'ResultsScreen', [
  'results',
  'mynumbers',
]);
const NumbersScreen = screen(() => import('../ui/routes/numbers/numbers-screen.tsx'), 'NumbersScreen', ['numbers']);
const StrikeScreen = screen(() => import('../ui/routes/strike/strike-screen.tsx'), 'StrikeScreen', ['results']);
const PayoutScreen = screen(() => import('../ui/routes/payout/payout-screen.tsx'), 'PayoutScreen', ['results']);
const ResultsTextScreen = screen(
  () => import('../ui/routes/resultstext/results-text-screen.tsx'),
  'ResultsTextScreen',
  ['results'],
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
);
const PackageInfoScreen = screen(
  () => import('../ui/routes/settings/packageinfo/package-info-screen.tsx'),
  'PackageInfoScreen',
  ['settings'],
);
const ReportScreen = screen(() => import('../ui/routes/report/report-screen.tsx'), 'ReportScreen', ['settings']);
// The back-office screens show LoadView's words (the settings group) while their data loads: without them
// in the list, the first render suspended on them, one more round trip before the screen showed.
const DownlinesScreen = screen(() => import('../ui/routes/agent/downlines-screen.tsx'), 'DownlinesScreen', [
  'agent',
  'settings',
]);
const NewDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'NewDownlineScreen', [
  'agent',
  'settings',
]);
const EditDownlineScreen = screen(() => import('../ui/routes/agent/downline-form-screen.tsx'), 'EditDownlineScreen', [
  'agent',
  'settings',
]);
const ExposureScreen = screen(() => import('../ui/routes/agent/exposure-screen.tsx'), 'ExposureScreen', [
  'agent',
  'exposure',
  'settings',
]);
const StatementScreen = screen(() => import('../ui/routes/statement/statement-screen.tsx'), 'StatementScreen', [
  'statements',
  'settings',
]);
const WhoBoughtScreen = screen(() => import('../ui/routes/agent/who-bought-screen.tsx'), 'WhoBoughtScreen', [
  'statements',
  'receipt',
  'settings',
]);
const HouseMenuScreen = screen(() => import('../ui/routes/house/house-menu-screen.tsx'), 'HouseMenuScreen', ['house']);
const ResultEntryScreen = screen(() => import('../ui/routes/house/result-screen.tsx'), 'ResultEntryScreen', ['house']);
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
export const OPEN: [string, LazyScreen][] = [
  ['/logout/', LogoutScreen],
  ['/settings/needchangepwd/', ForcedPasswordScreen],
];
/** The results page has its own guard (docs/product.md S2): anonymous visitors see it too; so does the numbers page. */
export const RESULTS: [string, LazyScreen][] = [
  ['/results/', ResultsScreen],
  ['/results/:tab/', ResultsScreen],
  ['/numbers/', NumbersScreen],
];
/** Behind the session guard. */
export const GUARDED: [string, LazyScreen][] = [
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
