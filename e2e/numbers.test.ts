// The numbers page end to end, in Chromium against the real server on a fresh PGlite database: results
// published through the operator's call, then a number looked up (its counts by prize, and the
// permutations switch adding its orderings' hits), an operator's hot and cold numbers for a seeded period,
// and a receipt shared as a PNG whose pixels are checked against the bet's own line drawn the same way.
// axe on every view, 44 px targets, screenshots at 390×844 and 375×667 in English and Chinese.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { drawTakesPlaceAt } from '../src/core/domain/result-timing.ts';
import { PICTURE_LAYOUT } from '../src/ui/share/picture.ts';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, SCREENSHOTS, watchProblems } from './support/e2e-app.ts';
import { downloadedBytes } from './support/downloads.ts';
import { apiToken, logIn, row, waitForSheetStatus } from './support/flows.ts';
import { PHONES } from './support/phones.ts';
import { smallTargets } from './support/targets.ts';

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const app = appPerFile();
afterAll(app.close);

const range = (base: number, count: number) => Array.from({ length: count }, (_, i) => String(base + i));

/** Publishes a 4D result as the operator, with the server's clock at the draw's time. */
async function publish(drawType: string, drawDate: string, fourD: object): Promise<void> {
  const { base, at } = await app.get();
  await at(drawTakesPlaceAt(drawType, drawDate), async () => {
    const token = await apiToken(base, 'admin');
    const answer = await fetch(`${base}/admin/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ drawType, drawDate, fourD }),
    });
    expect(((await answer.json()) as { status: string }).status).toBe('S100');
  });
}

let published = false;
/** Magnum on Sunday: 1234 is its 1st. PMP on Saturday: 4321 its 1st, 1234 a consolation. */
async function publishKnownResults(): Promise<void> {
  if (published) return;
  published = true;
  await publish('M', '2026-11-15', {
    first: '1234',
    second: '5555',
    third: '6666',
    starters: range(1000, 13),
    consolations: range(2000, 10),
  });
  await publish('P', '2026-11-14', {
    first: '4321',
    second: '5556',
    third: '6667',
    starters: range(3000, 13),
    consolations: ['1234', ...range(2001, 9)],
  });
}

async function counts(page: Page): Promise<Record<string, string>> {
  const table = page.getByTestId('lookup-counts');
  const entries = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-rank') ?? '', row.querySelector('td')?.textContent ?? '']),
    );
  return Object.fromEntries(entries);
}

describe('the number lookup', () => {
  it("shows every hit of 1234 with its counts; permutations add 4321's 1st", async () => {
    await publishKnownResults();
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${base}/numbers/`);
    const input = page.getByRole('textbox', { name: 'Number to look up' });
    await input.fill('1234');
    await page.getByText('1234 was drawn 2 times.').waitFor({ timeout: 30_000 });
    expect(await counts(page)).toEqual({ '1st': '1', '2nd': '0', '3rd': '0', special: '0', consolation: '1' });
    const hits = page.getByTestId('lookup-hit');
    expect(await hits.count()).toBe(2);
    expect(await hits.first().textContent()).toContain('2026-11-15');
    expect(await hits.first().textContent()).toContain('Magnum');
    expect(await hits.nth(1).textContent()).toContain('Consolation');
    expect(await page.getByText(/Last came on 2026-11-15 .*\(3 days ago\)/).count()).toBe(1);

    // A click, not check(): the switch follows the URL, which the router changes in a transition, so under
    // load the box can still show its old state when check() looks right after the click. The answer below
    // is what the switch changes.
    await page.getByRole('switch', { name: /Permutations too/ }).click();
    await page.getByText('1234 was drawn 3 times.').waitFor({ timeout: 20_000 });
    expect(await counts(page)).toEqual({ '1st': '2', '2nd': '0', '3rd': '0', special: '0', consolation: '1' });
    expect(await hits.count()).toBe(3);
    expect(page.url()).toContain('perm=1');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    // A 3D number: the endings of the top three prizes (234 ends Magnum's 1st only).
    await page.getByRole('switch', { name: /Permutations too/ }).click();
    await input.fill('234');
    await page.getByText('234 was drawn 1 time.').waitFor({ timeout: 20_000 });
    expect(await hits.first().textContent()).toContain('matched 234');

    // A number never drawn.
    await input.fill('9876');
    await page.getByText('9876 is not among the stored results.').waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });

  it('loads the next page of a number with more hits than a page when the list is scrolled to its end', async () => {
    // Ten Lucky draws whose 26 prizes hold all 24 orderings of 5678: 240 hits, more than a page (200).
    const orderings = [
      ...new Set(
        Array.from({ length: 4 ** 4 }, (_, i) => [0, 1, 2, 3].map((d) => '5678'[Math.floor(i / 4 ** d) % 4]).join('')),
      ),
    ].filter((number) => [...number].sort().join('') === '5678');
    expect(orderings).toHaveLength(24);
    const prizes = [...orderings, '9000', '9001'];
    for (let day = 1; day <= 10; day++) {
      await publish('L', `2026-11-${String(day).padStart(2, '0')}`, {
        first: prizes[0],
        second: prizes[1],
        third: prizes[2],
        starters: prizes.slice(3, 16),
        consolations: prizes.slice(16, 26),
      });
    }
    const { base, newPage } = await app.get();
    const page = await newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/Numbers/Lookup')) asked.push(request.url());
    });
    await page.goto(`${base}/numbers/?n=5678&perm=1`);
    await page.getByText('5678 was drawn 240 times.').waitFor({ timeout: 30_000 });
    const hits = page.getByTestId('lookup-hit');
    const setSize = async () => Number(await page.locator('.numbers-hits li').first().getAttribute('aria-setsize'));
    // The first page holds whole draws: nine draws of 24 (the 200th hit is in the ninth).
    expect(await setSize()).toBe(216);
    expect(await hits.first().textContent()).toContain('2026-11-10');
    expect(asked).toHaveLength(1);
    const nextPage = page.waitForResponse((response) => response.url().includes('cursor='));
    await page.locator('.numbers-hits').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await nextPage;
    await page.waitForFunction(
      () => document.querySelector('.numbers-hits li')?.getAttribute('aria-setsize') === '240',
    );
    await page.locator('.numbers-hits').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await page.locator('.numbers-hits li[aria-posinset="240"]').waitFor();
    expect(await page.locator('.numbers-hits li[aria-posinset="240"]').textContent()).toContain('2026-11-01');
    expect(asked).toHaveLength(2);
    expect(decodeURIComponent(asked[1] ?? '')).toContain('cursor=2026-11-02~L');
  });

  it('looks right at both phone sizes in English and Chinese', async () => {
    await publishKnownResults();
    const { base, newContext } = await app.get();
    for (const language of ['en', 'zh']) {
      for (const phone of PHONES) {
        const context = await newContext();
        const page = await context.newPage();
        await page.setViewportSize({ width: phone.width, height: phone.height });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await page.goto(`${base}/numbers/?n=1234&perm=1`);
        await page.getByTestId('lookup-hit').first().waitFor({ timeout: 30_000 });
        expect(await axeViolations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await screenshot(page, `numbers-lookup-${language}-${phone.name}`);
        await page.goto(`${base}/numbers/?view=hot-cold&dt=M&days=30`);
        await page.getByTestId('hot-table').waitFor({ timeout: 30_000 });
        expect(await axeViolations(page)).toEqual([]);
        expect(await smallTargets(page)).toEqual([]);
        await screenshot(page, `numbers-hot-cold-${language}-${phone.name}`);
        await page.getByTestId('digit-table').scrollIntoViewIfNeeded();
        await screenshot(page, `numbers-digits-${language}-${phone.name}`);
        await context.close();
      }
    }
  });
});

