// The results pages end to end, in Chromium at 390×844 against the real server on a fresh
// PGlite database with 30 days of demo results: the public results page and its tabs, ?color, a result
// published while the page is open (and the 304s of the polls before it), the jackpot toggle; strike,
// payout and results text as a member and as an agent, in English and Chinese. axe on every screen.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logIn } from './support/flows.ts';
import { demoJackpotCents } from '../server/services/results/jackpot.ts';
import { drawTakesPlaceAt } from '../src/core/domain/result-timing.ts';

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

const TODAY = '2026-11-18'; // the app's Wednesday (e2e-app.ts START_INSTANT)
const starters = (base: number) => Array.from({ length: 13 }, (_, i) => String(base + i));
const consolations = (base: number) => Array.from({ length: 10 }, (_, i) => String(base + i));

/**
 * Publishes a result as the operator (pin 8888's `admin`), through the public API, with the server's clock
 * at the draw's time (a result only after its draw), then back to the test's morning.
 */
async function publish(
  base: string,
  drawType: string,
  first: string,
  drawDate = TODAY,
  extra: object = {},
): Promise<void> {
  await (
    await theApp()
  ).at(drawTakesPlaceAt(drawType, drawDate), () => publishNow(base, drawType, first, drawDate, extra));
}

async function publishNow(
  base: string,
  drawType: string,
  first: string,
  drawDate: string,
  extra: object,
): Promise<void> {
  const token = await apiToken(base, 'admin');
  const fourD = { first, second: '5555', third: '6666', starters: starters(1000), consolations: consolations(2000) };
  const answer = await fetch(`${base}/admin/results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ drawType, drawDate, fourD, ...extra }),
  });
  expect(((await answer.json()) as { status: string }).status).toBe('S100');
}

const card = (page: Page, drawType: string) => page.getByTestId(`result-${drawType}`);

async function expectClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('the results page', () => {
  it('shows an anonymous visitor whole results without the navbar, never sending it to /login/', async () => {
    const { base, newPage } = await theApp();
    // The e2e database has no results of its own: Sunday's, as an operator publishes them.
    await publish(base, 'M', '1357', '2026-11-15');
    await publish(base, 'T', '2468', '2026-11-15', {
      fiveD: { first: '12345', second: '54321', third: '11111' },
      sixD: { first: '123450' },
    });
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${base}/results/`);
    await card(page, 'M').getByText('1357').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${base}/results/`);
    expect(await page.getByRole('navigation', { name: 'Open the menu' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open the menu' }).count()).toBe(0);
    // Every draw type's latest result: 13 cards; Magnum's with its 3 top prizes, 13 starters and 10 consolations.
    expect(await page.locator('.result-card').count()).toBe(13);
    const magnum = card(page, 'M');
    expect(await magnum.locator('.top-prizes .prize').count()).toBe(3);
    expect(await magnum.locator('.prize-grid .prize').count()).toBe(23);
    expect(await magnum.locator('.prize-number, mark').allTextContents()).not.toContain('----');
    // Toto has the 5D and 6D tables; Lucky the 6D one.
    expect(await card(page, 'T').getByRole('heading', { name: '5D' }).count()).toBe(1);
    expect(await card(page, 'T').locator('.game-prizes').first().textContent()).toContain('2345');
    expect(await card(page, 'L').getByRole('heading', { name: '6D' }).count()).toBe(1);
    expect(await magnum.getByRole('heading', { name: '6D' }).count()).toBe(0);
    // A number typed is marked wherever it appears.
    const prize1 = (await magnum.locator('.top-prizes .prize').first().textContent()) ?? '';
    await page.getByLabel('Find a number').fill(prize1);
    await magnum.locator('mark', { hasText: prize1 }).first().waitFor();
    await expectClean(page);
    await screenshot(page, 'results-anonymous');
    expect(problems).toEqual([]);
  });

  it('takes the tab highlight from ?color (6 hex digits only) and keeps every tab on reload', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/results/?color=ff0000`);
    const active = page.locator('.results-tabs a[aria-current="page"]');
    await active.waitFor({ timeout: 30_000 });
    expect(await active.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 0, 0)');
    await page.goto(`${base}/results/?color=red`);
    await active.waitFor({ timeout: 30_000 });
    expect(await active.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgb(255, 0, 0)');

    for (const letter of ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N']) {
      await page.getByTestId(`tab-${letter}`).click();
      await page.waitForURL(`${base}/results/tab_${letter}/`);
      await page.reload();
      await page.getByTestId(`tab-${letter}`).and(page.locator('[aria-current="page"]')).waitFor({ timeout: 30_000 });
      await page.locator(`.result-card.op-${letter}`).first().waitFor({ timeout: 30_000 });
    }
    // L, A and N have the time picker; a picked date and time are in the URL and survive a reload. The two
    // are changed in one task, as a fast second tap lands before the router has rendered the first: the
    // date's change must start from the address with the time in it, not from the render before.
    await page.getByRole('button', { name: '3 PM' }).waitFor();
    await page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.draw-picker button')];
      const date = document.querySelector<HTMLSelectElement>('.draw-picker select');
      if (date === null) throw new Error('no date picker');
      buttons.find((button) => button.textContent === '3 PM')?.click();
      date.value = '2026-11-16';
      date.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.waitForURL(/date=2026-11-16/);
    expect(new URL(page.url()).searchParams.get('time')).toBe('3pm');
    await page.reload();
    await card(page, 'N3').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Draw date').inputValue()).toBe('2026-11-16');
    expect(await page.getByRole('button', { name: '3 PM' }).getAttribute('aria-pressed')).toBe('true');
    await expectClean(page);
    await screenshot(page, 'results-tab-N');
    // Not a tab: back to the all tab.
    await page.goto(`${base}/results/tab_X/`);
    await page.waitForURL(`${base}/results/`);
  });

  it('without the result stream, shows a result an operator publishes while the page is open within one poll, no reload; unchanged polls are 304', async () => {
    const { base, browser } = await theApp();
    const context: BrowserContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    try {
      // 19:40 GMT+8 on the Wednesday: PMP's 19:00 draw is due, so the page polls.
      await context.clock.setFixedTime(Date.parse(`${TODAY}T19:40:00+08:00`));
      const page = await context.newPage();
      // The result stream down (a proxy that drops it): the page falls back to the 5-second poll.
      await page.route('**/live/results', (route) => route.abort());
      const polls: Response[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/Result/GetLatestResult?DrawTypeCode=P')) polls.push(response);
      });
      await page.goto(`${base}/results/tab_P/`);
      const pmp = card(page, 'P');
      await pmp.waitFor({ timeout: 30_000 });
      expect(await pmp.locator('.result-state').textContent()).toBe('Waiting');
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // Unchanged: the server answers 304 without a body.
      await expect.poll(() => polls.some((response) => response.status() === 304), { timeout: 30_000 }).toBe(true);

      await publish(base, 'P', '4321');
      await pmp.locator('.top-prizes').getByText('4321').waitFor({ timeout: 30_000 });
      expect(await pmp.locator('.result-state').textContent()).toBe('Final');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await screenshot(page, 'results-published');
    } finally {
      await context.close();
    }
  });

  it('toggles the L and A jackpot banners between MYR and USD with a tap', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/results/`);
    const lucky = page.getByTestId('banner-L');
    await lucky.waitFor({ timeout: 30_000 });
    const amount = async () =>
      Number(((await lucky.locator('.jackpot-banner-amount').textContent()) ?? '').replace(/[^\d.]/g, ''));
    expect(await lucky.textContent()).toContain('MYR');
    const myr = await amount();
    expect(myr).toBe(demoJackpotCents('L', TODAY) / 100); // the server's cents, shown as they are
    await page.getByRole('button', { name: 'Show the jackpots in USD' }).click();
    await lucky.filter({ hasText: 'USD' }).waitFor();
    expect(await amount()).toBeCloseTo(myr / 4, 2);
    await page.getByRole('button', { name: 'Show the jackpots in MYR' }).click();
    await lucky.filter({ hasText: 'MYR' }).waitFor();
  });
});

describe('strike, payout and results text', () => {
  it('a member sees its win after settlement, its package rates, and copies the results text', async () => {
    const { base, newContext } = await theApp();
    // The bet and its result, through the public API, before the browser logs in (a login ends other sessions).
    const memberToken = await apiToken(base, 'member1');
    const bet = await fetch(`${base}/FDAPI/Bet/PostBet`, {
      method: 'POST',
      headers: { authorization: `Bearer ${memberToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Currency: 'MYR',
        UserId: 'member1',
        ClientRef: 'e2e-results-strike',
        BetString: 'D\n#1\n8642#2',
      }),
    });
    expect(((await bet.json()) as { status: string }).status).toBe('S100');
    const payout = (await (
      await fetch(`${base}/FDAPI/Report/GetPayout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${memberToken}` },
      })
    ).json()) as {
      data: { fourD: { rows: { tier: string; bigCents: number }[] }[] };
    };
    await publish(base, 'M', '8642');

    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    for (const name of ['Results', 'Strike', 'Payout', 'Results text'])
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(1);
    // The cut-off countdown, from the server's calendar and the app's clock (a Wednesday morning, GMT+8).
    expect(await page.getByTestId('cutoff').textContent()).toMatch(/\d+ h \d+ min\s*Magnum/);
    await screenshot(page, 'home-cutoff-member');

    await page.getByRole('link', { name: 'Strike', exact: true }).click();
    const table = page.getByTestId('strike-table');
    await table.waitFor({ timeout: 30_000 });
    const row = table.locator('tbody tr', { hasText: '8642' });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('1st');
    expect(await row.locator('td').nth(4).textContent()).toBe('2.00');
    expect(Number((await row.locator('td').nth(5).textContent())?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(await page.getByTestId('strike-total-MYR').textContent()).toContain('tickets: 1');
    await expectClean(page);
    await screenshot(page, 'strike-member');
    // A date without wins: the empty state.
    await page.getByLabel('Draw date').selectOption('2026-11-17');
    await page.getByTestId('strike-empty').waitFor({ timeout: 30_000 });

    await page.goto(`${base}/payout/`);
    const fourD = page.getByTestId('payout-4d-0');
    await fourD.waitFor({ timeout: 30_000 });
    const first = payout.data.fourD[0]?.rows.find((tier) => tier.tier === '1st');
    const shownBig = (await fourD.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
    expect(shownBig).toBe(
      (Number(first?.bigCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    expect(await fourD.locator('thead').textContent()).toContain('SA-B-C-D-E');
    await page.getByTestId('payout-5d-0').waitFor();
    await page.getByTestId('payout-6d-0').waitFor();
    await expectClean(page);
    await screenshot(page, 'payout-member');

    await page.goto(`${base}/resultstext/`);
    const text = page.getByTestId('results-text');
    await text.waitFor({ timeout: 30_000 });
    expect(await text.textContent()).toContain(`Results ${TODAY}`);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByTestId('share-message').filter({ hasText: 'Copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await text.textContent());
    await expectClean(page);
    await screenshot(page, 'resultstext-member');

    await page.goto(`${base}/results/tab_M/`);
    await card(page, 'M').getByText('8642').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Open the menu' }).waitFor();
    await expectClean(page);
    await screenshot(page, 'results-member');
    expect(problems).toEqual([]);
  });

  it('an agent, in Chinese, filters its subtree by player on every screen', async () => {
    const { base, newContext } = await theApp();
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem('language', 'zh'));
    const page = await context.newPage();
    await page.goto(`${base}/login/`);
    await page.locator('input[autocomplete="username"]').fill('agent1');
    await page.locator('input[type="password"]').first().fill('Demo2026');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/home\/$/, { timeout: 30_000 });

    await page.goto(`${base}/strike/`);
    await page.getByLabel('玩家').waitFor({ timeout: 30_000 });
    await page.getByTestId('strike-table').or(page.getByTestId('strike-empty')).waitFor({ timeout: 30_000 });
    await expectClean(page);
    await screenshot(page, 'strike-agent-zh');
    await page.goto(`${base}/payout/`);
    await page.getByTestId('payout-4d-0').waitFor({ timeout: 30_000 });
    await expectClean(page);
    await screenshot(page, 'payout-agent-zh');
    await page.goto(`${base}/resultstext/`);
    await page.getByTestId('results-text').waitFor({ timeout: 30_000 });
    await expectClean(page);
    await screenshot(page, 'resultstext-agent-zh');
    await page.goto(`${base}/results/tab_L/`);
    await card(page, 'L').waitFor({ timeout: 30_000 });
    await expectClean(page);
    await screenshot(page, 'results-agent-zh');
  });
});
