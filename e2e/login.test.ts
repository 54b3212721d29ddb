// Logging in, the forced password change, languages and sessions, in Chromium at 390×844 against the
// real server on a fresh PGlite database (e2e/support/e2e-app.ts). Each step saves a screenshot.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { fillLogin, logInOnScreen, PASSWORD } from './support/flows.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const app = appPerFile();
const theApp = app.get;
afterAll(app.close);

describe('logging in', () => {
  it('logs member1 in to the home screen with its balance, and shows the login screen first', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${base}/login/`);
    expect(await page.getByLabel('Pin').inputValue()).toBe('8888');
    await screenshot(page, 'login');
    expect(await axeViolations(page)).toEqual([]);
    await logInOnScreen(page, base, 'member1');
    expect(page.url()).toBe(`${base}/home/`);
    expect(await page.getByTestId('money-balance').textContent()).toMatch(/\d\.\d{2}/);
    await page.getByTestId('jackpot-L').waitFor();
    await screenshot(page, 'home');
    expect(problems).toEqual([]);
  });

  it('shows a wrong password as E111 and stays on /login/', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await fillLogin(page, 'member2', 'Wrong2026x');
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/user name or password/i);
    expect(page.url()).toBe(`${base}/login/`);
    await screenshot(page, 'login-refused');
  });

  it('makes newbie change its password first, then log in with the new one', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await fillLogin(page, 'newbie', PASSWORD);
    await page.waitForURL(/\/settings\/needchangepwd\/$/);
    await screenshot(page, 'need-change-password');
    await page.getByLabel('Old password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Fresh2027');
    await page.getByLabel('Confirm new password').fill('Fresh2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL(/\/login\/$/);
    // Not a bare "Done.": the login page says what comes next.
    await page.getByText('Password changed. Please log in with your new password.').waitFor();
    await logInOnScreen(page, base, 'newbie', 'Fresh2027');
    expect(page.url()).toBe(`${base}/home/`);
  });

  it('keeps the session through a reload of a guarded page', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logInOnScreen(page, base, 'member2');
    for (const path of ['/home/', '/sheet/', '/settings/changepassword/']) {
      await page.goto(`${base}${path}`);
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(page.url(), path).toBe(`${base}${path}`);
    }
    await page.goto(`${base}/sheet/`);
    await page.getByRole('textbox', { name: 'Line 1', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Line 1', exact: true }).waitFor();
    expect(page.url()).toBe(`${base}/sheet/`);
  });

  it("keeps the session when a reload cuts off the guard's own login-data call", async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await logInOnScreen(page, base, 'agent2');
    // The next page's login data is held back until the reload below has replaced the page, so the reload
    // aborts it mid-flight; only then is it let go (to a page that no longer waits for it).
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/FDAPI/User/GetLoginData*', async (route) => {
      held += 1;
      if (held === 1) await released;
      await route.continue().catch(() => {});
    });
    await page.goto(`${base}/sheet/`, { waitUntil: 'commit' });
    await expect.poll(() => held, { timeout: 10_000 }).toBe(1);
    page.once('framenavigated', release);
    await page.reload();
    await page.getByRole('textbox', { name: 'Line 1', exact: true }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${base}/sheet/`);
  });

  it('sends the first phone to /login/ when the same user logs in on a second one', async () => {
    const { base, newPage } = await theApp();
    const first = await newPage();
    await logInOnScreen(first, base, 'member3');
    const second = await newPage();
    await logInOnScreen(second, base, 'member3');
    // The first phone's next call to the server is refused (E104): the app says so and goes to /login/.
    await first.reload();
    await first.waitForURL(/\/login\/$/, { timeout: 30_000 });
    expect(await first.getByRole('alert').textContent()).toMatch(/elsewhere/i);
    await screenshot(first, 'signed-in-elsewhere');
    expect(second.url()).toBe(`${base}/home/`);
  });

  it('wears the brand of the pin: two sites look different', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    const look = () =>
      page.evaluate(() => ({
        title: document.title,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
        icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      }));
    await expect.poll(async () => (await look()).title, { timeout: 10_000 }).toContain('Tikam Demo');
    const demo = await look();
    await screenshot(page, 'login-brand-8888');
    await page.getByLabel('Pin').fill('7777');
    await expect.poll(async () => (await look()).title, { timeout: 10_000 }).not.toContain('Tikam Demo');
    const star = await look();
    expect(star.primary).not.toBe(demo.primary);
    expect(star.icon).not.toBe(demo.icon);
    await screenshot(page, 'login-brand-7777');
  });

  it('switches to Chinese and back, and remembers the choice', async () => {
    const { base, newPage } = await theApp();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await page.getByRole('combobox').first().selectOption('zh');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    await screenshot(page, 'login-zh');
    await page.reload();
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByRole('combobox').first().selectOption('en');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });
});