describe('hot and cold numbers', () => {
  it("counts Magnum's 30 days: one draw, its 26 numbers once each, digits by position", async () => {
    await publishKnownResults();
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.goto(`${base}/numbers/`);
    await page.getByRole('button', { name: 'Hot & cold' }).click();
    await page.getByRole('combobox', { name: 'Operator' }).selectOption('M');
    await page.getByRole('button', { name: '30 days' }).click();
    const hot = page.getByTestId('hot-table');
    await hot.waitFor({ timeout: 30_000 });
    expect(await hot.locator('caption').textContent()).toBe(
      'Most drawn 4D numbers from 2026-10-20 to 2026-11-18 (1 draw)',
    );
    const hotRows = await hot.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent));
    expect(hotRows.slice(0, 3)).toEqual(['10001', '10011', '10021']);
    const cold = await page.getByTestId('cold-table').locator('tbody tr').first().textContent();
    expect(cold).toBe('00000Never');
    // Digits: 14 of the 26 numbers start with 1 (1234 and the starters 1000–1012); none starts with 7.
    const digitRow = (digit: number) => page.getByTestId('digit-table').locator('tbody tr').nth(digit).locator('td');
    expect(await digitRow(1).first().textContent()).toBe('14');
    expect(await digitRow(7).first().textContent()).toBe('0');
    // PMP's numbers are not Magnum's: its hot list starts with its consolation 1234, not Magnum's 1000.
    await page.getByRole('combobox', { name: 'Operator' }).selectOption('P');
    await page.getByRole('button', { name: '90 days' }).click();
    await page.getByTestId('hot-table').getByText('2026-08-21').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('hot-table').locator('tbody tr').first().textContent()).toBe('12341');
    expect(await axeViolations(page)).toEqual([]);
  });
});

