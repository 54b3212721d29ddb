// The weekly statement and "who bought a number" in Chromium at 390×844 and 375×667 against the real
// server: a week of bets and results for a two-level tree (agent1 → member1; agent1 → agent2 → member3) on
// Wed 18 and Sat 21 (both published) and Sun 22 (still open). agent1's statement shows the worked amounts
// of docs/statements.md, equal to the win/loss report of the same days; marking member1 paid writes one
// ledger entry and settles the line; member1 sees its own statement; "who bought" finds 3003's
// permutations across member1 and member3, and a tap opens the bet's receipt; the downline list is searched
// and ordered. Every screen axe-clean.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { WinLossDetail } from '../contract/reports-ledger.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { publishM } from './support/back-office.ts';
import { apiToken, logIn, placeBetByApi } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
afterAll(app.close);

const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
] as const;

let refs = 0;
function bet(base: string, player: string, sheet: string): Promise<void> {
  return placeBetByApi(base, player, sheet, `e2e-statement-${player}-${++refs}`);
}

async function winLoss(base: string, user: string): Promise<WinLossDetail> {
  const token = await apiToken(base, user);
  const answer = await fetch(`${base}/FDAPI/Report/GetMobileWinLossDetail?DateFrom=2026-11-16&DateTill=2026-11-22`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { data: WinLossDetail }).data;
}

beforeAll(async () => {
  const e2e = await app.get();
  await bet(e2e.base, 'member1', 'D\n#1\n1234#10'); // Wed: loses
  await bet(e2e.base, 'member1', 'D#21\n#1\n2002#5'); // Sat: loses
  await bet(e2e.base, 'member1', 'D#22\n#1\n3003#2'); // Sun: open
  await bet(e2e.base, 'member3', 'D\n#1\n4444#4'); // Wed: loses
  await bet(e2e.base, 'member3', 'D#21\n#1\n5105#1'); // Sat: the 1st consolation, Big 60.00
  await bet(e2e.base, 'member3', 'D#22\n#1\n3300#1'); // Sun: open
  await publishM(e2e, '2026-11-18', '5555');
  await publishM(e2e, '2026-11-21', '5555');
});

const lineOf = (page: Page, downline: string) =>
  page.locator(`[data-testid="statement-line"][data-downline="${downline}"]`);
const figure = async (page: Page, downline: string, key: string) =>
  (await lineOf(page, downline).getByTestId(`figure-${key}`).textContent())?.trim();

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  // Nothing wider than the phone: no sideways scrolling, nothing cut.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await screenshot(page, name);
}

describe.each(SIZES)('at $width×$height', (size) => {
  const tag = `${size.width}x${size.height}`;

  it("agent1's statement shows the worked amounts, equal to the win/loss report of the week", async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.getByRole('link', { name: 'Weekly statement' }).click();
    await page.getByTestId('statement-line').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('statement-week').textContent()).toBe('2026-11-16 – 2026-11-22');

    // member1: 15.00 staked, 1.50 commission, nothing won; agent1 keeps 10 % commission and 50 % of the rest.
    expect(await figure(page, 'member1', 'stake')).toBe('15.00');
    expect(await figure(page, 'member1', 'commission')).toBe('1.50');
    expect(await figure(page, 'member1', 'net')).toBe('-13.50');
    expect(await figure(page, 'member1', 'ownCommission')).toBe('1.50');
    expect(await figure(page, 'member1', 'ownShare')).toBe('6.75');
    expect(await lineOf(page, 'member1').textContent()).toContain('Open stakes 2.00');
    // agent2: member3 won 55.50 net; agent2 keeps −16.25 of it, so agent1 owes agent2 55.50 − 16.25.
    expect(await figure(page, 'agent2', 'net')).toBe('55.50');
    expect(await figure(page, 'agent2', 'belowNet')).toBe('-16.25');
    expect(await figure(page, 'agent2', 'ownCommission')).toBe('0.10');
    expect(await figure(page, 'agent2', 'ownShare')).toBe('-11.10');
    expect(await lineOf(page, 'agent2').getByTestId('statement-owes').textContent()).toBe('You owe agent2 39.25');
    expect(await page.getByTestId('statement-upline').textContent()).toBe('admin owes you 23.00');

    // Every figure is the win/loss report's for the same seven days.
    const report = await winLoss(base, 'agent1');
    const myr = report.currencies.find((section) => section.currency === 'MYR')!;
    const money = (units: number) => units.toFixed(2);
    for (const group of myr.groups) {
      expect(await figure(page, group.downline, 'stake')).toBe(money(group.totals.stake));
      expect(await figure(page, group.downline, 'commission')).toBe(money(group.totals.commission));
      expect(await figure(page, group.downline, 'win')).toBe(
        money(group.totals.win).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
      );
      expect(await figure(page, group.downline, 'net')).toBe(money(group.totals.net));
      expect(await figure(page, group.downline, 'ownNet')).toBe(money(group.totals.ownNet));
    }
    await checked(page, `statement-agent1-${tag}`);
    expect(problems).toEqual([]);
  });

  it('who bought 3003 with its permutations: member1 and member3 (under agent2); a tap opens the receipt', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.getByRole('link', { name: 'Who bought a number' }).click();
    await page.getByLabel('Number', { exact: true }).fill('3003');
    await page.getByRole('button', { name: 'Who bought it?' }).click();
    await page.getByTestId('who-group').first().waitFor({ timeout: 30_000 });
    expect(
      await page
        .getByTestId('who-group')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-player'))),
    ).toEqual(['member1']);
    await page.getByLabel('Its permutations too').check();
    await page.getByRole('button', { name: 'Who bought it?' }).click();
    await page.locator('[data-testid="who-group"][data-player="member3"]').waitFor({ timeout: 30_000 });
    expect(
      await page
        .getByTestId('who-group')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-player'))),
    ).toEqual(['member1', 'member3']);
    expect(await page.getByTestId('who-total').textContent()).toContain('MYR · 2 tickets');
    expect(await page.getByTestId('who-total').textContent()).toContain('3.00');
    await checked(page, `who-bought-${tag}`);
    await page.locator('[data-testid="who-group"][data-player="member3"]').getByTestId('who-ticket').click();
    // The dialog opens with its title at once and its lines when the receipt has been read: wait for them.
    await page.locator('dialog.receipt-dialog').getByText('3300').first().waitFor({ timeout: 30_000 });
    await checked(page, `who-bought-receipt-${tag}`);
    expect(problems).toEqual([]);
  });
});

