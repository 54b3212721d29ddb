// The shell's route facts: page titles from route names, where the navbar shows, the menu's keys.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MENU, menuFor, routeName, showsNavbar, titleKeyOf } from '../../../src/ui/components/shell/routes.ts';
import { tickerSeconds } from '../../../src/ui/routes/home/notice-ticker-speed.ts';

const shellEn = JSON.parse(
  readFileSync(new URL('../../../src/ui/i18n/locales/en/shell.json', import.meta.url), 'utf8'),
) as Record<string, string>;

describe('routeName', () => {
  it('is the last path segment, lower-cased; the root is home', () => {
    expect(routeName('/sheet/')).toBe('sheet');
    expect(routeName('/settings/ChangePassword/')).toBe('changepassword');
    expect(routeName('/settings/needchangepwd')).toBe('needchangepwd');
    expect(routeName('/')).toBe('home');
    expect(routeName('')).toBe('home');
  });
});

describe('titleKeyOf', () => {
  it('is the menu text of the route name', () => {
    expect(titleKeyOf('/sheet/')).toBe('menu-sheet');
    expect(titleKeyOf('/SHEET/')).toBe('menu-sheet');
    expect(titleKeyOf('/home/')).toBe('menu-home');
    expect(titleKeyOf('/')).toBe('menu-home');
    expect(titleKeyOf('/settings/changepassword/')).toBe('menu-changepassword');
    expect(titleKeyOf('/login/')).toBe('menu-login');
    expect(titleKeyOf('/settings/needchangepwd/')).toBe('menu-needchangepwd');
    expect(titleKeyOf('/receipts/receiptview/')).toBe('menu-receiptview');
    expect(titleKeyOf('/member/lottery/')).toBe('menu-lottery');
    expect(titleKeyOf('/member/lottery/lotteryview/')).toBe('menu-lotteryview');
  });

  it('is null for a route without a title (the brand title shows instead)', () => {
    expect(titleKeyOf('/nowhere/')).toBeNull();
  });

  it('names only keys that exist in the shell namespace', () => {
    const paths = [...MENU.map((entry) => entry.path), '/login/', '/settings/needchangepwd/'];
    for (const path of paths) expect(shellEn, path).toHaveProperty([titleKeyOf(path) as string]);
  });
});

describe('showsNavbar', () => {
  it('shows on guarded pages once a login id exists', () => {
    expect(showsNavbar('/sheet/', 'member1')).toBe(true);
    expect(showsNavbar('/settings/changepassword/', 'agent1')).toBe(true);
  });

  it('hides on login, home (and its alias /), logout and the forced password change', () => {
    for (const path of ['/login/', '/home/', '/', '/logout/', '/settings/needchangepwd/'])
      expect(showsNavbar(path, 'member1'), path).toBe(false);
  });

  it('hides without a login id', () => {
    expect(showsNavbar('/sheet/', null)).toBe(false);
    expect(showsNavbar('/sheet/', '')).toBe(false);
    expect(showsNavbar('/sheet/', undefined)).toBe(false);
  });
});

describe('MENU', () => {
  it('lists each built screen once, home first and logout last, with a message for each', () => {
    expect(MENU.map((entry) => entry.path)).toEqual([
      '/home/',
      '/sheet/',
      '/bet1/',
      '/bet2/',
      '/bet3/',
      '/results/',
      '/numbers/',
      '/mynumbers/',
      '/strike/',
      '/payout/',
      '/resultstext/',
      '/receipts/',
      '/member/',
      '/agent/downlines/',
      '/agent/exposure/',
      '/agent/whobought/',
      '/statement/',
      '/report/',
      '/settings/',
      '/settings/security/',
      '/settings/changepassword/',
      '/logout/',
    ]);
    for (const entry of MENU) {
      expect(shellEn[entry.key], entry.key).toBeTruthy();
      expect(routeName(entry.path)).toBe(entry.name);
    }
  });
});

describe('the exposure screen', () => {
  it('is in the menu of agents only, and titled by its menu entry', () => {
    expect(menuFor('agent').map((entry) => entry.path)).toContain('/agent/exposure/');
    expect(menuFor('member').map((entry) => entry.path)).not.toContain('/agent/exposure/');
    expect(menuFor(undefined).map((entry) => entry.path)).not.toContain('/agent/exposure/');
    expect(titleKeyOf('/agent/exposure/')).toBe('menu-exposure');
  });
});

describe('tickerSeconds', () => {
  it('scrolls longer messages for longer, never faster than 8 s a pass', () => {
    expect(tickerSeconds('short')).toBe(8);
    expect(tickerSeconds('x'.repeat(160))).toBe(20);
  });
});

describe('the results group', () => {
  it('titles every results tab as the results page, and lists results, strike, payout and results text', () => {
    expect(routeName('/results/tab_L/')).toBe('results');
    expect(titleKeyOf('/results/tab_M/')).toBe('menu-results');
    expect(titleKeyOf('/results/')).toBe('menu-results');
    expect(routeName('/other/tab_L/')).toBe('tab_l');
    expect(MENU.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['results', 'strike', 'payout', 'resultstext']),
    );
  });
});
