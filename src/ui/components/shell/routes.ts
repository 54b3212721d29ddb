// The shell's route facts as data: the menu (navbar sheet and home grid draw from the same list), the
// page title of a path (docs/product.md S2 "Shell": the menu text of the lower-cased route name) and where
// the navbar is hidden. Pure, so they are unit-tested (tests/ui/shell/routes.test.ts).
import type { Role } from '../../../../contract/login-data.ts';
import type { Resources } from '../../i18n/namespaces.ts';

export type ShellKey = keyof Resources['shell'];

export interface MenuEntry {
  /** The route name: the last segment of the path, lower-cased ('sheet', 'changepassword'). */
  name: string;
  path: string;
  key: ShellKey;
  /** Shown in the home grid (home itself is not). */
  onHome: boolean;
  /** Only for these roles (the agent's back office); every role when absent. */
  roles?: readonly Role[];
}

/** Only screens that exist are listed: a menu entry never leads nowhere. */
export const MENU: readonly MenuEntry[] = [
  { name: 'home', path: '/home/', key: 'menu-home', onHome: false },
  { name: 'sheet', path: '/sheet/', key: 'menu-sheet', onHome: true },
  { name: 'bet1', path: '/bet1/', key: 'menu-bet1', onHome: true },
  { name: 'bet2', path: '/bet2/', key: 'menu-bet2', onHome: true },
  { name: 'bet3', path: '/bet3/', key: 'menu-bet3', onHome: true },
  { name: 'results', path: '/results/', key: 'menu-results', onHome: true },
  { name: 'numbers', path: '/numbers/', key: 'menu-numbers', onHome: true },
  { name: 'mynumbers', path: '/mynumbers/', key: 'menu-mynumbers', onHome: true, roles: ['member', 'agent'] },
  { name: 'strike', path: '/strike/', key: 'menu-strike', onHome: true },
  { name: 'payout', path: '/payout/', key: 'menu-payout', onHome: true },
  { name: 'resultstext', path: '/resultstext/', key: 'menu-resultstext', onHome: true },
  { name: 'receipts', path: '/receipts/', key: 'menu-receipts', onHome: true },
  { name: 'member', path: '/member/', key: 'menu-member', onHome: true },
  { name: 'downlines', path: '/agent/downlines/', key: 'menu-downlines', onHome: true, roles: ['agent'] },
  { name: 'exposure', path: '/agent/exposure/', key: 'menu-exposure', onHome: true, roles: ['agent'] },
  { name: 'whobought', path: '/agent/whobought/', key: 'menu-whobought', onHome: true, roles: ['agent'] },
  { name: 'statement', path: '/statement/', key: 'menu-statement', onHome: true },
  { name: 'report', path: '/report/', key: 'menu-report', onHome: true },
  { name: 'settings', path: '/settings/', key: 'menu-settings', onHome: true },
  { name: 'security', path: '/settings/security/', key: 'menu-security', onHome: true },
  { name: 'changepassword', path: '/settings/changepassword/', key: 'menu-changepassword', onHome: true },
  { name: 'logout', path: '/logout/', key: 'menu-logout', onHome: true },
];

/** The menu of a role: entries without `roles` are everyone's. */
export function menuFor(role: Role | undefined): MenuEntry[] {
  return MENU.filter((entry) => entry.roles === undefined || (role !== undefined && entry.roles.includes(role)));
}

/** Page titles of routes that are not in the menu. */
const OTHER_TITLES: Readonly<Record<string, ShellKey>> = {
  login: 'menu-login',
  needchangepwd: 'menu-needchangepwd',
  receiptview: 'menu-receiptview',
  lottery: 'menu-lottery',
  lotteryview: 'menu-lotteryview',
  profile: 'title-profile',
  account: 'title-account',
  betstatistics: 'title-betstatistics',
  packageinfo: 'title-packageinfo',
  newdownline: 'title-newdownline',
  editdownline: 'title-editdownline',
};

/** '/settings/ChangePassword/' → 'changepassword'; '/' → 'home'; a results tab '/results/tab_L/' → 'results'. */
export function routeName(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const name = (segments.at(-1) ?? 'home').toLowerCase();
  return /^tab_[a-z]$/.test(name) && segments.at(-2)?.toLowerCase() === 'results' ? 'results' : name;
}

/** The shell message key of a path's title, or null for a route without one. */
export function titleKeyOf(pathname: string): ShellKey | null {
  const name = routeName(pathname);
  return MENU.find((entry) => entry.name === name)?.key ?? OTHER_TITLES[name] ?? null;
}

const NAVBAR_HIDDEN = new Set(['home', 'login', 'logout', 'needchangepwd']);

/** The navbar shows when a login id exists and the page is not login, home or logout. */
export function showsNavbar(pathname: string, loginId: string | null | undefined): boolean {
  return typeof loginId === 'string' && loginId !== '' && !NAVBAR_HIDDEN.has(routeName(pathname));
}
