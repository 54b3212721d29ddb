// Every word in the user's language, on a phone (390×844 and 375×667), in Malay and Chinese: the agent's
// win/loss report (a pending column for stakes still awaiting a result, every heading translated, no English
// text block), the bet statistic, the payout table's BIG/SMALL, the forms' BET word (one word per language:
// the sheet's), the notice ticker, and the results text a player copies and shares.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { publishM, useLanguage } from './support/back-office.ts';
import { apiToken, logIn } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
afterAll(app.close);

const TODAY = '2026-11-18'; // the app's Wednesday (e2e-app.ts START_INSTANT)
const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
] as const;

const WORDS = {
  ms: {
    pending: 'Tertunda',
    stake: 'Taruhan',
    statistic: 'Statistik taruhan',
    tickets: 'tiket 1',
    big: 'BESAR',
    small: 'KECIL',
    results: `Keputusan ${TODAY}`,
    first: 'Pertama 1234',
    special: 'Istimewa ',
    copied: 'Disalin',
  },
  zh: {
    pending: '待开奖',
    stake: '投注额',
    statistic: '投注统计',
    tickets: '注数 1',
    big: '大',
    small: '小',
    results: `开奖结果 ${TODAY}`,
    first: '头奖 1234',
    special: '特别奖 ',
    copied: '已复制',
  },
} as const;
/** English the server used to write into these screens. */
const ENGLISH = /\b(stake|pending|tickets|Win\/Loss|Bet statistic|Results|Consolation|Special|1st|BIG|SMALL)\b/;

/** Bets by two of agent1's players, placed through the API before any browser logs them in. */
let placed: Promise<void> | undefined;
function placeBets(base: string): Promise<void> {
  placed ??= (async () => {
    for (const [player, line] of [
      ['member1', '1234#1'],
      ['member2', '5678#2'],
    ] as const) {
      const token = await apiToken(base, player);
      const answer = await fetch(`${base}/FDAPI/Bet/PostBet`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          Currency: 'MYR',
          UserId: player,
          ClientRef: `language-${player}-0001`,
          BetString: `D\n#1\n${line}`,
        }),
      });
      expect(((await answer.json()) as { status: string }).status).toBe('S100');
    }
  })();
  return placed;
}

async function opened(page: Page, base: string, path: string, testId: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByTestId(testId).first().waitFor({ timeout: 30_000 });
}

const CASES = SIZES.flatMap((size) =>
  (['ms', 'zh'] as const).map((language) => ({ size, language, tag: `${size.width}x${size.height}` })),
);

// In this order: the report's cases see the stakes pending; the results text's come after the result is out.
describe('before the result', () => {
  it.each(CASES)(
    'the agent’s report, statistic and payout speak $language at $tag',
    async ({ size, language, tag }) => {
      const words = WORDS[language];
      const { base, newPage } = await app.get();
      await placeBets(base);
      const page = await newPage();
      await page.setViewportSize(size);
      const problems = watchProblems(page);
      await logIn(page, base, 'agent1');
      await useLanguage(page, language);

      // Before any result: the stakes show as pending, per downline and in the total, not as 0.00 stake.
      await opened(page, base, '/report/', 'report-table');
      const table = page.getByTestId('report-table');
      const heads = await table.locator('thead th').allTextContents();
      expect(heads).toContain(words.pending);
      expect(heads).toContain(words.stake);
      const pendingOf = async (name: string) =>
        table
          .getByTestId('report-row')
          .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
          .getByTestId('report-pending')
          .textContent();
      expect(await pendingOf('member1')).toBe('1.00');
      expect(await pendingOf('member2')).toBe('2.00');
      expect(await page.locator('main').textContent()).not.toMatch(ENGLISH);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `report-agent-${language}-${tag}`);

      await opened(page, base, '/settings/betstatistics/', 'player-select');
      await page.getByTestId('player-select').selectOption('member1');
      await page.locator('form.bo-form button[type="submit"]').click();
      const statistic = page.getByTestId('statistics-text').filter({ hasText: '1234' });
      await statistic.waitFor({ timeout: 30_000 });
      const text = (await statistic.textContent()) ?? '';
      expect(text).toContain(words.statistic);
      expect(text).toContain(words.tickets);
      expect(text).not.toMatch(ENGLISH);
      await screenshot(page, `statistic-agent-${language}-${tag}`);

      await opened(page, base, '/payout/', 'payout-4d-0');
      expect(await page.getByTestId('payout-4d-0').locator('thead th').allTextContents()).toEqual(
        expect.arrayContaining([words.big, words.small]),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(SIZES)(
    'the forms’ BET is the sheet’s word in Malay at $width×$height (BERTARUH), and the ticker is Malay',
    async (size) => {
      const { base, newPage } = await app.get();
      const page = await newPage();
      await page.setViewportSize(size);
      await logIn(page, base, 'member1');
      await useLanguage(page, 'ms');
      for (const path of ['/sheet/', '/bet1/', '/bet2/', '/bet3/']) {
        await page.goto(`${base}${path}`);
        await page.getByRole('button', { name: 'BERTARUH', exact: true }).first().waitFor({ timeout: 30_000 });
        expect(await page.getByRole('button', { name: 'BET', exact: true }).count(), path).toBe(0);
      }
      // The notice ticker: the operator's message in Malay (the demo site has one per language).
      await page.goto(`${base}/home/`);
      await page
        .getByRole('region', { name: /./ })
        .filter({ hasText: 'Selamat datang ke Tikam Demo. Semoga berjaya!' })
        .first()
        .waitFor({ timeout: 30_000 });
      // It holds still for a phone that asks for reduced motion (the tests' default) and scrolls for one that does not.
      const tickerMoves = () =>
        page.locator('.ticker-track').evaluate((track) => track.getAnimations().some((a) => a.playState === 'running'));
      expect(await tickerMoves()).toBe(false);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(tickerMoves).toBe(true);
    },
  );
});

let published: Promise<void> | undefined;
describe('after the result', () => {
  it.each(CASES)('the results text a player copies is in $language at $tag', async ({ size, language, tag }) => {
    const words = WORDS[language];
    const running = await app.get();
    const { base, newContext } = running;
    await placeBets(base);
    published ??= publishM(running, TODAY, '1234');
    await published;
    const context = await newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    await page.setViewportSize(size);
    await logIn(page, base, 'member2');
    await useLanguage(page, language);
    await opened(page, base, '/resultstext/', 'results-text');
    const text = page.getByTestId('results-text');
    await text.filter({ hasText: words.first }).waitFor({ timeout: 30_000 });
    const shown = (await text.textContent()) ?? '';
    expect(shown.startsWith(words.results)).toBe(true);
    expect(shown).toContain(words.special);
    expect(shown).not.toMatch(ENGLISH);
    await page.getByTestId('share-message').waitFor({ state: 'attached' });
    await page.locator('.share-actions button').first().click();
    await page.getByTestId('share-message').filter({ hasText: words.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `resultstext-${language}-${tag}`);
  });
});
