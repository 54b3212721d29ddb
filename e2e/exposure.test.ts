// Exposure by number in Chromium at 390×844 against the real server on a fresh PGlite database: two
// players of agent1's subtree bet on M today; agent1 finds the screen from its home grid and sees each
// number's stakes by slot, its share after PT (50 % of member1's, 20 % of member3's under agent2), what it
// keeps within its max fight and its worst case over every prize rank — a starter (special) and a 3C bet
// among them, at 390×844 and 375×667 — filters and orders the list, shares it as text; another date shows
// the empty state. agent2 sees only its own subtree, in Thai. The downline form hands packages down: an
// agent takes a kind away from a new member, and a kind held below is locked. Every screen axe-clean, in
// English and Thai.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURE_LAYOUT } from '../src/ui/share/picture.ts';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { downloadedBytes } from './support/downloads.ts';
import { summaryOf, useLanguage } from './support/back-office.ts';
import { logIn, PASSWORD, placeBetByApi } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

function bet(base: string, player: string, sheet: string): Promise<void> {
  return placeBetByApi(base, player, sheet, `e2e-exposure-${player}-${sheet.length}`);
}

const rows = (page: Page) => page.getByTestId('exposure-row');

beforeAll(async () => {
  const { base } = await theApp();
  // 1234: 10 Big + 4 Small from member1 (agent1 keeps 50 %), 2 Big from member3 (agent1 keeps 50 − 30 = 20 %).
  await bet(base, 'member1', 'D\n#1\n1234#10#4\n*5678#1');
  await bet(base, 'member3', 'D\n#1\n1234#2\n9012#0#3');
  // 1000: Big 1 and SD 1 (a starter pays Big 180 + 4D 6,000); 234: 3C 2.
  await bet(base, 'member1', 'D\n#1\n1000#1#0#0#0#0#0#0#1\n234#0#2');
});

describe('exposure by number', () => {
  it('shows an agent the numbers of its subtree, its share and worst case; filters and orders them', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.getByRole('link', { name: 'Number exposure' }).click();
    await rows(page).first().waitFor({ timeout: 30_000 });
    // Worst first: 1234 (12 Big, 4 Small); agent1 keeps 10×50% + 2×20% = 5.40 of Big and 2.00 of Small.
    const first = await rows(page).first().textContent();
    expect(first).toMatch(/^1234MYR · 2 tickets/);
    expect(first).toContain('B 12.00');
    expect(first).toContain('S 4.00');
    expect(first).toContain('After PT 7.40');
    expect(first).toContain('I keep 7.40');
    // If 1234 comes first: 5.40 × 2,500 (Big 1st) + 2.00 × 3,500 (Small 1st) − 7.40 = 20,492.60.
    expect(first).toContain('Worst (1st) 20,492.60');
    await checked(page, 'exposure-en');

    // Only the numbers containing 56: the 24 of the BOX that have it in a row.
    await page.getByLabel('Number contains').fill('56');
    await page
      .getByText(/^5678MYR/)
      .first()
      .waitFor();
    for (const text of await rows(page).allTextContents()) expect(text.slice(0, 4)).toContain('56');
    // Ordered by number, and only those passed up (none: agent1 fights 50,000 a number).
    await page.getByLabel('Number contains').fill('');
    await page.getByLabel('Order by').selectOption('number');
    expect((await rows(page).first().textContent())?.slice(0, 4)).toBe('1000');
    await page.getByLabel(/^Show/).selectOption('passed');
    await page.getByText('No number matches these filters.').waitFor();
    await page.getByLabel(/^Show/).selectOption('kept');
    await rows(page).first().waitFor();
    await page.getByLabel(/^Show/).selectOption('all');
    await page.getByLabel('Order by').selectOption('worst');

    // Another date: nothing open yet.
    const dates = await page.getByLabel('Draw date').locator('option').allTextContents();
    await page.getByLabel('Draw date').selectOption(dates[1] as string);
    await page.getByTestId('exposure-empty').waitFor({ timeout: 30_000 });
    await checked(page, 'exposure-empty-en');
    await page.getByLabel('Draw date').selectOption(dates[0] as string);
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });

  it('shows a sub-agent only its own subtree, in its language (Thai)', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'agent2', PASSWORD);
    await useLanguage(page, 'th');
    await page.goto(`${base}/agent/exposure/`);
    await rows(page).first().waitFor({ timeout: 30_000 });
    const texts = await rows(page).allTextContents();
    expect(texts.map((text) => text.slice(0, 4)).sort()).toEqual(['1234', '9012']);
    // agent2 keeps 30 % of member3's 2.00 Big on 1234: 0.60; the labels are Thai.
    expect(texts.find((text) => text.startsWith('1234'))).toContain('B 2.00');
    expect(texts.find((text) => text.startsWith('1234'))).toContain('ฉันรับไว้ 0.60');
    expect(texts.find((text) => text.startsWith('1234'))).toContain('แย่ที่สุด (รางวัลที่ 1)');
    await checked(page, 'exposure-th');
    const dates = await page.locator('select').first().locator('option').allTextContents();
    await page
      .locator('select')
      .first()
      .selectOption(dates[1] as string);
    await page.getByTestId('exposure-empty').waitFor({ timeout: 30_000 });
    await checked(page, 'exposure-empty-th');
  });
});

