// Per-user limits in Chromium at 390×844 against the real server: agent1 sets member2's tickets per draw
// day in the downline edit form; member2's sheet then shows what is left beside BET, disables BET for a
// sheet that would pass it (saying why), bets what fits, and shows none left afterwards. Axe-clean.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { apiToken, logIn, row, typeSheet, waitForSheetStatus } from './support/flows.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

const betButton = (page: Page) => page.getByRole('button', { name: 'BET', exact: true });

async function limitsOf(
  base: string,
  player: string,
): Promise<{ MaxTicketsPerDay: number | null; MaxStakePerDay: number | null }> {
  const token = await apiToken(base, 'admin');
  const answer = await fetch(`${base}/masterapi/Account/GetDownlines`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ UserId: player }),
  });
  return (
    (await answer.json()) as { data: { Agent: { MaxTicketsPerDay: number | null; MaxStakePerDay: number | null } } }
  ).data.Agent;
}

describe('per-user limits', () => {
  it('are set in the downline edit form, shown on the sheet, and BET is off for a sheet over them', async () => {
    const { base, newPage } = await theApp();
    const agent = await newPage();
    const problems = watchProblems(agent);
    await logIn(agent, base, 'agent1');
    await agent.goto(`${base}/agent/editdownline/?id=member2`);
    await agent.getByLabel('Max tickets per draw day').waitFor({ timeout: 30_000 });
    await agent.getByLabel('Max tickets per draw day').fill('2');
    await agent.getByLabel('Max stake per draw day (MYR)').fill('50');
    await agent.getByRole('button', { name: 'Save' }).click();
    await agent.getByTestId('downline-message').waitFor({ timeout: 30_000 });
    expect(await limitsOf(base, 'member2')).toEqual(
      expect.objectContaining({ MaxTicketsPerDay: 2, MaxStakePerDay: 50 }),
    );
    expect(await axeViolations(agent), 'edit form').toEqual([]);
    await screenshot(agent, 'limits-edit-downline');
    expect(problems).toEqual([]);

    const page = await newPage();
    await logIn(page, base, 'member2');
    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    // Three Lucky tickets: one more than the limit.
    await typeSheet(page, ['D', '#8', '1234#1', '5678#1', '9012#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    await page.getByTestId('limits-passed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('limits-left').textContent()).toMatch(
      /Left for \d{4}-\d{2}-\d{2}: 2 tickets · MYR 50\.00/,
    );
    expect(await page.getByTestId('limits-passed').textContent()).toContain(
      'Over your limit of 2 tickets per draw day.',
    );
    expect(await betButton(page).isDisabled()).toBe(true);
    expect(await axeViolations(page), 'sheet over the limit').toEqual([]);
    await screenshot(page, 'limits-sheet-over');

    // Two fit: BET is on, the bet goes through, and nothing is left for that day.
    await row(page, 5).fill('');
    await waitForSheetStatus(page, 'Sheet OK');
    await page.waitForFunction(() => !document.querySelector('.bet-bar .bet-button')?.hasAttribute('disabled'), null, {
      timeout: 20_000,
    });
    expect(await page.getByTestId('limits-passed').count()).toBe(0);
    await betButton(page).click();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await typeSheet(page, ['D', '#8', '3456#1']);
    await page.getByTestId('limits-passed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('limits-left').textContent()).toMatch(/: 0 tickets · MYR 48\.00/);
    expect(await betButton(page).isDisabled()).toBe(true);
  });

  it('disables BET on form 3 when its list passes the stake per draw day', async () => {
    const betButton = (page: Page) => page.locator('.form-bet-bar .bet-button');
    const { base, newPage } = await theApp();
    const admin = await apiToken(base, 'admin');
    const set = await fetch(`${base}/masterapi/Account/UpdateDownline`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ UserId: 'member3', MaxStakePerDay: '3.00' }),
    });
    expect(((await set.json()) as { status: string }).status).toBe('S103');
    const page = await newPage();
    await logIn(page, base, 'member3');
    await page.goto(`${base}/bet3/`);
    await page.getByTestId('form-dates').waitFor({ timeout: 30_000 });
    await page.getByTestId('form-dates').getByRole('button').first().click();
    // L3 and A3 only (L and A are preselected with them).
    for (const name of ['L7', 'A7'])
      await page
        .getByTestId('form-draw-types')
        .getByRole('button', { name: new RegExp(`^${name} `) })
        .click();
    const keypad = page.getByTestId('form3-keypad');
    const addLine = async (digits: string) => {
      await page.getByTestId('form-number').click();
      for (const key of digits) await keypad.getByRole('button', { name: key, exact: true }).click();
      if ((await page.getByTestId('amount-0').inputValue()) === '') {
        await keypad.getByRole('button', { name: 'Move right' }).click();
        await keypad.getByRole('button', { name: '1', exact: true }).click();
      }
      await expect.poll(() => keypad.getByRole('button', { name: 'Add' }).isEnabled(), { timeout: 20_000 }).toBe(true);
      await keypad.getByRole('button', { name: 'Add' }).click();
    };
    // 1234 Big 1.00 on L3 and A3: 2.00 of 3.00 a day.
    await addLine('1234');
    await expect.poll(() => page.getByTestId('form-total').textContent(), { timeout: 20_000 }).toBe('2.00');
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByTestId('limits-left').textContent()).toMatch(/MYR 3\.00$/);
    // And 5678: 4.00 passes it.
    await addLine('5678');
    await expect.poll(() => page.getByTestId('form-total').textContent(), { timeout: 20_000 }).toBe('4.00');
    await page.getByTestId('limits-passed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('limits-passed').textContent()).toContain(
      'Over your limit of 3.00 MYR staked per draw day.',
    );
    expect(await betButton(page).isDisabled()).toBe(true);
    expect(await keypad.getByRole('button', { name: 'BET', exact: true }).isDisabled()).toBe(true);
    expect(await axeViolations(page), 'form 3 over the limit').toEqual([]);
    await screenshot(page, 'limits-bet3-over');
  });
});
