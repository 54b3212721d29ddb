// Receipts end to end, in Chromium at 390×844 against the real server: a bet on a day without a
// Magnum draw names only Lucky (line notes and receipt); the bet is found in /receipts/ by each search type,
// opened at its own URL (reload keeps it), voided, and rebet as a new bet with a new GUID while the old one
// stays void; the receipt speaks Chinese to an agent in Chinese; a typed sheet survives a reload.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logIn, row, waitForSheetStatus } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 });

const app = appPerFile();
afterAll(app.close);

const note = (page: Page, line: number) => page.locator(`#sheet-row-note-${line}`);
/** Thursday 2026-11-19: Lucky draws (daily), Magnum does not (Wed/Sat/Sun). The app's clock is Wednesday the 18th. */
const THURSDAY_SHEET = ['D#19', '#18', '4321#1'];

interface ApiReceipt {
  betNumber: number;
  GUID: string;
  status: string;
  rebetString: string;
  receipt?: { dates: { date: string; drawTypes: string[] }[] };
}
async function receiptsOf(base: string, token: string, query: string): Promise<ApiReceipt[]> {
  const answer = await fetch(`${base}/FDAPI/Report/GetReceipts?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { data?: { items?: ApiReceipt[] } };
  return body.data?.items ?? [];
}

async function openSheet(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sheet/`);
  await row(page, 1).waitFor({ timeout: 30_000 });
}

