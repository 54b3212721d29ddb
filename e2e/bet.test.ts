// The bet sheet end to end, in Chromium at 390×844 against the real server on a fresh PGlite database:
// errors on their lines, a bet and its receipt, a void that gives the money back, a double tap, and an
// answer lost on the wire — each checked against what the server really recorded.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import {
  apiToken,
  countRequests,
  logIn,
  receiptCount,
  row,
  serverBalance,
  shownBalance,
  typeSheet,
  waitForSheetStatus,
} from './support/flows.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

const note = (page: Page, line: number) => page.locator(`#sheet-row-note-${line}`);
const betButton = (page: Page) => page.getByRole('button', { name: 'BET', exact: true });

async function openSheet(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sheet/`);
  await row(page, 1).waitFor({ timeout: 30_000 });
}

describe('betting from the sheet', () => {
  it('shows each error on its line, then bets the fixed sheet, shows the receipt, voids it and restores the balance', async () => {
    const { base, newContext } = await theApp();
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    const before = await shownBalance(page);
    await openSheet(page, base);

    // Pasted as one text from the clipboard: lines 4, 5 and 6 are faulty in three different ways.
    const faulty = ['D', '#8', '1234#1', '12345#1', '5678#0', 'RRR4#1'].join('\n');
    await page.evaluate((text) => navigator.clipboard.writeText(text), faulty);
    await row(page, 1).click();
    await page.keyboard.press('Control+V');
    await page.waitForFunction(() => document.querySelectorAll('.row-error').length >= 3, null, { timeout: 20_000 });
    for (const line of [4, 5, 6])
      expect(await note(page, line).locator('.row-error').count(), `line ${line}`).toBeGreaterThan(0);
    expect(await note(page, 3).locator('.row-error').count()).toBe(0);
    expect(await note(page, 3).textContent()).toContain('1.00');
    expect(await note(page, 5).textContent()).toMatch(/amount/i);
    expect(await note(page, 6).textContent()).toMatch(/R/);
    expect(await betButton(page).isDisabled()).toBe(true);
    await screenshot(page, 'sheet-errors');

    // Fixed: 1234 and 5678 on L, 1.00 each.
    await row(page, 4).fill('5678#1');
    await row(page, 5).fill('');
    await row(page, 6).fill('');
    await waitForSheetStatus(page, 'Sheet OK');
    expect(await page.getByTestId('sheet-total').textContent()).toBe('2.00');
    await betButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    expect(await dialog.getByTestId('receipt-text').textContent()).toMatch(/1234[\s\S]*5678/);
    await screenshot(page, 'receipt');
    expect(await row(page, 1).inputValue()).toBe('');

    const admin = await apiToken(base, 'admin');
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before - 2, 2);
    await dialog.getByRole('button', { name: 'Void', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, void' }).click();
    await dialog.getByText('Bet voided. The stake is back in your balance.').waitFor({ timeout: 20_000 });
    await screenshot(page, 'receipt-voided');
    await page.keyboard.press('Escape');
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before, 2);
    await page.goto(`${base}/home/`);
    await expect.poll(() => shownBalance(page), { timeout: 20_000 }).toBeCloseTo(before, 2);
    expect(problems).toEqual([]);
  });

  it('makes one bet from a double tap on BET', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member2');
    const admin = await apiToken(base, 'admin');
    const receiptsBefore = await receiptCount(base, admin);
    await openSheet(page, base);
    await typeSheet(page, ['D', '#8', '2468#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    const bets = countRequests(page, '/FDAPI/Bet/PostBet');
    await betButton(page).dblclick();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    // The app is done betting, and every PostBet either tap sent has ended: only now are receipts counted.
    await expect.poll(() => betButton(page).getAttribute('aria-busy'), { timeout: 20_000 }).toBe('false');
    await bets.allSettled();
    expect(bets.sent()).toBeGreaterThanOrEqual(1);
    expect(await receiptCount(base, admin)).toBe(receiptsBefore + 1);
  });

  it('ends in exactly one bet when the answer is lost on the wire', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'member3');
    const admin = await apiToken(base, 'admin');
    const receiptsBefore = await receiptCount(base, admin);
    const balanceBefore = await serverBalance(base, admin, 'member3');
    await openSheet(page, base);
    await typeSheet(page, ['D', '#8', '1357#1']);
    await waitForSheetStatus(page, 'Sheet OK');

    // The request reaches the server and is placed; the answer is cut off on its way back, every time.
    let sent = 0;
    await page.route('**/FDAPI/Bet/PostBet', async (route) => {
      sent += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await betButton(page).click();
    await page.getByTestId('sheet-notice').filter({ hasText: 'not confirmed yet' }).waitFor({ timeout: 30_000 });
    expect(sent).toBeGreaterThan(1);
    await screenshot(page, 'bet-unresolved');
    await page.unroute('**/FDAPI/Bet/PostBet');

    // Back on a good line, a reload resolves the stored bet with its ClientRef and shows its receipt.
    await page.reload();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('receipt-text').textContent()).toContain('1357');
    expect(await receiptCount(base, admin)).toBe(receiptsBefore + 1);
    expect(await serverBalance(base, admin, 'member3')).toBeCloseTo(balanceBefore - 1, 2);
  });
});
