// What a player meets on a phone, at 390×844 and 375×667, in Chromium against the real server:
// - the menu sheet fits the screen (its close button in view, the list scrolling under its heading) and
//   closes on Back, Escape and its button without leaving the page or leaving history behind;
// - an account signed in elsewhere is sent to /login/ with the message by the next call it makes, without
//   a "Try again" and without waiting for the 60-second ping;
// - ROLL on the guided screen is typed with the on-screen keypad (a phone keyboard has no R).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logInOnScreen } from './support/flows.ts';
import { insideViewport, PHONES } from './support/phones.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await menu(page).waitFor();
  // Measured where it comes to rest, after its slide-in.
  await page.waitForFunction(() =>
    document
      .querySelector('.menu-sheet')
      ?.getAnimations()
      .every((animation) => animation.playState === 'finished'),
  );
};

describe.each(PHONES)('a player on a $name phone', (phone) => {
  it('opens a menu that fits the screen and closes on Back, Escape and its button', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(phone);
    const problems = watchProblems(page);
    await logInOnScreen(page, base, 'member1');
    await page.goto(`${base}/receipts/`);
    await page.getByRole('button', { name: 'Open the menu' }).waitFor({ timeout: 30_000 });
    const depth = await page.evaluate(() => history.length);

    await openMenu(page);
    // The sheet and its close button are on the screen; the first entries too.
    expect(await insideViewport(page, '.menu-sheet')).toBe(true);
    expect(await insideViewport(page, '.menu-close')).toBe(true);
    for (const name of ['Home', 'Bet sheet'])
      expect(await insideViewport(page, `.menu-sheet a:text-is("${name}")`)).toBe(true);
    // The last entry is reached by scrolling the list, and the close button stays put meanwhile.
    const logout = menu(page).getByRole('link', { name: 'Log out' });
    await logout.scrollIntoViewIfNeeded();
    expect(await insideViewport(page, '.menu-sheet a[href="/logout/"]')).toBe(true);
    expect(await insideViewport(page, '.menu-close')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `menu-en-${phone.name}`);

    // Back closes the menu and stays on the page.
    await page.goBack();
    await menu(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/receipts/');
    expect(await page.evaluate(() => history.length)).toBe(depth + 1);

    // Escape and the close button close it too, and take back the entry Back would have used.
    await openMenu(page);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Close the menu' }).click();
    await menu(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/receipts/');

    // An entry opens its screen in the menu's place: Back from it returns to the page the menu was on.
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Results', exact: true }).click();
    await page.waitForURL(/\/results\/$/);
    await page.goBack();
    await page.waitForURL(/\/receipts\/$/);
    expect(await menu(page).count()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/home\/$/);
    expect(problems).toEqual([]);
  });

  it('is sent to /login/ with "signed in elsewhere" by its next call, without a Try again', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(phone);
    await logInOnScreen(page, base, 'member2');
    await page.goto(`${base}/receipts/`);
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor({ timeout: 30_000 });

    // The same account logs in on another device: this session is over (E104).
    await apiToken(base, 'member2');
    await page.getByRole('combobox', { name: 'Show' }).selectOption('void');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Well inside the 60 s ping: the answer to the search itself ends the session.
    await page.waitForURL(/\/login\/$/, { timeout: 20_000 });
    await expect
      .poll(() => page.getByTestId('login-message').textContent(), { timeout: 10_000 })
      .toMatch(/signed in elsewhere/);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    // Back does not lead into the app without a session.
    await page.goBack();
    await page.waitForURL(/\/login\/$/, { timeout: 20_000 });
  });

  it('shows the payout table in Malay without a word broken across lines', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(phone);
    await logInOnScreen(page, base, 'member1');
    await page.evaluate(() => localStorage.setItem('language', 'ms'));
    await page.goto(`${base}/payout/`);
    await page.getByTestId('payout-4d-0').waitFor({ timeout: 30_000 });
    // Each header cell's text lies on one line (a broken word spreads over two line boxes).
    const broken = await page.locator('.payout-table th').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    expect(broken).toEqual([]);
    await screenshot(page, `payout-ms-${phone.name}`);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('types a ROLL number on the guided screen with the keypad', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(phone);
    await logInOnScreen(page, base, 'member3');
    await page.goto(`${base}/bet1/`);
    await page.getByTestId('form-dates').waitFor({ timeout: 30_000 });
    if ((await page.getByTestId('tutorial').count()) > 0)
      await page.getByTestId('tutorial').getByRole('button', { name: 'Skip' }).click();
    await page.getByTestId('form-dates').getByRole('button').first().click();
    await page.getByTestId('form-draw-types').getByRole('button', { name: /^M / }).click();

    // No keypad for an ordinary number: the phone's own numeric keyboard types digits.
    expect(await page.getByTestId('form3-keypad').count()).toBe(0);
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'ROLL' }).click();
    const keypad = page.getByTestId('form3-keypad');
    await keypad.waitFor();
    expect(await page.getByTestId('form-number').getAttribute('inputmode')).toBe('none');
    for (const key of ['1', '2']) await keypad.getByRole('button', { name: key, exact: true }).click();
    await keypad.getByRole('button', { name: 'ROLL' }).click();
    await keypad.getByRole('button', { name: '4', exact: true }).click();
    expect(await page.getByTestId('form-number').inputValue()).toBe('12R4');
    // → to the Big amount, 1, then Add on the keypad.
    await keypad.getByRole('button', { name: 'Move right' }).click();
    await keypad.getByRole('button', { name: '1', exact: true }).click();
    expect(await page.getByTestId('amount-0').inputValue()).toBe('1');
    const add = keypad.getByRole('button', { name: 'Add' });
    await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);
    await screenshot(page, `bet1-roll-keypad-${phone.name}`);
    expect(await axeViolations(page)).toEqual([]);
    await add.click();
    await expect.poll(() => page.getByTestId('bet-list').textContent(), { timeout: 20_000 }).toContain('12R4');

    // Typed on a keyboard that has an R, 12R4 switches to ROLL rather than losing the R.
    await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'ROLL' }).click();
    await keypad.waitFor({ state: 'detached' });
    await page.getByTestId('form-number').fill('56r7');
    expect(await page.getByTestId('form-number').inputValue()).toBe('56R7');
    expect(
      await page
        .getByRole('group', { name: 'Mode' })
        .getByRole('button', { name: 'ROLL' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
