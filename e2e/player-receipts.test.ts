// Receipts that say what was bought and how it went, at 390×844 and 375×667, in Chromium against the real
// server: each list row shows its draw dates and operators, its first numbers, the total and its state
// (open, won with the amount, lost, void); the view lists the winning lines; after a void in the receipt
// dialog its title says the bet was voided; bets refused between accepted ones leave no gap in the numbers. Then the same screens, the menu and the offline start in Malay
// and Chinese, saved as screenshots for a person to look at.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, type E2eApp } from './support/e2e-app.ts';
import { apiToken, logIn, row, waitForSheetStatus } from './support/flows.ts';
import { PHONES } from './support/phones.ts';
import { drawTakesPlaceAt } from '../src/core/domain/result-timing.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

const DRAW_DATE = '2026-11-18';
const M_RESULT = {
  first: '1234',
  second: '4321',
  third: '9999',
  starters: Array.from({ length: 13 }, (_, index) => String(1000 + index)),
  consolations: Array.from({ length: 10 }, (_, index) => String(2000 + index)),
};
const BETS = {
  winner: 'D\n#1\n1234#1\n6789#1',
  loser: 'D\n#1\n5555#1',
  open: 'D\n#3\n7777#1',
  voided: 'D\n#1\n8888#1',
} as const;
type BetName = keyof typeof BETS;

/** member1's four bets (placed through the API before the browser logs in), M's result published. */
let placed: Promise<Record<BetName, number>> | undefined;
function placeBets({ base, at }: E2eApp): Promise<Record<BetName, number>> {
  placed ??= (async () => {
    const token = await apiToken(base, 'member1');
    const numbers = {} as Record<BetName, number>;
    const guids = {} as Record<BetName, string>;
    const post = async (ClientRef: string, BetString: string) => {
      const answer = await fetch(`${base}/FDAPI/Bet/PostBet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Currency: 'MYR', UserId: 'member1', ClientRef, BetString }),
      });
      return (await answer.json()) as { status: string; GUID: string; data: { betNumber: number } };
    };
    for (const [name, sheet] of Object.entries(BETS) as [BetName, string][]) {
      const body = await post(`walk-${name}`, sheet);
      expect(body.status, name).toBe('S100');
      numbers[name] = body.data.betNumber;
      guids[name] = body.GUID;
      // A bet refused after it drew a number (more than member1's credit) between every two accepted ones.
      expect((await post(`walk-${name}-refused`, 'D\n#1\n1234#5000#5000')).status).toBe('E117');
    }
    await fetch(`${base}/FDAPI/Bet/VoidBet?GUID=${guids.voided}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    // A result only after its draw: published with the server's clock at M's 19:00, then back to the morning.
    const published = await at(drawTakesPlaceAt('M', DRAW_DATE), async () => {
      const admin = await apiToken(base, 'admin');
      const answer = await fetch(`${base}/admin/results`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ drawType: 'M', drawDate: DRAW_DATE, fourD: M_RESULT }),
      });
      return (await answer.json()) as { status: string };
    });
    expect(published.status).toBe('S100');
    return numbers;
  })();
  return placed;
}

const rowOf = (page: Page, betNumber: number) =>
  page.locator(`[data-testid="receipt-row"][data-bet-number="${betNumber}"]`);

async function inLanguage(page: Page, language: string, path: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.goto(path);
}

