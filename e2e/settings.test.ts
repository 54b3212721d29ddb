// Settings, the report and the ways out of a session, in Chromium at 390×844 against the real server on a
// fresh PGlite database: each screen with real data as a member and as an agent (English and Chinese),
// axe-clean; the account preference changing how the sheet reads a player's line; /report/ after a
// settled win; /logout/ by URL revoking the session; E104 and the lockout message on /login/.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { publishM, useLanguage } from './support/back-office.ts';
import { apiToken, fillLogin, logIn, row, typeSheet, waitForSheetStatus } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

const TODAY = '2026-11-18';

async function visit(page: Page, base: string, path: string, ready: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByTestId(ready).first().waitFor({ timeout: 30_000 });
}

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

describe('settings as a member', () => {
  it('offers the member’s screens; the profile has real figures', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    await page.goto(`${base}/settings/`);
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await menu.waitFor();
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries).toEqual(['Profile', 'Win/loss report', 'Bet statistics', 'Package info', 'Change password']);
    await checked(page, 'settings-member-en');

    await menu.getByRole('link', { name: 'Profile' }).click();
    await page.getByTestId('profile-figures').waitFor();
    expect(await page.getByTestId('profile-figures').textContent()).toMatch(
      /Credit[\d,.]+.*Account balance-?[\d,.]+.*Credit balance[\d,.]+.*Outstanding[\d,.]+/,
    );
    // Each figure says in a line what it is (home's balance is this credit balance, under the same name).
    expect(await page.getByTestId('profile-figures').textContent()).toContain('What you can bet now');
    await checked(page, 'settings-profile-member-en');
    expect(problems).toEqual([]);
  });

  it('shows the member’s seven packages, at /settings/packageinfo/ and /packageinfo/', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member1');
    await visit(page, base, '/settings/packageinfo/', 'package-block');
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['3D4D', '5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN']);
    expect(await page.getByTestId('package-block').count()).toBe(5);
    // The demo's regular 4D package: 10% commission (1000 bp), BIG pays 2,500 / 1,000 / 500 / 180 / 60.
    expect(await page.getByTestId('package-block').first().textContent()).toMatch(
      /4D Big.*Commission10\.00%.*1st prize2,500\.00.*2nd prize1,000\.00.*3rd prize500\.00.*180\.00.*60\.00/,
    );
    await checked(page, 'settings-packageinfo-member-en');
    const blocksPerTab: Record<string, number> = {};
    for (const name of ['5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN']) {
      await page.getByRole('tab', { name, exact: true }).click();
      expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
      blocksPerTab[name] = await page.getByTestId('package-block').count();
    }
    expect(blocksPerTab['5D6D']).toBe(2);
    await visit(page, base, '/packageinfo/', 'package-block');
    await visit(page, base, '/settings/betstatistics/', 'statistics-text');
    expect(await page.getByTestId('player-select').count()).toBe(0);
    await checked(page, 'settings-betstatistics-member-en');
  });

  it('shows a settled win in /report/', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member2');
    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    await typeSheet(page, ['D', '#1', '1234#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByRole('button', { name: 'BET', exact: true }).click();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 30_000 });
    // The page is away while the result goes in: publishM moves the server's clock to the draw for a moment,
    // and a read of this page's (its 60-second ping) in that moment would find the session hours idle.
    await page.goto('about:blank');
    await publishM(await theApp(), TODAY, '1234');

    await visit(page, base, '/report/', 'report-table');
    const table = page.getByTestId('report-table');
    expect(await table.textContent()).toContain('2,500.00'); // Big 1.00 on the first prize
    // Settled: nothing left pending.
    expect(await page.getByTestId('report-pending').allTextContents()).toEqual(['0.00', '0.00']);
    await checked(page, 'report-member-en');
    // The search panel folds away and opens again.
    await page.getByText('Search', { exact: true }).click();
    expect(await page.getByLabel('From date').isVisible()).toBe(false);
    await page.getByText('Search', { exact: true }).click();
    expect(await page.getByLabel('From date').isVisible()).toBe(true);
    await screenshot(page, 'report-member-en-folded');
  });

  it('shows the member’s screens in Chinese', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member1');
    await useLanguage(page, 'zh');
    await page.goto(`${base}/settings/`);
    await page.getByRole('link', { name: '个人资料' }).waitFor();
    await checked(page, 'settings-member-zh');
    await visit(page, base, '/settings/profile/', 'profile-figures');
    expect(await page.getByTestId('profile-figures').textContent()).toContain('未结算');
    await checked(page, 'settings-profile-member-zh');
    await visit(page, base, '/settings/packageinfo/', 'package-block');
    await checked(page, 'settings-packageinfo-member-zh');
    await page.goto(`${base}/report/`);
    await page.getByTestId('report-table').or(page.getByTestId('report-empty')).first().waitFor({ timeout: 30_000 });
    await checked(page, 'report-member-zh');
  });
});

