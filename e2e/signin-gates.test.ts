// The operator's sign-in switches in the browser: maintenance switched on logs an open app out to /login/
// with its message, reason and expected end (translated when the language changes); an app older than
// the site's minimum is told to update and offered a reload (E142); a login from a blocked range is told
// so (E303). The switches are set through the server's admin routes, as an operator would.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, fillLogin, logInOnScreen } from './support/flows.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 400_000, hookTimeout: 120_000 });

const app = appPerFile();
afterAll(app.close);

async function admin(base: string, token: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(((await answer.json()) as { status: string }).status).toBe('S100');
}

/** The pin's brand comes 400 ms after the page (use-pin-brand.ts): wait for it, so screenshots show it. */
const branded = (page: Page) => page.getByRole('heading', { name: 'Tikam Demo' }).waitFor({ timeout: 30_000 });

const chooseLanguage = (page: Page, language: string) =>
  page.getByRole('combobox', { name: /.+/ }).last().selectOption(language);

describe('sign-in switches', () => {
  it('maintenance logs an open app out to /login/ with its message, in the chosen language', async () => {
    const { base, newPage, now } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await logInOnScreen(page, base, 'member1');
    // The same page, never reloaded: the running app is what must notice.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const operator = await apiToken(base, 'admin');
    const endsAt = new Date(now() + 2 * 3_600_000).toISOString();
    await admin(base, operator, '/admin/maintenance', { active: true, reason: 'upgrade', endsAt });

    // The app's next call (a screen of its own, reached in-app) answers 503 V110.
    await page.evaluate(() => {
      history.pushState({}, '', '/settings/profile/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/login\/$/, { timeout: 30_000 });
    const message = page.getByTestId('login-message');
    await message.filter({ hasText: 'under maintenance' }).waitFor({ timeout: 30_000 });
    await page
      .getByTestId('maintenance-reason')
      .filter({ hasText: 'upgrading the system' })
      .waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('maintenance-until').textContent()).toMatch(
      /Expected back by \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(GMT\+8\)/,
    );
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
    await branded(page);
    await screenshot(page, 'signin-maintenance-en');
    expect(await axeViolations(page)).toEqual([]);

    await chooseLanguage(page, 'th');
    await message.filter({ hasText: 'ปิดปรับปรุง' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('maintenance-reason').filter({ hasText: 'อัปเกรดระบบ' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'signin-maintenance-th');
    await chooseLanguage(page, 'en');

    // A login while it lasts says the same.
    await fillLogin(page, 'member1', 'Demo2026');
    await page.getByTestId('maintenance-reason').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${base}/login/`);

    await admin(base, operator, '/admin/maintenance', { active: false });
    await logInOnScreen(page, base, 'member1');
    expect(problems.filter((problem) => !problem.includes('status of 5') && !problem.includes('status of 4'))).toEqual(
      [],
    );
  });

  it('an app older than the site’s minimum is told to update and offered a reload (E142)', async () => {
    const { base, newPage } = await app.get();
    const operator = await apiToken(base, 'admin');
    await admin(base, operator, '/admin/sign-in-settings', { minAppVersion: '99.0.0' });
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await fillLogin(page, 'member2', 'Demo2026');
    await page.getByTestId('login-message').filter({ hasText: 'no longer supported' }).waitFor({ timeout: 30_000 });
    const reload = page.getByRole('button', { name: 'Reload to update' });
    await reload.waitFor({ timeout: 30_000 });
    await branded(page);
    await screenshot(page, 'signin-e142-en');
    expect(await axeViolations(page)).toEqual([]);
    await chooseLanguage(page, 'zh');
    await page.getByRole('button', { name: '重新加载以更新' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'signin-e142-zh');
    await chooseLanguage(page, 'en');

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await reload.click();
    await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload, undefined, {
      timeout: 30_000,
    });
    await admin(base, operator, '/admin/sign-in-settings', { minAppVersion: '' });
  });

  it('a login from a blocked range is told so (E303), and goes on once it is lifted', async () => {
    const { base, newPage } = await app.get();
    const operator = await apiToken(base, 'admin');
    await admin(base, operator, '/admin/sign-in-settings', { blockedRanges: ['127.0.0.0/8'] });
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await fillLogin(page, 'member2', 'Demo2026');
    await page.getByTestId('login-message').filter({ hasText: 'location is blocked' }).waitFor({ timeout: 30_000 });
    await branded(page);
    await screenshot(page, 'signin-e303-en');
    await chooseLanguage(page, 'id');
    await page
      .getByTestId('login-message')
      .filter({ hasText: /diblokir/i })
      .waitFor({ timeout: 30_000 });
    await screenshot(page, 'signin-e303-id');
    await chooseLanguage(page, 'en');

    await admin(base, operator, '/admin/sign-in-settings', { blockedRanges: ['10.0.0.0/8'] });
    await fillLogin(page, 'member2', 'Demo2026');
    await page.waitForURL(/\/home\/$/, { timeout: 30_000 });
  });
});
