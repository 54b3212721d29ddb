// Two-factor codes in the browser: a member turns them on in /settings/security/, logs out, logs
// in and meets the QR (S108): the test reads the key from the page, computes the code with the server's
// own TOTP definition, and gets in; the next login asks for the code (S107), refuses a wrong one and takes
// the right one. An agent resets the member's codes from its own security screen. Screenshots of each.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { totpOf } from '../server/services/two-factor.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { fillLogin, logInOnScreen } from './support/flows.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 400_000, hookTimeout: 120_000 });

const app = appPerFile();
afterAll(app.close);

const STEP = 30_000;
let secret = '';

async function logOut(page: Page, base: string) {
  await page.goto(`${base}/logout/`);
  await page.locator('a[href="/login/"]').waitFor({ timeout: 90_000 });
  await page.goto(`${base}/login/`);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

describe('two-factor codes', () => {
  it('are turned on from the security screen, and the next login shows the QR to scan', async () => {
    const { base, newPage, now } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await logInOnScreen(page, base, 'member1');
    await page.goto(`${base}/settings/security/`);
    await page.getByTestId('two-factor-state').filter({ hasText: 'off' }).waitFor({ timeout: 90_000 });
    await screenshot(page, 'signin-security-member-off');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Turn on two-factor codes' }).click();
    await page.getByTestId('two-factor-state').filter({ hasText: 'next login' }).waitFor({ timeout: 90_000 });
    await logOut(page, base);

    await fillLogin(page, 'member1', 'Demo2026');
    await page.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor({ timeout: 90_000 });
    secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await page.getByTestId('two-factor-secret').textContent()).toBe(secret.replace(/(.{4})(?=.)/g, '$1 '));
    await screenshot(page, 'signin-s108-enrol');
    expect(await axeViolations(page)).toEqual([]);
    await enterCode(page, totpOf(secret).generate({ timestamp: now() }));
    await page.waitForURL(/\/home\/$/, { timeout: 90_000 });
    await page.getByTestId('money-balance').waitFor({ timeout: 90_000 });
    expect(problems).toEqual([]);
  });

  it('are asked at every later login (S107): a wrong code is refused, the right one logs in', async () => {
    const { base, newPage, now } = await app.get();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await fillLogin(page, 'member1', 'Demo2026');
    await page.getByLabel('6-digit code').waitFor({ timeout: 90_000 });
    expect(await page.getByRole('img', { name: 'QR code to scan with an authenticator app' }).count()).toBe(0);
    await screenshot(page, 'signin-s107-code');
    expect(await axeViolations(page)).toEqual([]);

    // The next step's code: newer than the one the enrolment used (a code counts once), within the drift.
    const code = totpOf(secret).generate({ timestamp: now() + STEP });
    const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    await enterCode(page, wrong);
    await page.getByTestId('two-factor-message').filter({ hasText: 'not right' }).waitFor({ timeout: 90_000 });
    await screenshot(page, 'signin-s107-wrong');
    await enterCode(page, code);
    await page.waitForURL(/\/home\/$/, { timeout: 90_000 });
    await page.getByTestId('money-balance').waitFor({ timeout: 90_000 });
  });

  it('shows the code step in Chinese too', async () => {
    const { base, newContext } = await app.get();
    const context = await newContext();
    await context.addInitScript(() => localStorage.setItem('language', 'zh'));
    const page = await context.newPage();
    await page.goto(`${base}/login/`);
    await page.getByRole('textbox').nth(1).fill('member1');
    await page.locator('input[type=password]').fill('Demo2026');
    await page.locator('button[type=submit]').click();
    await page.getByText('双重验证码', { exact: true }).waitFor({ timeout: 90_000 });
    await screenshot(page, 'signin-s107-code-zh');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('are reset by the agent from its security screen: the member scans a new QR', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await logInOnScreen(page, base, 'agent1');
    await page.goto(`${base}/settings/security/`);
    await page.getByLabel('Player or agent').selectOption('member1');
    await screenshot(page, 'signin-security-agent');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reset two-factor codes' }).click();
    await page.getByText('member1 will scan a new QR code').waitFor({ timeout: 90_000 });
    await logOut(page, base);
    await fillLogin(page, 'member1', 'Demo2026');
    await page.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('two-factor-secret').getAttribute('data-secret')).not.toBe(secret);
  });
});
