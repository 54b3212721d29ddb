// The agent's back office in Chromium at 390×844 against the real server on a fresh PGlite database:
// agent1 sees its downlines (and a sub-agent's), opens a new member with credit, commission at the edge
// of its range and one past it (refused at the field, in the user's language), changes a sub-agent's PT
// the same way, and the new member logs in and bets. Every screen axe-clean, in English and Thai.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { summaryOf, useLanguage } from './support/back-office.ts';
import { fillLogin, logIn, PASSWORD, row, typeSheet, waitForSheetStatus } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

async function checked(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

const error = (page: Page, field: string) => page.getByTestId(`error-${field}`);

describe('the agent’s back office', () => {
  it('lists the downlines and a sub-agent’s', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');

    // From the home grid, as an agent finds it.
    await page.getByRole('link', { name: 'My downlines' }).click();
    await page.getByTestId('downline').first().waitFor({ timeout: 30_000 });
    const names = await page.getByTestId('downline').locator('h2').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['member1', 'member2', 'newbie', 'agent2']));
    // Compact rows: today's stake and credit used of the limit (the full settings are on the Change page).
    expect(await page.getByTestId('downline').first().textContent()).toMatch(
      /Today's stake[\d,.]+Used[\d,.]+ of [\d,.]+ChangeHistory/,
    );
    await checked(page, 'agent-downlines-en');

    // Into the sub-agent's own list.
    await page.getByRole('link', { name: 'Downlines of agent2' }).click();
    await page.getByTestId('downline').filter({ hasText: 'member3' }).waitFor();
    await page.getByRole('link', { name: 'Back to agent1' }).click();
    await page.getByTestId('downline').filter({ hasText: 'agent2' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('opens a member with commission at the edge of its range; one past it is refused at the field', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const agent1 = await summaryOf(base, 'agent1');
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/agent/downlines/`);
    await page.getByTestId('downline').first().waitFor({ timeout: 30_000 });

    // A new member: the ranges show before anything is typed.
    await page.getByRole('link', { name: 'New downline' }).click();
    await page.getByLabel('User name').waitFor({ timeout: 30_000 });
    const cap = agent1.Commission.toFixed(2);
    expect(await page.locator('#Commission-hint').textContent()).toBe(`Allowed: 0.00% to ${cap}%`);
    await checked(page, 'agent-new-downline-en');
    await page.getByLabel('User name').fill('shop7');
    await page.getByLabel('First password').fill('Start2026');
    await page.getByLabel('Credit limit').fill('100');
    await page.getByLabel('Commission (%)').fill((agent1.Commission + 0.01).toFixed(2));
    await page.getByRole('button', { name: 'New downline' }).click();
    await error(page, 'Commission').waitFor();
    expect(await error(page, 'Commission').textContent()).toBe(
      `Commission cannot exceed the upline's ${agent1.Commission}%.`,
    );
    expect(await page.getByLabel('Commission (%)').getAttribute('aria-invalid')).toBe('true');
    await checked(page, 'agent-new-downline-refused-en');
    // A name already taken: the server's refusal (E133) lands at the user-name field.
    await page.getByLabel('Commission (%)').fill(cap);
    await page.getByLabel('User name').fill('member1');
    await page.getByRole('button', { name: 'New downline' }).click();
    await error(page, 'UserId').waitFor({ timeout: 30_000 });
    expect(await error(page, 'UserId').textContent()).toBe('This record already exists.');
    await page.getByLabel('User name').fill('shop7');
    await page.getByRole('button', { name: 'New downline' }).click();
    await page.getByTestId('downline-message').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('downline-message').getAttribute('role')).toBe('status');
    const shop7 = await summaryOf(base, 'shop7');
    expect(shop7).toMatchObject({ CreditLimit: 100, Commission: agent1.Commission });
  });

  it('changes a sub-agent’s PT: at the upline’s it is taken, one past it is refused at the field', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    const agent1 = await summaryOf(base, 'agent1');
    await logIn(page, base, 'agent1');

    // A sub-agent's PT: at the upline's PT it is taken, one past it is refused at the field.
    await page.goto(`${base}/agent/editdownline/?id=agent2`);
    await page.getByLabel('Position taking (%)').waitFor({ timeout: 30_000 });
    await page.getByLabel('Position taking (%)').fill((agent1.PositionTaking + 0.01).toFixed(2));
    await page.getByRole('button', { name: 'Save' }).click();
    await error(page, 'PositionTaking').waitFor();
    expect(await error(page, 'PositionTaking').textContent()).toContain(`${agent1.PositionTaking}%`);
    await page.getByLabel('Position taking (%)').fill(agent1.PositionTaking.toFixed(2));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('downline-message').waitFor({ timeout: 30_000 });
    expect((await summaryOf(base, 'agent2')).PositionTaking).toBe(agent1.PositionTaking);
    await checked(page, 'agent-edit-downline-en');
    expect(problems).toEqual([]);
  });

  it('the new member changes its first password, logs in and bets', async () => {
    const { base, newPage } = await theApp();
    const member = await newPage();
    await member.goto(`${base}/login/`);
    await fillLogin(member, 'shop7', 'Start2026');
    await member.waitForURL(/\/settings\/needchangepwd\/$/, { timeout: 30_000 });
    await member.getByLabel('Old password').fill('Start2026');
    await member.getByLabel('New password', { exact: true }).fill('Shop2027x');
    await member.getByLabel('Confirm new password').fill('Shop2027x');
    await member.getByRole('button', { name: 'Change password' }).click();
    await member.waitForURL(/\/login\/$/);
    await logIn(member, base, 'shop7', 'Shop2027x');
    await member.goto(`${base}/sheet/`);
    await row(member, 1).waitFor({ timeout: 30_000 });
    await typeSheet(member, ['D', '#1', '1234#1']);
    await waitForSheetStatus(member, 'Sheet OK');
    await member.getByRole('button', { name: 'BET', exact: true }).click();
    const receipt = member.getByRole('dialog').getByTestId('receipt-text');
    await receipt.waitFor({ timeout: 30_000 });
    expect(await receipt.textContent()).toContain('Player: shop7');
    expect((await summaryOf(base, 'shop7')).AvailableCredit).toBeCloseTo(99, 2);
  });

  it('speaks the user’s language, refusals included (Thai)', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logIn(page, base, 'agent2', PASSWORD);
    await useLanguage(page, 'th');
    await page.goto(`${base}/agent/downlines/`);
    await page.getByTestId('downline').first().waitFor({ timeout: 30_000 });
    await checked(page, 'agent-downlines-th');
    await page.goto(`${base}/agent/newdownline/`);
    await page.locator('input[name="UserId"]').waitFor({ timeout: 30_000 });
    await page.locator('input[name="UserId"]').fill('x y');
    await page.locator('form button[type="submit"]').click();
    await error(page, 'UserId').waitFor();
    expect(await error(page, 'UserId').textContent()).not.toMatch(/[A-Za-z]{4}/); // Thai, not English
    await checked(page, 'agent-new-downline-th');
    await page.goto(`${base}/agent/editdownline/?id=member3`);
    await page.locator('input[name="CreditLimit"]').waitFor({ timeout: 30_000 });
    await checked(page, 'agent-edit-downline-th');
  });
});
