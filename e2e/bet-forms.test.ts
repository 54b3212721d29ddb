// Forms 2 (/bet2/, the digit selector, PostBet) and 3 (/bet3/, hourly, PostBetEkor3) end to end in Chromium
// at 390×844 against the real server: the selector's limit, the keypads, the D6 rules, two lines, a double
// tap on BET that makes one bet, the receipt, a void that gives the money back (checked on the server), and
// an agent betting for a downline member in Chinese.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logIn, receiptCount, serverBalance } from './support/flows.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

const betButton = (page: Page) => page.locator('.form-bet-bar .bet-button');
const digit = (page: Page, column: string, value: string) =>
  page
    .getByTestId('selector')
    .getByRole('group', { name: `Column ${column}` })
    .getByRole('button', { name: `Digit ${value} in column ${column}` });
const drawType = (page: Page, name: string) =>
  page.getByTestId('form-draw-types').getByRole('button', { name: new RegExp(`^${name} `) });

async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.getByTestId('form-dates').waitFor({ timeout: 30_000 });
  await page.getByTestId('form-dates').getByRole('button').first().click();
}

async function voidAndCheck(page: Page, base: string, player: string, before: number): Promise<void> {
  const admin = await apiToken(base, 'admin');
  const dialog = page.getByRole('dialog');
  const voids = dialog.getByRole('button', { name: 'Void', exact: true });
  const count = await voids.count();
  for (let index = 0; index < count; index += 1) {
    await voids.first().click();
    await dialog.getByRole('button', { name: 'Yes, void' }).click();
    await expect
      .poll(() => dialog.getByText('Bet voided. The stake is back in your balance.').count(), { timeout: 20_000 })
      .toBe(index + 1);
  }
  expect(await serverBalance(base, admin, player)).toBeCloseTo(before, 2);
}

describe('form 2 /bet2/', () => {
  it('enforces the selector limit, types amounts on the keypad, bets once on a double tap, voids', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member1');
    const receiptsBefore = await receiptCount(base, admin);
    await open(page, base, '/bet2/');
    await screenshot(page, 'bet2-empty');
    expect(await axeViolations(page)).toEqual([]);

    // ALL on three columns is 1000 combinations: a digit in the fourth would pass the limit and is refused.
    const selector = page.getByTestId('selector');
    for (const column of ['A', 'B', 'C'])
      await selector
        .getByRole('group', { name: `Column ${column}` })
        .getByRole('button', { name: 'ALL' })
        .click();
    await digit(page, 'D', '1').click();
    expect(await page.getByTestId('selector-figures').textContent()).toContain('1,000 of 1,000');
    await digit(page, 'D', '2').click();
    expect(await page.getByTestId('selector-figures').textContent()).toMatch(/limit/);
    expect(await digit(page, 'D', '2').getAttribute('aria-pressed')).toBe('false');
    await screenshot(page, 'bet2-limit');
    for (const column of ['A', 'B', 'C'])
      await selector
        .getByRole('group', { name: `Column ${column}` })
        .getByRole('button', { name: 'ALL' })
        .click();

    // 1 2 3 [45]: two numbers, Big 1.5 typed on the keypad, on M: 3.00.
    await digit(page, 'A', '1').click();
    await digit(page, 'B', '2').click();
    await digit(page, 'C', '3').click();
    await digit(page, 'D', '5').click();
    await digit(page, 'D', '1').click();
    await digit(page, 'D', '4').click();
    await drawType(page, 'M').click();
    await page.getByTestId('amount-0').click();
    const keypad = page.getByTestId('amount-keypad');
    await keypad.getByRole('button', { name: '1', exact: true }).click();
    await keypad.getByRole('button', { name: 'Decimal point' }).click();
    await keypad.getByRole('button', { name: '5', exact: true }).click();
    expect(await page.getByTestId('amount-0').inputValue()).toBe('1.5');
    await expect.poll(() => page.getByTestId('form-total').textContent(), { timeout: 20_000 }).toBe('3.00');
    expect(await page.getByTestId('selector-figures').textContent()).toContain('2 of 1,000');
    await screenshot(page, 'bet2-filled');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await betButton(page).dblclick();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    // The receipt names the selector line as written (123[45]) or its numbers.
    expect(await dialog.getByTestId('receipt-text').textContent()).toMatch(/123\[45\]|1234/);
    await screenshot(page, 'bet2-receipt');
    expect(await axeViolations(page)).toEqual([]);
    expect(await receiptCount(base, admin)).toBe(receiptsBefore + 1);
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before - 3, 2);
    await voidAndCheck(page, base, 'member1', before);
    expect(problems).toEqual([]);
  });

  it('lets an agent bet for a downline member, in Chinese', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'agent1');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member2');
    await open(page, base, '/bet2/');
    await page.getByTestId('form-player').selectOption('member2');
    for (const [index, value] of ['9', '8', '7', '6'].entries()) {
      await page
        .getByTestId('selector')
        .getByRole('group')
        .nth(index)
        .getByRole('button', { name: new RegExp(`${value}`) })
        .first()
        .click();
    }
    await drawType(page, 'P').click();
    await page.getByTestId('amount-1').fill('2');
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'bet2-agent-zh-filled');
    expect(await axeViolations(page)).toEqual([]);
    await betButton(page).click();
    await page.getByRole('dialog').getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'bet2-agent-zh-receipt');
    expect(await serverBalance(base, admin, 'member2')).toBeCloseTo(before - 2, 2);
  });
});

