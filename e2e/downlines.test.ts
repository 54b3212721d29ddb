// The downline list that scales, in Chromium at 390×844 and 375×667 against the real server: agent1's
// compact rows show today's stake and credit used; searched, and ordered by today's stake (agent2's subtree
// staked most today, then member2, then member1 with none); a credit change made on the Change page shows
// in that downline's history with who and from what; the site's company account reads the change in its
// audit log. English and Chinese; every screen axe-clean, no control under 44 px.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, watchProblems } from './support/e2e-app.ts';
import { useLanguage } from './support/back-office.ts';
import { logIn, placeBetByApi } from './support/flows.ts';
import { checkedOnPhone } from './support/phone-checks.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
afterAll(app.close);

const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
] as const;

let refs = 0;
function bet(base: string, player: string, sheet: string): Promise<void> {
  return placeBetByApi(base, player, sheet, `e2e-downlines-${player}-${++refs}`);
}

const checked = checkedOnPhone;

beforeAll(async () => {
  const e2e = await app.get();
  await bet(e2e.base, 'member3', 'D\n#1\n1234#5'); // under agent2: 5.00 today
  await bet(e2e.base, 'member2', 'D\n#1\n4321#2'); // 2.00 today
});

const names = (page: Page) => page.getByTestId('downline').locator('h2').allTextContents();

describe.each(SIZES)('at $width×$height', (size) => {
  const tag = `${size.width}x${size.height}`;

  it("searches and orders the downlines by today's stake; compact rows show it with credit used", async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/agent/downlines/`);
    await page.getByTestId('downline').first().waitFor({ timeout: 30_000 });
    expect(await names(page)).toEqual(['agent2', 'member1', 'member2', 'newbie']);
    await page.getByLabel('Order by').selectOption('today');
    expect(await names(page)).toEqual(['agent2', 'member2', 'member1', 'newbie']);
    const agent2 = page.getByTestId('downline').filter({ hasText: 'agent2' });
    expect(await agent2.getByTestId('today-stake').textContent()).toBe('5.00');
    expect(await agent2.getByTestId('used-of').textContent()).toMatch(/^[\d,.]+ of [\d,.]+$/);
    await page.getByLabel('Search by name').fill('MEM');
    await page.getByTestId('downline-count').filter({ hasText: '2 of 4 shown' }).waitFor();
    expect(await names(page)).toEqual(['member2', 'member1']);
    await page.getByLabel('Search by name').fill('');
    await checked(page, `downlines-today-${tag}`);
    expect(problems).toEqual([]);
  });
});

describe('a credit change', () => {
  it("shows in the downline's history and in the site's audit log", async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(SIZES[1]);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/agent/editdownline/?id=member1`);
    await page.getByLabel('Credit limit').waitFor({ timeout: 30_000 });
    await page.getByLabel('Credit limit').fill('1200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('downline-message').waitFor({ timeout: 30_000 });

    await page.goto(`${base}/agent/downlines/`);
    await page.getByRole('link', { name: 'History of member1' }).click();
    await page.getByTestId('account-change').first().waitFor();
    const latest = page.getByTestId('account-change').first();
    expect(await latest.textContent()).toMatch(/Credit limit1,000\.00 → 1,200\.00by agent1, 2026-11-18 \d\d:\d\d UTC/);
    await checked(page, 'downline-history-375x667');
    await useLanguage(page, 'zh');
    await page.reload();
    await page.getByTestId('account-change').first().waitFor();
    expect(await page.getByTestId('account-change').first().textContent()).toContain('信用额');
    await checked(page, 'downline-history-zh-375x667');

    const company = await newPage();
    await company.setViewportSize(SIZES[0]);
    await logIn(company, base, 'admin');
    await company.goto(`${base}/house/`);
    await company.getByRole('link', { name: 'Audit log of accounts' }).click();
    await company.getByTestId('account-change').first().waitFor();
    expect(await company.getByTestId('account-change').first().textContent()).toContain('member1 · Credit limit');
    await checked(company, 'house-audit-390x844');
  });
});