describe('settings as an agent', () => {
  it('offers the agent’s screens; a new bet sequence changes how the sheet reads that player’s line', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/settings/`);
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Profile',
      'My downlines',
      'Bet format',
      'Win/loss report',
      'Bet statistics',
      'Change password',
    ]);
    await checked(page, 'settings-agent-en');

    await visit(page, base, '/settings/profile/', 'profile-figures');
    expect(await page.getByTestId('profile-figures').textContent()).toContain('Downline credit');
    await checked(page, 'settings-profile-agent-en');

    await visit(page, base, '/settings/account/', 'sequence-example');
    await page.getByTestId('player-select').selectOption('member2');
    await page.getByTestId('sequence-example').filter({ hasText: 'B 1.00, S 2.00, SA 3.00' }).waitFor();
    await page.getByTestId('bet-sequence').selectOption('S B SA A C SB SC SD SE');
    // The engine reads the example line with the chosen order before anything is saved.
    await page.getByTestId('sequence-example').filter({ hasText: 'S 1.00, B 2.00, SA 3.00' }).waitFor();
    await checked(page, 'settings-account-agent-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('account-message').waitFor();
    expect(await page.getByTestId('account-message').getAttribute('role')).toBe('status');

    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /player/i }).selectOption('member2');
    await typeSheet(page, ['D', '#2', '1234#1#2#3']); // P: M's result is already out (the report test)
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByRole('button', { name: 'BET', exact: true }).click();
    const receipt = page.getByRole('dialog').getByTestId('receipt-text');
    await receipt.waitFor({ timeout: 30_000 });
    expect(await receipt.textContent()).toMatch(/1234 B 2\.00 S 1\.00 SA 3\.00/);
    await page.keyboard.press('Escape');

    await visit(page, base, '/settings/betstatistics/', 'statistics-text');
    await page.getByTestId('player-select').selectOption('member2');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByTestId('statistics-text').filter({ hasText: '1234' }).waitFor({ timeout: 30_000 });
    await checked(page, 'settings-betstatistics-agent-en');
    await page.goto(`${base}/report/`);
    await page.getByTestId('report-table').or(page.getByTestId('report-empty')).first().waitFor({ timeout: 30_000 });
    await checked(page, 'report-agent-en');
    expect(problems).toEqual([]);
  });

  it('shows the agent’s screens in Chinese', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'agent2');
    await useLanguage(page, 'zh');
    await page.goto(`${base}/settings/`);
    await page.getByRole('link', { name: '下注格式' }).waitFor();
    await checked(page, 'settings-agent-zh');
    await visit(page, base, '/settings/account/', 'sequence-example');
    await checked(page, 'settings-account-agent-zh');
    await visit(page, base, '/settings/profile/', 'profile-figures');
    await checked(page, 'settings-profile-agent-zh');
  });
});

describe('ways out of a session', () => {
  it('/logout/ opened by URL ends the session on the server, not only on the phone', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member3');
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { AuthToken?: string }).AuthToken,
    );
    expect(token).toBeTruthy();
    await page.goto(`${base}/logout/`);
    await page.getByRole('heading', { name: 'You have logged out.' }).waitFor({ timeout: 30_000 });
    const answer = await fetch(`${base}/FDAPI/User/GetLoginData`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  });

  it('a phone signed out because the account signed in elsewhere shows E104 on /login/', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'agent2');
    await apiToken(base, 'agent2'); // the same account signs in on another device
    await page.goto(`${base}/settings/profile/`);
    await page.waitForURL(/\/login\/$/, { timeout: 30_000 });
    await page.getByRole('alert').filter({ hasText: 'signed in elsewhere' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'login-e104');
  });

  it('the lockout message says it is a wait, not a suspension', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await fillLogin(page, 'memberx', 'Wrong2026x');
      await page.getByRole('alert').waitFor();
    }
    const alert = page.getByRole('alert').filter({ hasText: 'locked for' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toMatch(/locked for 15 minutes/);
    expect(await alert.textContent()).not.toMatch(/suspend/i);
  });
});
