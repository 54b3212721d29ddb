// The captcha in the browser (issue 17): after 3 failed logins the login form shows the server's captcha
// (image, New captcha button, answer); the right answer with the right password logs in. The server is
// built with a captcha source whose answers this test knows (never a route that reveals them).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { fillLogin } from './support/flows.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 400_000, hookTimeout: 120_000 });

let issued = 0;
const answerOf = (n: number) => `Kp${n}Wx`;
const app = appPerFile({ captcha: () => answerOf(++issued), limits: { captchaAfterFailures: 3 } });
afterAll(app.close);

describe('the login captcha', () => {
  it('appears after 3 failed logins, and the right answer logs in', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    const problems = watchProblems(page);
    await page.goto(`${base}/login/`);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fillLogin(page, 'member2', `Wrong2026x${attempt}`);
      await page.getByTestId('login-message').filter({ hasText: /user name or password/i }).waitFor({ timeout: 90_000 });
    }
    await fillLogin(page, 'member2', 'Demo2026');
    await page.getByTestId('login-message').filter({ hasText: /captcha/i }).waitFor({ timeout: 90_000 });
    const image = page.getByRole('img', { name: 'A picture of the characters to type' });
    await image.waitFor({ timeout: 90_000 });
    const first = await image.getAttribute('src');
    expect(first).toMatch(/^data:image\/svg\+xml;base64,/);

    // A new one on request.
    await page.getByRole('button', { name: 'New captcha' }).click();
    await page.waitForFunction((previous) => document.querySelector('[data-testid="captcha-image"]')?.getAttribute('src') !== previous, first, { timeout: 90_000 });
    await screenshot(page, 'signin-captcha');
    expect(await axeViolations(page)).toEqual([]);

    // At 390 px the button's text stays on one line in every language (beside the image or below it).
    const language = page.locator('.login-language select');
    for (const code of ['en', 'zh', 'id', 'th', 'ms', 'vi']) {
      await language.selectOption(code);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
      const lines = await page.locator('.captcha-refresh').evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, code).toBe(1);
      const box = await page.locator('.captcha-refresh').boundingBox();
      expect(box?.height, code).toBeGreaterThanOrEqual(44);
      await screenshot(page, `signin-captcha-${code}`);
    }
    await language.selectOption('en');

    await page.getByLabel('Captcha code').fill(answerOf(issued));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/home\/$/, { timeout: 90_000 });
    await page.getByTestId('money-balance').waitFor({ timeout: 90_000 });
    expect(problems.filter((problem) => !problem.includes('status of 4'))).toEqual([]);
  });
});