describe('exposure on every prize rank', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 375, height: 667 },
  ]) {
    it(`a starter and a 3C bet at ${size.width}×${size.height}: stakes by slot, what agent1 keeps, its worst rank; shared as text and as a picture`, async () => {
      const { base, newContext } = await theApp();
      const context = await newContext();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
      const page = await context.newPage();
      await page.setViewportSize(size);
      const problems = watchProblems(page);
      await logIn(page, base, 'agent1');
      await page.goto(`${base}/agent/exposure/`);
      await rows(page).first().waitFor({ timeout: 30_000 });

      // 1000: Big 1 + SD 1 of member1, agent1 keeps 50 % = 1.00. As a starter it pays Big 180 + SD 6,000 =
      // 6,180 (more than the 1st's 2,500): agent1's worst is 3,090 − 1.00 = 3,089.00 (special).
      await page.getByLabel('Number contains').fill('1000');
      const starter =
        (await rows(page)
          .filter({ hasText: /^1000MYR/ })
          .textContent()) ?? '';
      expect(starter).toContain('B 1.00');
      expect(starter).toContain('SD 1.00');
      expect(starter).toContain('I keep 1.00');
      expect(starter).toContain('Worst (special) 3,089.00');

      // 234: 3C 2 of member1. The 1st, 2nd and 3rd each pay 3C 220: agent1's worst is 50 % × 440 − 1.00 = 219.00 (the 1st).
      await page.getByLabel('Number contains').fill('234');
      const threeC = page.getByTestId('exposure-row').filter({ hasText: /^234MYR/ });
      await threeC.waitFor();
      const text = (await threeC.textContent()) ?? '';
      expect(text).toContain('3C 2.00');
      expect(text).toContain('I keep 1.00');
      expect(text).toContain('Worst (1st) 219.00');
      await checked(page, `exposure-ranks-${size.width}`);

      // Shared as text: no share sheet in this browser, so the text goes to the clipboard.
      await page.getByLabel('Number contains').fill('1000');
      await page.getByRole('button', { name: 'Share as text' }).click();
      await page.getByText('Copied to the clipboard.').waitFor();
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      expect(shared).toContain('1000 MYR: B 1.00 SD 1.00 · I keep 1.00 · passed up 0.00 · worst (special) 3,089.00');

      // Shared as a picture: the same lines (title, limits, one number), downloaded in this browser.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Share as picture' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-exposure-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.png$/);
      const png = await downloadedBytes(download);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(PICTURE_LAYOUT.width);
      const oneNumber = png.readUInt32BE(20);
      await page.getByLabel('Number contains').fill('');
      const [everyNumber] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Share as picture' }).click(),
      ]);
      const taller = (await downloadedBytes(everyNumber)).readUInt32BE(20);
      // Every number of the draw instead of one: more lines, each a line's height.
      expect(taller).toBeGreaterThan(oneNumber);
      expect((taller - oneNumber) % PICTURE_LAYOUT.lineHeight).toBe(0);
      expect(problems).toEqual([]);
    });
  }
});

describe('packages in the downline form', () => {
  it('gives a new member the agent’s packages but one kind, and locks a kind held below', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    const agent1 = (await summaryOf(base, 'agent1')) as unknown as { Packages: Record<string, number> };
    await page.goto(`${base}/agent/newdownline/`);
    await page.getByLabel('User name').waitFor({ timeout: 30_000 });
    // Every kind agent1 holds is offered, set to its own package.
    const packages = page.getByRole('group', { name: 'Packages' });
    expect(await packages.locator('select').count()).toBe(Object.keys(agent1.Packages).length);
    await page.getByLabel('User name').fill('pkg7');
    await page.getByLabel('First password').fill('Start2026');
    await page.getByLabel('Credit limit').fill('10');
    await packages.getByLabel('5D6D', { exact: true }).selectOption({ label: 'None' });
    await packages.scrollIntoViewIfNeeded();
    await checked(page, 'agent-new-downline-packages-en');
    await page.getByRole('button', { name: 'New downline' }).click();
    await page.getByTestId('downline-message').waitFor({ timeout: 30_000 });
    const created = (await summaryOf(base, 'pkg7')) as unknown as { Packages: Record<string, number> };
    expect(created.Packages['5D6D']).toBeUndefined();
    expect(created.Packages['3D4D']).toBe(agent1.Packages['3D4D']);

    // agent2's 3D4D is what member3 holds: shown, not changeable.
    await page.goto(`${base}/agent/editdownline/?id=agent2`);
    await page.getByRole('group', { name: 'Packages' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('group', { name: 'Packages' }).getByLabel('3D4D', { exact: true }).isDisabled()).toBe(
      true,
    );
    await page.getByRole('group', { name: 'Packages' }).scrollIntoViewIfNeeded();
    await checked(page, 'agent-edit-downline-packages-en');
    expect(problems).toEqual([]);
  });

  it('speaks Thai in the package choices', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'agent1');
    await useLanguage(page, 'th');
    await page.goto(`${base}/agent/newdownline/`);
    const packages = page.getByRole('group', { name: 'แพ็กเกจ' });
    await packages.waitFor({ timeout: 30_000 });
    expect(await packages.locator('option', { hasText: 'ไม่มี' }).count()).toBeGreaterThan(0);
    await packages.scrollIntoViewIfNeeded();
    await checked(page, 'agent-new-downline-packages-th');
  });
});