describe('form 3 /bet3/', () => {
  it('applies the D6 rules, builds two lines on the keypad, bets once per draw type on a double tap, voids', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member3');
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member3');
    const receiptsBefore = await receiptCount(base, admin);
    await open(page, base, '/bet3/');
    expect(await page.getByTestId('bet-list-empty').count()).toBe(1);
    await screenshot(page, 'bet3-empty');
    expect(await axeViolations(page)).toEqual([]);

    const types = page.getByRole('group', { name: 'Number type' });
    expect(await types.getByRole('button', { name: '5D is not offered on this form' }).isDisabled()).toBe(true);
    // D6: Big only, no box / iBOX / roll, L L3 A A3 preselected; a type change clears number and amounts.
    await page.getByTestId('form-number').fill('1234');
    await types.getByRole('button', { name: '6D' }).click();
    expect(await page.getByTestId('form-number').inputValue()).toBe('');
    const pressed = await page.getByTestId('form-draw-types').locator('[aria-pressed="true"]').allTextContents();
    expect(pressed.sort()).toEqual(['A3', 'A7', 'L3', 'L7']);
    expect(await page.getByTestId('amount-1').isDisabled()).toBe(true);
    const keypad = page.getByTestId('form3-keypad');
    expect(await keypad.getByRole('button', { name: 'BOX', exact: true }).isDisabled()).toBe(true);
    expect(await keypad.getByRole('button', { name: 'ROLL', exact: true }).isDisabled()).toBe(true);

    // Back to 4D, L3 and A3 only; line 1 typed on the keypad: 1234, → to Big, 1.
    await types.getByRole('button', { name: '4D' }).click();
    await drawType(page, 'L7').click();
    await drawType(page, 'A7').click();
    await page.getByTestId('form-number').click();
    for (const key of ['1', '2', '3', '4']) await keypad.getByRole('button', { name: key, exact: true }).click();
    await keypad.getByRole('button', { name: 'Move right' }).click();
    await keypad.getByRole('button', { name: '1', exact: true }).click();
    expect(await page.getByTestId('amount-0').inputValue()).toBe('1');
    // The amount being typed is above the keypad, not behind it.
    const amountBox = await page.getByTestId('amount-0').boundingBox();
    const keypadBox = await keypad.boundingBox();
    expect((amountBox?.y ?? 0) + (amountBox?.height ?? 0)).toBeLessThanOrEqual(keypadBox?.y ?? 0);
    await screenshot(page, 'bet3-amount-typing');
    await expect.poll(() => keypad.getByRole('button', { name: 'Add' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await keypad.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByTestId('bet-list').locator('li').count(), { timeout: 20_000 }).toBe(1);
    // Line 2: 5678 typed, a stray digit deleted; the amounts stay (B 1).
    await page.getByTestId('form-number').click();
    for (const key of ['5', '6', '7', '8']) await keypad.getByRole('button', { name: key, exact: true }).click();
    expect(await page.getByTestId('form-number').inputValue()).toBe('5678');
    await keypad.getByTestId('key-delete').click();
    expect(await page.getByTestId('form-number').inputValue()).toBe('567');
    await keypad.getByRole('button', { name: '8', exact: true }).click();
    await expect.poll(() => keypad.getByRole('button', { name: 'Add' }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await keypad.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByTestId('bet-list').locator('li').count(), { timeout: 20_000 }).toBe(2);
    // Two numbers × B 1 × L3, A3 = 4.00.
    await expect.poll(() => page.getByTestId('form-total').textContent(), { timeout: 20_000 }).toBe('4.00');
    await screenshot(page, 'bet3-filled');
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await betButton(page).dblclick();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    // PostBetEkor3: one bet per draw type, each with its own receipt.
    expect(await dialog.getByTestId('receipt-text').count()).toBe(2);
    await screenshot(page, 'bet3-receipt');
    expect(await axeViolations(page)).toEqual([]);
    expect(await receiptCount(base, admin)).toBe(receiptsBefore + 2);
    expect(await serverBalance(base, admin, 'member3')).toBeCloseTo(before - 4, 2);
    await voidAndCheck(page, base, 'member3', before);
    expect(problems).toEqual([]);
  });

  it('lets an agent bet for a downline member, in Chinese', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'agent1');
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    const admin = await apiToken(base, 'admin');
    const before = await serverBalance(base, admin, 'member1');
    await open(page, base, '/bet3/');
    await page.getByTestId('form-player').selectOption('member1');
    await drawType(page, 'N3').click();
    await page.getByTestId('form-number').fill('2580');
    await page.getByTestId('amount-0').fill('1');
    await expect
      .poll(() => page.getByTestId('form3-keypad').locator('.key.accent').first().isEnabled(), { timeout: 20_000 })
      .toBe(true);
    await page.getByTestId('form3-keypad').locator('.key.accent').first().click();
    await expect.poll(() => betButton(page).isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, 'bet3-agent-zh-filled');
    expect(await axeViolations(page)).toEqual([]);
    await betButton(page).click();
    await page.getByRole('dialog').getByTestId('receipt-text').first().waitFor({ timeout: 30_000 });
    await screenshot(page, 'bet3-agent-zh-receipt');
    expect(await serverBalance(base, admin, 'member1')).toBeCloseTo(before - 1, 2);
  });
});