/**
 * Decodes a PNG in a blank page and compares one text line of it with the same text drawn by the page's own
 * canvas in the picture's font and place: the share of pixels that differ in that line's band.
 */
async function lineDifference(
  page: Page,
  png: Buffer,
  text: string,
  lineY: number,
): Promise<{ width: number; height: number; differing: number; inked: number }> {
  return page.evaluate(
    async ({ data, text, lineY, layout }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const oracle = document.createElement('canvas');
      oracle.width = image.width;
      oracle.height = image.height;
      const drawn = oracle.getContext('2d')!;
      drawn.fillStyle = layout.background;
      drawn.fillRect(0, 0, oracle.width, oracle.height);
      drawn.fillStyle = layout.text;
      drawn.font = layout.lineFont;
      drawn.fillText(text, layout.padding, lineY);
      const top = lineY - 32;
      const height = 44;
      const a = context.getImageData(0, top, image.width, height).data;
      const b = drawn.getImageData(0, top, image.width, height).data;
      let differing = 0;
      let inked = 0;
      for (let i = 0; i < a.length; i += 4) {
        const diff = Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
        if (diff > 60) differing++;
        if (a[i]! < 128) inked++;
      }
      return { width: image.width, height: image.height, differing, inked };
    },
    { data: png.toString('base64'), text, lineY, layout: PICTURE_LAYOUT },
  );
}

describe('share as a picture', () => {
  it("saves a receipt as a PNG showing the bet's own line", async () => {
    const { base, newContext } = await app.get();
    const context = await newContext();
    const page = await context.newPage();
    await logIn(page, base, 'member1');
    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    for (const [index, text] of ['D#19', '#18', '4321#1'].entries()) await row(page, index + 1).fill(text);
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByRole('button', { name: 'BET', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    const lines = ((await dialog.getByTestId('receipt-text').textContent()) ?? '').split('\n');
    const betLine = lines.findIndex((line) => /^L 4321 B 1\.00 = 1\.00$/.test(line));
    expect(betLine).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Share as picture' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'numbers-receipt-share-en-390x844');
    // Headless Chromium has no file sharing: the picture comes as a download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Share as picture' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^tikam-demo-receipt-\d+\.png$/);
    const png = await downloadedBytes(download);
    mkdirSync(SCREENSHOTS, { recursive: true });
    writeFileSync(join(SCREENSHOTS, 'numbers-receipt-picture.png'), png);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await dialog.getByText('Picture saved to your downloads.').waitFor();

    // The bet's line, at its place: drawn the same way it matches; a different number does not.
    const blank = await context.newPage();
    const y = PICTURE_LAYOUT.titleTop + PICTURE_LAYOUT.firstLineGap + betLine * PICTURE_LAYOUT.lineHeight;
    const same = await lineDifference(blank, png, lines[betLine]!, y);
    const other = await lineDifference(blank, png, 'L 4322 B 1.00 = 1.00', y);
    expect(same.width).toBe(PICTURE_LAYOUT.width);
    expect(same.height).toBeGreaterThan(y);
    expect(same.inked).toBeGreaterThan(300);
    expect(same.differing).toBeLessThan(20);
    expect(other.differing).toBeGreaterThan(100);
    await context.close();
  });

  it("saves a draw's result and a number's history as PNGs of the picture's width, taller with more lines", async () => {
    await publishKnownResults();
    const { base, newPage } = await app.get();
    const page = await newPage();
    /** The PNG's size from its header (IHDR: width and height, big-endian, at bytes 16 and 20). */
    const saved = async (button: ReturnType<Page['getByRole']>) => {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const png = await downloadedBytes(download);
      return { name: download.suggestedFilename(), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
    };
    await page.goto(`${base}/results/tab_M/?date=2026-11-15`);
    const result = await saved(page.getByRole('button', { name: 'Share as picture' }));
    expect(result.name).toMatch(/-result-m-2026-11-15\.png$/);
    expect(result.width).toBe(PICTURE_LAYOUT.width);
    // 3 top prizes, 2 headings, 3 + 2 lines of specials and consolations.
    expect(result.height).toBeGreaterThan(PICTURE_LAYOUT.titleTop + 10 * PICTURE_LAYOUT.lineHeight);

    await page.goto(`${base}/numbers/?n=9876`);
    await page.getByText('9876 is not among the stored results.').waitFor({ timeout: 30_000 });
    const never = await saved(page.getByRole('button', { name: 'Share as picture' }));
    await page.goto(`${base}/numbers/?n=1234&perm=1`);
    await page.getByText('1234 was drawn 3 times.').waitFor({ timeout: 30_000 });
    const drawn = await saved(page.getByRole('button', { name: 'Share as picture' }));
    expect(drawn.name).toMatch(/-number-1234\.png$/);
    expect(drawn.height - never.height).toBe(3 * PICTURE_LAYOUT.lineHeight);
  });
});
