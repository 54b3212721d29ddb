// What an agent and a member meet on a phone (390×844 and 375×667), in a second language: the new-downline
// form names every empty required field and a negative credit at the field, in Chinese, creates nothing
// until the form is right, and is empty again after "Added."; a member who opens an agent's screen by URL
// (and an agent a member's) gets "no permission" with a way home, and the screen's data is never asked for.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';
import { useLanguage } from './support/back-office.ts';
import { apiToken, logIn } from './support/flows.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
afterAll(app.close);

const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
] as const;

const error = (page: Page, field: string) => page.getByTestId(`error-${field}`);
const submit = (page: Page) => page.locator('form.bo-form button[type="submit"]').click();

/** Whether the site has an account of that name (asked as the operator, behind the app's back). */
async function exists(base: string, userId: string): Promise<boolean> {
  const token = await apiToken(base, 'admin');
  const answer = await fetch(`${base}/masterapi/Account/GetDownlines`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ UserId: userId }),
  });
  return ((await answer.json()) as { status: string }).status === 'S100';
}

describe.each(SIZES)('at $width×$height', (size) => {
  const tag = `${size.width}x${size.height}`;

  it('the new-downline form names each empty required field and a negative credit in Chinese, and starts afresh after 已添加', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const problems = watchProblems(page);
    await logIn(page, base, 'agent1');
    await useLanguage(page, 'zh');
    await page.goto(`${base}/agent/newdownline/`);
    await page.locator('input[name="UserId"]').waitFor({ timeout: 30_000 });

    // Nothing typed: each required field says so, with its own name in Chinese.
    await submit(page);
    await error(page, 'CreditLimit').waitFor();
    expect(await error(page, 'UserId').textContent()).toBe('用户名为必填项。');
    expect(await error(page, 'Password').textContent()).toBe('初始密码为必填项。');
    expect(await error(page, 'CreditLimit').textContent()).toBe('信用额度为必填项。');
    expect(await page.locator('input[name="CreditLimit"]').getAttribute('aria-invalid')).toBe('true');
    // The first refused field takes the focus (the button is a long scroll below it on a phone).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('UserId');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `agent-walk-required-zh-${tag}`);

    // Name and password, credit still empty: refused at the field, nothing created.
    const name = `walk${size.width}`;
    await page.locator('input[name="UserId"]').fill(name);
    await page.locator('input[name="Password"]').fill('Start2026');
    await submit(page);
    await error(page, 'CreditLimit').waitFor();
    expect(await error(page, 'UserId').count()).toBe(0);
    expect(await error(page, 'CreditLimit').textContent()).toBe('信用额度为必填项。');

    // A negative credit is its own rule (E116), not "invalid input: CreditLimit".
    await page.locator('input[name="CreditLimit"]').fill('-5');
    await submit(page);
    await error(page, 'CreditLimit').waitFor();
    expect(await error(page, 'CreditLimit').textContent()).toBe('信用额度不能为负数。');
    await screenshot(page, `agent-walk-negative-zh-${tag}`);
    expect(await exists(base, name)).toBe(false);

    // Right at last: added, and the form is empty again with the parent's new headroom as the hint.
    const hintBefore = await page.locator('#CreditLimit-hint').textContent();
    await page.locator('input[name="CreditLimit"]').fill('100');
    await submit(page);
    await page.getByTestId('downline-message').filter({ hasText: '已添加。' }).waitFor({ timeout: 30_000 });
    expect(await exists(base, name)).toBe(true);
    for (const field of ['UserId', 'Password', 'CreditLimit'])
      expect(await page.locator(`input[name="${field}"]`).inputValue(), field).toBe('');
    await page
      .locator('#CreditLimit-hint')
      .filter({ hasNotText: hintBefore ?? '' })
      .waitFor();
    await screenshot(page, `agent-walk-added-zh-${tag}`);
    expect(problems).toEqual([]);
  });

  it('a member opening an agent’s screen by URL (and an agent a member’s) gets no permission, in Malay, with a way home', async () => {
    const { base, newPage } = await app.get();
    const member = await newPage();
    await member.setViewportSize(size);
    await logIn(member, base, 'member1');
    await useLanguage(member, 'ms');
    const asked: string[] = [];
    member.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const path of ['/settings/account/', '/agent/downlines/', '/agent/newdownline/', '/agent/exposure/']) {
      await member.goto(`${base}${path}`);
      await member.getByTestId('no-permission').waitFor({ timeout: 30_000 });
      expect(await member.getByTestId('no-permission').textContent(), path).toBe('Anda tiada kebenaran.');
    }
    // The screens' own calls were never made: the guard stopped them before they rendered.
    expect(asked.filter((path) => /GetMobileUserEditModel|GetDownlines|GetNumberExposure/.test(path))).toEqual([]);
    expect(await axeViolations(member)).toEqual([]);
    await screenshot(member, `agent-walk-no-permission-ms-${tag}`);
    await member.getByTestId('way-home').click();
    await member.waitForURL(/\/home\/$/);
    // Its own screens still open.
    await member.goto(`${base}/settings/packageinfo/`);
    await member.getByTestId('package-block').first().waitFor({ timeout: 30_000 });

    const agent = await newPage();
    await agent.setViewportSize(size);
    await logIn(agent, base, 'agent2');
    await useLanguage(agent, 'ms');
    for (const path of ['/settings/packageinfo/', '/packageinfo/']) {
      await agent.goto(`${base}${path}`);
      await agent.getByTestId('no-permission').waitFor({ timeout: 30_000 });
    }
    await agent.goto(`${base}/settings/account/`);
    await agent.getByTestId('sequence-example').waitFor({ timeout: 30_000 });
  });
});