describe.each(SIZES)('the downline list at $width×$height', (size) => {
  it('is searched by name and ordered by name or by credit used', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/agent/downlines/`);
    await page.getByTestId('downline').first().waitFor({ timeout: 30_000 });
    const names = () => page.getByTestId('downline').locator('h2').allTextContents();
    expect(await names()).toEqual(['agent2', 'member1', 'member2', 'newbie']);
    await page.getByLabel('Search by name').fill('MEM');
    await page.getByTestId('downline-count').filter({ hasText: '2 of 4 shown' }).waitFor();
    expect(await names()).toEqual(['member1', 'member2']);
    // member1 has used credit this week (a loss and an open stake), member2 none.
    await page.getByLabel('Order by').selectOption('used');
    expect(await names()).toEqual(['member1', 'member2']);
    await page.getByLabel('Order by').selectOption('available');
    expect(await names()).toEqual(['member1', 'member2']);
    await page.getByLabel('Search by name').fill('nobody');
    await page.getByTestId('downline-count').filter({ hasText: '0 of 4 shown' }).waitFor();
    expect(await page.getByText('No downline matches the search.').count()).toBe(1);
    await page.getByLabel('Search by name').fill('');
    await checked(page, `downline-list-${size.width}x${size.height}`);
    expect(problems).toEqual([]);
  });
});

describe('marking paid', () => {
  it('writes one ledger entry for member1 and settles its line; member1 sees its own statement settled', async () => {
    const { base, db, newPage } = await app.get();
    const member1 = await db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'member1')
      .executeTakeFirstOrThrow();
    const entries = () =>
      db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('user_id', '=', member1.id)
        .where('kind', '=', 'payment')
        .execute();
    expect(await entries()).toHaveLength(0);
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/statement/?week=2026-11-18`);
    await lineOf(page, 'member1').waitFor({ timeout: 30_000 });
    expect(await lineOf(page, 'member1').getByTestId('statement-owes').textContent()).toBe('member1 owes you 13.50');
    await lineOf(page, 'member1').getByRole('button', { name: 'Mark paid: member1, MYR 13.50' }).click();
    expect(await lineOf(page, 'member1').textContent()).toContain('member1 paid you MYR 13.50?');
    await screenshot(page, 'statement-confirm-paid');
    await lineOf(page, 'member1').getByTestId('confirm-paid').click();
    await lineOf(page, 'member1')
      .getByTestId('statement-owes')
      .filter({ hasText: 'Settled with member1.' })
      .waitFor({ timeout: 30_000 });
    expect((await entries()).map((entry) => Number(entry.amount_cents))).toEqual([1350]);
    expect(await figure(page, 'member1', 'paid')).toBe('13.50');
    expect(await page.getByTestId('statement-payment').textContent()).toContain('member1 paid MYR 13.50');
    await checked(page, 'statement-paid');

    const player = await newPage();
    await logIn(player, base, 'member1');
    await player.goto(`${base}/statement/`);
    await lineOf(player, 'member1').waitFor({ timeout: 30_000 });
    expect(await lineOf(player, 'member1').getByTestId('statement-owes').textContent()).toBe('Settled with agent1.');
    expect(await player.getByRole('button', { name: /Mark/ }).count()).toBe(0);
    await checked(player, 'statement-member1');
    expect(problems).toEqual([]);
  });
});
