// What the user sees when parts fail: a screen's chunk that will not load reloads the page once
// by itself, then shows a translated message with a reload button, never React Router's English error;
// the engine's worker that will not load leaves the user betting as usual (the in-thread engine).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { logIn, row, typeSheet, waitForSheetStatus } from './support/flows.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const app = appPerFile();
afterAll(app.close);

const betButton = (page: Page) => page.getByRole('button', { name: 'BET', exact: true });

describe('a screen whose chunk will not load', () => {
  it('reloads once by itself, then says so in the user language with a reload that works', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'member1');
    let blocked = true;
    let sheetChunkAsks = 0;
    await page.route(/\/assets\/sheet-screen-[\w-]+\.js$/, async (route) => {
      sheetChunkAsks += 1;
      if (blocked) await route.abort('failed');
      else await route.continue();
    });
    let pageLoads = 0;
    page.on('load', () => (pageLoads += 1));
    // In the app (a link, not a page load): the lazy chunk fails, the page reloads itself, fails again.
    await page.evaluate(() => {
      history.pushState({}, '', '/sheet/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await alert.waitFor({ timeout: 30_000 });
    expect(pageLoads).toBe(1);
    expect(sheetChunkAsks).toBeGreaterThanOrEqual(2);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    await screenshot(page, 'error-chunk');
    expect(await axeViolations(page)).toEqual([]);

    blocked = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await row(page, 1).waitFor({ timeout: 30_000 });
  });

  it('shows the message in Chinese for a Chinese user', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'zh'));
    await page.route(/\/assets\/home-screen-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${base}/login/`);
    await page.getByLabel('用户名', { exact: true }).fill('member2');
    await page.getByLabel('密码', { exact: true }).fill('Demo2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '出了点问题' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'error-chunk-zh');
  });
});

describe('an engine worker that will not load', () => {
  it('prices and bets the sheet all the same, in this thread, without a word', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await page.route(/\/assets\/engine-worker-[\w-]+\.js$/, (route) => route.abort('failed'));
    await logIn(page, base, 'member2');
    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    await typeSheet(page, ['D', '#8', '*1234#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    expect(await page.getByTestId('sheet-total').textContent()).toBe('24.00');
    await betButton(page).click();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 30_000 });
    // The blocked chunk is the browser's console error; the app itself says nothing.
    expect(problems.filter((problem) => !/engine-worker|ERR_FAILED/.test(problem))).toEqual([]);
  });
});