async function search(page: Page, type: string, betNo?: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Show' }).selectOption(type);
  if (betNo !== undefined) await page.getByRole('textbox', { name: 'Bet number' }).fill(betNo);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const rows = (page: Page) => page.locator('.receipt-row');

describe('receipts', () => {
  it('bets #18 on a Thursday (L only), finds it by every search type, voids it and rebets it', async () => {
    const { base, newContext } = await app.get();
    const page = await (await newContext()).newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    await openSheet(page, base);

    // Line notes: only Lucky draws on the 19th.
    for (const [index, text] of THURSDAY_SHEET.entries()) await row(page, index + 1).fill(text);
    await waitForSheetStatus(page, 'Sheet OK');
    await expect.poll(() => note(page, 2).textContent(), { timeout: 20_000 }).toBe('L');
    expect(await note(page, 3).textContent()).toMatch(/· L ·/);
    expect(await note(page, 3).textContent()).not.toMatch(/M/);

    // The typed sheet survives a reload.
    await page.reload();
    await row(page, 3).waitFor({ timeout: 30_000 });
    expect(await row(page, 3).inputValue()).toBe('4321#1');
    await waitForSheetStatus(page, 'Sheet OK');

    await page.getByRole('button', { name: 'BET', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    const receipt = (await dialog.getByTestId('receipt-text').textContent()) ?? '';
    expect(receipt).toMatch(/^Bet No: \d+/);
    expect(receipt).toMatch(/Draw 2026-11-19 .*: L$/m);
    expect(receipt).toMatch(/^L 4321 B 1\.00 = 1\.00$/m);
    expect(receipt).not.toMatch(/^M|\bML\b|\bM L\b/m);
    const betNumber = Number(/Bet No: (\d+)/.exec(receipt)?.[1]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receipts-dialog-member-en');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Sent: the sheet is empty and no longer kept.
    expect(await page.evaluate(() => localStorage.getItem('sheet:8888:member1'))).toBeNull();

    // The list: All, Last receipt, By bet number, Void (none yet).
    await page.goto(`${base}/receipts/`);
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(await rows(page).first().textContent()).toContain(`Bet ${betNumber}`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receipts-list-member-en');
    await search(page, 'last');
    await page.waitForURL(/type=last/);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(1);
    expect(await rows(page).first().textContent()).toContain(`Bet ${betNumber}`);
    await search(page, 'betno', String(betNumber));
    await page.waitForURL(/type=betno/);
    await expect.poll(() => rows(page).first().textContent(), { timeout: 20_000 }).toContain(`Bet ${betNumber}`);
    await search(page, 'void');
    await page.getByText('No receipts.').waitFor({ timeout: 20_000 });

    // Open it by bet number: a real URL with the GUID, which a reload keeps.
    await search(page, 'betno', String(betNumber));
    await rows(page).first().waitFor({ timeout: 20_000 });
    await rows(page).first().getByRole('link').click();
    await page.waitForURL(/\/receipts\/receiptview\/\?guid=/);
    const oldGuid = new URL(page.url()).searchParams.get('guid') ?? '';
    await page.reload();
    await page.getByRole('heading', { name: `Receipt ${betNumber}` }).waitFor({ timeout: 30_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receipts-view-member-en');

    // Void, with the dialog's confirm; the view then shows the void.
    await page.getByRole('button', { name: 'Void', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, void' }).click();
    await page.locator('.receipt-void-mark').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('receipt-text').textContent()).toMatch(/VOID: .* by member1/);
    expect(await page.getByRole('button', { name: 'Void', exact: true }).count()).toBe(0);
    const admin = await apiToken(base, 'admin');
    const voided = await receiptsOf(base, admin, `Type=betno&BetNo=${betNumber}`);
    expect(voided[0]).toMatchObject({ GUID: oldGuid, status: 'void' });
    await screenshot(page, 'receipts-view-voided-member-en');

    // Rebet: the sheet, filled with its bet string; BET makes a new bet.
    await page.getByRole('button', { name: 'Rebet' }).click();
    await page.waitForURL(/\/sheet\/$/);
    await expect.poll(() => row(page, 3).inputValue(), { timeout: 20_000 }).toBe('4321#1');
    expect(await row(page, 1).inputValue()).toBe('D#19');
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByRole('button', { name: 'BET', exact: true }).click();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    const [newest] = await receiptsOf(base, admin, 'Type=last');
    expect(newest?.GUID).not.toBe(oldGuid);
    expect(newest?.betNumber).toBeGreaterThan(betNumber);
    expect(newest?.receipt?.dates).toEqual([{ date: '2026-11-19', drawTypes: ['L'] }]);
    expect((await receiptsOf(base, admin, `Type=betno&BetNo=${betNumber}`))[0]?.status).toBe('void');

    // The Void search now lists the old one.
    await page.goto(`${base}/receipts/?type=void&page=1`);
    await rows(page).first().waitFor({ timeout: 30_000 });
    expect(await rows(page).first().textContent()).toMatch(new RegExp(`Bet ${betNumber}.*VOID`));
    expect(problems).toEqual([]);
  });

  it('speaks Chinese to an agent in Chinese: the list and the receipt', async () => {
    const { base, newContext } = await app.get();
    const page = await (await newContext()).newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    // The language the app starts in is the stored choice (what the language menu writes).
    await page.evaluate(() => localStorage.setItem('language', 'zh'));

    await page.goto(`${base}/receipts/`);
    await rows(page).first().waitFor({ timeout: 30_000 });
    // The agent sees member1's bets, placed by member1 itself.
    expect(await rows(page).first().textContent()).toContain('member1');
    expect(await rows(page).first().textContent()).toMatch(/注单/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receipts-list-agent-zh');

    await rows(page).first().getByRole('link').click();
    await page.waitForURL(/\/receipts\/receiptview\/\?guid=/);
    const text = page.getByTestId('receipt-text');
    await text.waitFor({ timeout: 30_000 });
    expect(await text.textContent()).toMatch(/^注单号：\d+/);
    expect(await text.textContent()).toContain('玩家：member1');
    expect(await text.textContent()).toMatch(/总计：1\.00 MYR/);
    expect(await text.textContent()).not.toMatch(/Bet No|Player:/);
    expect(await page.getByRole('button', { name: '再次下注' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'receipts-view-agent-zh');
    expect(problems).toEqual([]);
  });
});