describe.each(PHONES)('receipts on a $name phone', (phone) => {
  it('rows show draws, operators, numbers, total and state; the view shows each winning line', async () => {
    const current = await app.get();
    const numbers = await placeBets(current);
    const page = await current.newPage();
    await page.setViewportSize(phone);
    await logIn(page, current.base, 'member1');
    await page.goto(`${current.base}/receipts/`);
    await page.getByTestId('receipt-row').first().waitFor({ timeout: 30_000 });

    const winner = (await rowOf(page, numbers.winner).textContent()) ?? '';
    expect(winner).toContain('Won 2,500.00 MYR');
    expect(winner).toContain('Wed, Nov 18M');
    expect(winner).toContain('1234');
    expect(winner).toContain('6789');
    expect(winner).toContain('2.00 MYR');
    expect(await rowOf(page, numbers.loser).textContent()).toContain('No win');
    expect(await rowOf(page, numbers.open).textContent()).toMatch(/Open.*T|T.*Open/s);
    expect(await rowOf(page, numbers.voided).textContent()).toContain('VOID');
    // Only accepted bets are numbered: the refused ones between them left no gap in what the player reads.
    const shown = (
      await page
        .getByTestId('receipt-row')
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-bet-number'))))
    ).sort((a, b) => a - b);
    expect(shown).toEqual([numbers.winner, numbers.winner + 1, numbers.winner + 2, numbers.winner + 3]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `receipts-list-en-${phone.name}`);

    await rowOf(page, numbers.winner).getByRole('link').click();
    await page.getByTestId('receipt-line-win').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('receipt-line-win').allTextContents()).toEqual(['M 12342,500.00 MYR']);
    expect(await page.getByTestId('receipt-state').textContent()).toBe('Won 2,500.00 MYR');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `receipts-view-en-${phone.name}`);
  });

  it('after a void in the receipt dialog, the title says the bet was voided', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(phone);
    await logIn(page, base, 'member2');
    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    // Lucky, whose result for today is not out (the other tests publish Magnum's).
    for (const [index, text] of ['D', '#8', `${phone.width}1#1`].entries()) await row(page, index + 1).fill(text);
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByRole('button', { name: 'BET', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').waitFor({ timeout: 60_000 });
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Bet placed');
    await dialog.getByRole('button', { name: 'Void', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, void' }).click();
    await expect.poll(() => dialog.getByRole('heading').first().textContent(), { timeout: 20_000 }).toBe('Bet voided');
  });

  it('in Malay and Chinese: the receipts list, the menu and the offline start (screenshots)', async () => {
    const current = await app.get();
    const numbers = await placeBets(current);
    const context = await current.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.setViewportSize(phone);
    await logIn(page, current.base, 'member1');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const words = {
      ms: { won: 'Menang 2,500.00 MYR', lost: 'Tiada kemenangan' },
      zh: { won: '中奖 2,500.00 MYR', lost: '未中奖' },
    } as const;
    for (const language of ['ms', 'zh'] as const) {
      await inLanguage(page, language, `${current.base}/receipts/`);
      await page.getByTestId('receipt-row').first().waitFor({ timeout: 30_000 });
      expect(await rowOf(page, numbers.winner).textContent()).toContain(words[language].won);
      expect(await rowOf(page, numbers.loser).textContent()).toContain(words[language].lost);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `receipts-list-${language}-${phone.name}`);

      await page.locator('.navbar button[aria-haspopup="dialog"]').click();
      await page.locator('.menu-sheet').waitFor();
      await page.waitForFunction(() =>
        document
          .querySelector('.menu-sheet')
          ?.getAnimations()
          .every((animation) => animation.playState === 'finished'),
      );
      await screenshot(page, `menu-${language}-${phone.name}`);
      await page.keyboard.press('Escape');
      await page.locator('.menu-sheet').waitFor({ state: 'detached' });

      await page.goto(`${current.base}/results/`);
      await page.getByTestId('result-M').waitFor({ timeout: 30_000 });
      await page.goto(`${current.base}/home/`);
      await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
      await context.setOffline(true);
      await page.reload();
      await page.getByTestId('offline-notice').waitFor({ timeout: 30_000 });
      await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
      await screenshot(page, `offline-home-${language}-${phone.name}`);
      await page.goto(`${current.base}/results/`);
      await page.getByTestId('results-offline').waitFor({ timeout: 30_000 });
      await screenshot(page, `offline-results-${language}-${phone.name}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.setOffline(false);
      await page.getByTestId('results-offline').waitFor({ state: 'detached', timeout: 30_000 });
    }
  });
});
