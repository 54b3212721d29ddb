// The guided screen (/bet1/) end to end, in Chromium at 390×844 against the real server: the tutorial once,
// two lines built from taps, BET through PostBetEkor, the receipt, a void that gives the money back (checked
// on the server), a double tap that makes one bet, and an agent betting for a downline member.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logIn, receiptCount, serverBalance } from './support/flows.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

const betButton = (page: Page) => page.locator('.form-bet-bar .bet-button');
const addButton = (page: Page) => page.locator('.add-button');

async function openGuided(page: Page, base: string, { skipTutorial = true } = {}): Promise<void> {
  await page.goto(`${base}/bet1/`);
  await page.getByTestId('form-dates').waitFor({ timeout: 30_000 });
  if (skipTutorial && (await page.getByTestId('tutorial').count()) > 0)
    await page.getByTestId('tutorial').getByRole('button').first().click();
}

/** Taps the first offered date, a draw type, and enters a line; waits for Add to be ready and taps it. */
async function addLine(
  page: Page,
  { drawType, number, amounts }: { drawType: string; number: string; amounts: Record<number, string> },
): Promise<void> {
  const toggle = page.getByTestId('form-draw-types').getByRole('button', { name: new RegExp(`^${drawType} `) });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.getByTestId('form-number').fill(number);
  for (const [index, value] of Object.entries(amounts)) await page.getByTestId(`amount-${index}`).fill(value);
  await page.getByTestId('line-preview').waitFor({ timeout: 20_000 });
  await expect.poll(() => addButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
  await addButton(page).click();
  await expect.poll(() => page.getByTestId('form-number').inputValue(), { timeout: 20_000 }).toBe('');
}

async function pickFirstDate(page: Page): Promise<void> {
  await page.getByTestId('form-dates').getByRole('button').first().click();
}

describe('the guided screen /bet1/', () => {
  it('shows the tutorial once, builds two lines, bets, shows the receipt, voids it and restores the balance', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member1');

    // First visit: the tutorial's 7 steps, one after the other.
    await openGuided(page, base, { skipTutorial: false });
    const tour = page.getByTestId('tutorial');
    await tour.waitFor({ timeout: 20_000 });
    expect(await tour.textContent()).toContain('1 of 7');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'bet1-tutorial');
    // No step's popover covers the control it points at (step 6 used to sit on the Add button).
    const coversTarget = () =>
      page.evaluate(() => {
        const popover = document.querySelector('[data-testid="tutorial"]')?.getBoundingClientRect();
        const target = document.querySelector('.tour-target')?.getBoundingClientRect();
        if (!popover || !target) return 'no target';
        return (
          popover.top < target.bottom &&
          popover.bottom > target.top &&
          popover.left < target.right &&
          popover.right > target.left
        );
      });
    expect(await coversTarget()).toBe(false);
    for (let step = 2; step <= 7; step += 1) {
      await tour.getByRole('button', { name: 'Next' }).click();
      expect(await tour.textContent()).toContain(`${step} of 7`);
      expect(await coversTarget(), `step ${step}`).toBe(false);
    }
    await tour.getByRole('button', { name: 'Done' }).click();
    expect(await tour.count()).toBe(0);
    await screenshot(page, 'bet1-empty');
    expect(await axeViolations(page)).toEqual([]);

    // Remembered: not again on the next visit; the help button replays it.
    await openGuided(page, base, { skipTutorial: false });
    expect(await page.getByTestId('tutorial').count()).toBe(0);
    await page.getByTestId('tutorial-replay').click();
    await page.getByTestId('tutorial').waitFor();
    await page.getByTestId('tutorial').getByRole('button', { name: 'Skip' }).click();

    // Before a draw type is chosen, Add is off; box modes are off for 6D.
    await pickFirstDate(page);
    expect(await addButton(page).isDisabled()).toBe(true);
    await page.getByRole('group', { name: 'Number type' }).getByRole('button', { name: '6D' }).click();
    expect(
      await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'BOX', exact: true }).isDisabled(),
    ).toBe(true);
    await page.getByRole('group', { name: 'Number type' }).getByRole('button', { name: '4D' }).click();

    await addLine(page, { drawType: 'M', number: '1234', amounts: { 0: '1' } });
    // A BOX line: the preview lists its 24 numbers before Add.
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'BOX', exact: true }).click();
    await page.getByTestId('form-number').fill('5678');
    await page.getByTestId('amount-0').fill('');
    // No amount, no preview: where Add is now it must stay when the 24 numbers appear under the thumb's target.
    await expect.poll(() => page.getByTestId('line-preview').count(), { timeout: 20_000 }).toBe(0);
    const addBefore = await addButton(page).boundingBox();
    await page.getByTestId('amount-1').fill('0.5');
    await expect
      .poll(async () => (await page.getByTestId('line-preview').textContent()) ?? '', { timeout: 20_000 })
      .toContain('24 numbers');
    expect(await addButton(page).boundingBox()).toEqual(addBefore);
    await screenshot(page, 'bet1-preview');
    await addButton(page).click();
    await expect.poll(() => page.getByTestId('bet-list').locator('li').count(), { timeout: 20_000 }).toBe(2);
    // 1.00 + 24 × 0.50 = 13.00 on one draw type, one date.
    await expect.poll(() => page.getByTestId('form-total').textContent(), { timeout: 20_000 }).toBe('13.00');
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'bet1-filled');
    expect(await axeViolations(page)).toEqual([]);

    await betButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    expect(await dialog.getByTestId('receipt-text').count()).toBe(1);
    await screenshot(page, 'bet1-receipt');
    expect(await axeViolations(page)).toEqual([]);
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before - 13, 2);
    // The list, total and amounts cleared.
    expect(await page.getByTestId('bet-list-empty').count()).toBe(1);
    expect(await page.getByTestId('amount-1').inputValue()).toBe('');

    await dialog.getByRole('button', { name: 'Void', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, void' }).click();
    await dialog.getByText('Bet voided. The stake is back in your balance.').waitFor({ timeout: 20_000 });
    // The title no longer says the bet was placed.
    expect(await dialog.getByRole('heading').first().textContent()).toBe('Bet voided');
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before, 2);
    expect(problems).toEqual([]);
  });

  it('makes one bet from a double tap on BET', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'member2');
    const admin = await apiToken(base, 'admin');
    const receiptsBefore = await receiptCount(base, admin);
    await openGuided(page, base);
    await pickFirstDate(page);
    await addLine(page, { drawType: 'P', number: '4321', amounts: { 0: '1', 1: '1' } });
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await betButton(page).dblclick();
    await page.getByRole('dialog').getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    expect(await receiptCount(base, admin)).toBe(receiptsBefore + 1);
  });

  it('lets an agent bet for a downline member, in Chinese', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'agent1');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member3');
    await openGuided(page, base);
    await page.getByTestId('form-player').selectOption('member3');
    await pickFirstDate(page);
    await addLine(page, { drawType: 'T', number: '2468', amounts: { 0: '2' } });
    await addLine(page, { drawType: 'T', number: '1357', amounts: { 2: '1' } });
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'bet1-agent-zh-filled');
    expect(await axeViolations(page)).toEqual([]);
    await betButton(page).click();
    await page.getByRole('dialog').getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'bet1-agent-zh-receipt');
    // Amounts stay after Add for the next number: 2468 B 2, then 1357 B 2 + SA 1.
    expect(await serverBalance(base, admin, 'member3')).toBeCloseTo(before - 5, 2);
  });
});
