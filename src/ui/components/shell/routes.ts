// The shell's route facts as data: the menu (navbar sheet and home grid draw from the same list), the
// page title of a path (docs/product.md S2 "Shell": the menu text of the lower-cased route name) and where
// the navbar is hidden. Pure, so they are unit-tested (tests/ui/shell/routes.test.ts).
import type { Resources } from '../../i18n/namespaces.ts';

export type ShellKey = keyof Resources['shell'];

export interface MenuEntry {
  /** The route name: the last segment of the path, lower-cased ('sheet', 'changepassword'). */
  name: string;
  path: string;
  key: ShellKey;
  /** Shown in the home grid (home itself is not). */
  onHome: boolean;
}

/** Only screens that exist are listed: a menu entry never leads nowhere. */
export const MENU: readonly MenuEntry[] = [
  { name: 'home', path: '/home/', key: 'menu-home', onHome: false },
  { name: 'sheet', path: '/sheet/', key: 'menu-sheet', onHome: true },
  { name: 'changepassword', path: '/settings/changepassword/', key: 'menu-changepassword', onHome: true },
  { name: 'logout', path: '/logout/', key: 'menu-logout', onHome: true },
];

/** Page titles of routes that are not in the menu. */
const OTHER_TITLES: Readonly<Record<string, ShellKey>> = {
  login: 'menu-login',
  needchangepwd: 'menu-needchangepwd',
};

/** '/settings/ChangePassword/' → 'changepassword'; '/' → 'home'. */
export function routeName(pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return (segments.at(-1) ?? 'home').toLowerCase();
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
