// Accessibility on every screen that exists: axe-core finds no serious or critical violation,
// keyboard focus is visible on every control it reaches, and touch targets are at least 44 px. Screens
// added later get the same checks in their own browser tests (axeViolations, smallTargets).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { logIn, row, typeSheet, waitForSheetStatus } from './support/flows.ts';
import { focusIsVisible, smallTargets } from './support/targets.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

async function expectAccessible(page: Page, name: string): Promise<void> {
  await screenshot(page, `a11y-${name}`);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await smallTargets(page), name).toEqual([]);
}

/** Tabs through the page (up to `steps` stops) and lists the controls that showed no focus ring. */
async function focusWithoutRing(page: Page, steps: number): Promise<string[]> {
  const missing: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press('Tab');
    if (!(await focusIsVisible(page)))
      missing.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  return missing.filter((html) => html !== '' && !html.startsWith('<body'));
}

describe('every screen', () => {
  it('the login screen, home, menu, sheet, receipt, password change and logout, as a member', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await page.getByLabel('User name').waitFor();
    await expectAccessible(page, 'login');
    expect(await focusWithoutRing(page, 6)).toEqual([]);

    await logIn(page, base, 'member1');
    await page.getByTestId('jackpot-L').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'home-member');
    expect(await focusWithoutRing(page, 8)).toEqual([]);

    await page.goto(`${base}/sheet/`);
    await row(page, 1).waitFor({ timeout: 30_000 });
    await typeSheet(page, ['D', '#8', '1234#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    await expectAccessible(page, 'sheet');
    await row(page, 2).focus();
    expect(await focusIsVisible(page)).toBe(true);
    expect(await focusWithoutRing(page, 10)).toEqual([]);

    await page.getByRole('button', { name: 'BET', exact: true }).click();
    await page.getByRole('dialog').getByTestId('receipt-text').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'receipt');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'menu');
    await page.keyboard.press('Escape');

    await page.goto(`${base}/settings/changepassword/`);
    await page.getByLabel('Old password').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'change-password');

    await page.goto(`${base}/logout/`);
    await page
      .getByRole('link', { name: 'Log in again' })
      .or(page.getByRole('button', { name: 'Log in again' }))
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'logout');
  });

  it('home as an agent, in Thai', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logIn(page, base, 'agent1');
    await page.getByTestId('jackpot-L').waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'home-agent');
    await page.getByRole('combobox').last().selectOption('th');
    await page.waitForFunction(() => document.documentElement.lang === 'th');
    await expectAccessible(page, 'home-agent-th');
  });
});

describe('the checks themselves', () => {
  it('find a nameless button, an image without text, low contrast and a small target', async () => {
    const { newPage } = await app.get();
    const page = await newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>bad</title></head><body><main><h1>Bad</h1>' +
        '<button style="width:20px;height:20px"></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '<p style="color:#bbb;background:#fff">faint text</p></main></body></html>',
    );
    const found = (await axeViolations(page)).map((line) => line.split(' ')[0]);
    expect(found).toEqual(expect.arrayContaining(['button-name', 'image-alt', 'color-contrast']));
    expect(await smallTargets(page)).toHaveLength(1);
  });
});
