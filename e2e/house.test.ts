// The house screens in Chromium at 390×844 and 375×667 against the real server (docs/house.md). The house
// operator (admin) finds them in the settings menu and enters results through the screen: for Saturday's
// draw, still to come, the preview warns and the server refuses E155, shown as its catalogue text; for
// Wednesday's, at its draw time, the confirmation counts the tickets and publishing settles them; a correction confirms the same
// count as settled again and makes version 2. It switches maintenance on with a reason and off. A site's
// company account (starhq, pin 7777) sees only its site's screens and saves them; an agent sees none. Every
// screen axe-clean, no control under 44 px, nothing wider than the phone; en and zh screenshots.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { drawTakesPlaceAt } from '../src/core/domain/result-timing.ts';
import { appPerFile, watchProblems } from './support/e2e-app.ts';
import { useLanguage } from './support/back-office.ts';
import { apiToken, fillLogin, logIn, placeBetByApi } from './support/flows.ts';
import { checkedOnPhone } from './support/phone-checks.ts';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

const app = appPerFile();
afterAll(app.close);

const SIZES = [
  { width: 390, height: 844 },
  { width: 375, height: 667 },
] as const;
const DRAW_DATE = '2026-11-18';
const LATER_DATE = '2026-11-21';
const STARTERS = Array.from({ length: 13 }, (_, index) => String(6000 + index));
const CONSOLATIONS = Array.from({ length: 10 }, (_, index) => String(7000 + index));

let refs = 0;
function bet(base: string, player: string, sheet: string): Promise<void> {
  return placeBetByApi(base, player, sheet, `e2e-house-${player}-${++refs}`);
}

/** The versions of M's result on the record (read from the database: a token of admin's own would sign the page's admin out). */
async function resultVersions(): Promise<number> {
  const { db } = await app.get();
  return (
    await db
      .selectFrom('draw_results')
      .select('version')
      .where('draw_type', '=', 'M')
      .where('draw_date', '=', DRAW_DATE)
      .execute()
  ).length;
}

const checked = checkedOnPhone;

async function fillResult(page: Page, first: string): Promise<void> {
  await page.getByTestId('field-first').fill(first);
  await page.getByTestId('field-second').fill('5001');
  await page.getByTestId('field-third').fill('5002');
  await page.getByTestId('field-starters').fill(STARTERS.join(' '));
  await page.getByTestId('field-consolations').fill(CONSOLATIONS.join(', '));
}

beforeAll(async () => {
  const e2e = await app.get();
  await bet(e2e.base, 'member1', 'D\n#1\n1234#1\n5678#1'); // two tickets on M, Wednesday 18
  await bet(e2e.base, 'member3', 'D\n#1\n1234#2'); // one more, under agent2
});

describe('the house operator', () => {
  it('enters a result: E155 for a draw still to come, then publishes with the ticket count confirmed, then corrects it', async () => {
    const { base, newPage, at } = await app.get();
    // The whole visit at M's draw time on Wednesday 18 (the server's clock; a session lives on it): Saturday
    // 21's draw is still to come.
    await at(drawTakesPlaceAt('M', DRAW_DATE), async () => {
      const page = await newPage();
      await page.setViewportSize(SIZES[0]);
      const problems = watchProblems(page);
      await logIn(page, base, 'admin');
      await page.goto(`${base}/settings/`);
      await page.getByTestId('house-entry').click();
      await page.waitForURL(/\/house\/$/);
      await checked(page, 'house-menu-390x844');
      await page.getByRole('link', { name: 'Draw results' }).click();
      await page.getByTestId('ticket-count').waitFor();
      expect(await page.getByTestId('draw-date').inputValue()).toBe(DRAW_DATE);

      await page.getByTestId('draw-date').fill(LATER_DATE);
      await page.getByTestId('too-early').waitFor();
      expect(await page.getByTestId('too-early').textContent()).toContain('2026-11-21 19:00 GMT+8');
      await fillResult(page, '1234');
      await page.getByTestId('review-result').click();
      expect(await page.getByTestId('confirm-publish').textContent()).toContain(
        'Publishing the result of M on 2026-11-21 settles 0 tickets.',
      );
      await page.getByTestId('publish-result').click();
      const refused = page.getByTestId('change-failed');
      await refused.waitFor();
      expect(await refused.textContent()).toBe(
        'This draw has not taken place yet; its result can be published from 2026-11-21 19:00 GMT+8.',
      );
      await checked(page, 'house-result-e155-390x844');

      await page.getByTestId('draw-date').fill(DRAW_DATE);
      await page.getByTestId('ticket-count').waitFor();
      await expect.poll(async () => page.getByTestId('ticket-count').textContent()).toBe('3 tickets on this draw.');
      expect(await page.getByTestId('too-early').count()).toBe(0);
      await fillResult(page, '1234');
      await page.getByTestId('review-result').click();
      expect(await page.getByTestId('confirm-publish').textContent()).toContain(
        'Publishing the result of M on 2026-11-18 settles 3 tickets.',
      );
      await checked(page, 'house-result-confirm-390x844');
      await page.getByTestId('publish-result').click();
      await page.getByTestId('published').waitFor();
      expect(await page.getByTestId('published').textContent()).toContain('Version 1 published: 3 tickets settled');
      await expect
        .poll(async () => page.getByTestId('result-status').textContent())
        .toContain('Result version 1 is published.');
      expect(await page.getByTestId('field-first').inputValue()).toBe('1234');

      await page.getByTestId('field-first').fill('5678');
      await page.getByRole('button', { name: 'Correct result' }).click();
      expect(await page.getByTestId('confirm-publish').textContent()).toContain(
        'This corrects version 1 of M on 2026-11-18 with version 2: the wins paid are reversed and 3 tickets are settled again.',
      );
      await checked(page, 'house-result-correction-390x844');
      await page.getByTestId('publish-result').click();
      await expect
        .poll(async () => page.getByTestId('published').textContent())
        .toContain('Version 2 published: 3 tickets settled');
      await checked(page, 'house-result-corrected-390x844');
      expect(await resultVersions()).toBe(2);
      // The one 4xx expected: E155's answer, which the browser logs as a failed request.
      expect(problems.filter((problem) => !problem.includes('status of 4'))).toEqual([]);
    });
  });

  it('switches maintenance on with a reason and off again', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(SIZES[1]);
    const memberToken = await apiToken(base, 'member1');
    await logIn(page, base, 'admin');
    await page.goto(`${base}/house/maintenance/`);
    await page.getByTestId('maintenance-state').waitFor();
    expect(await page.getByTestId('maintenance-state').textContent()).toContain('Maintenance is off.');
    await page.getByTestId('maintenance-reason').selectOption('upgrade');
    await page.getByTestId('maintenance-on').click();
    await expect
      .poll(async () => page.getByTestId('maintenance-state').textContent())
      .toContain('Reason: System upgrade');
    await checked(page, 'house-maintenance-on-375x667');
    // A player's session call meets the switch (V110) while it is on.
    const player = await fetch(`${base}/admin/access`, { headers: { authorization: `Bearer ${memberToken}` } });
    expect(((await player.json()) as { status: string }).status).toBe('V110');
    await page.getByTestId('maintenance-off').click();
    await expect.poll(async () => page.getByTestId('maintenance-state').textContent()).toContain('Maintenance is off.');
    const { db } = await app.get();
    expect((await db.selectFrom('maintenance').select('active').executeTakeFirstOrThrow()).active).toBe(false);
  });

  it.each(SIZES)('reads in Chinese at $width×$height, axe-clean', async (size) => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    await logIn(page, base, 'admin');
    await useLanguage(page, 'zh');
    for (const [path, ready] of [
      ['/house/', 'house-entry-list'],
      ['/house/result/', 'ticket-count'],
      ['/house/maintenance/', 'maintenance-state'],
      ['/house/links/', 'save-links'],
    ] as const) {
      await page.goto(`${base}${path}`);
      if (ready === 'house-entry-list') await page.getByRole('link', { name: '开奖结果' }).waitFor();
      else await page.getByTestId(ready).waitFor();
      await checked(page, `house-zh${path.replaceAll('/', '-')}${size.width}x${size.height}`);
    }
  });
});

describe("a site's company account", () => {
  it.each(SIZES)("sees its own site's screens only and saves them at $width×$height", async (size) => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(size);
    const tag = `${size.width}x${size.height}`;
    await page.goto(`${base}/login/`);
    await page.getByLabel('Pin').fill('7777');
    await fillLogin(page, 'starhq', 'Demo2026');
    await page.waitForURL(/\/home\/$/, { timeout: 30_000 });
    await page.goto(`${base}/house/`);
    await page.getByRole('link', { name: 'Member area links' }).waitFor();
    expect(await page.getByRole('link', { name: 'Draw results' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Maintenance' }).count()).toBe(0);
    await checked(page, `house-company-menu-${tag}`);

    await page.goto(`${base}/house/result/`);
    await page.getByTestId('no-permission').waitFor();

    await page.goto(`${base}/house/signin/`);
    await page.getByTestId('min-version').fill('0.1');
    await page.getByTestId('blocked-ranges').fill('10.1.2.3/16\n192.0.2.1');
    await page.getByTestId('save-signin').click();
    await page.getByTestId('saved').waitFor();
    expect(await page.getByTestId('blocked-ranges').inputValue()).toBe('10.1.0.0/16\n192.0.2.1/32');
    await checked(page, `house-company-signin-${tag}`);
    await page.getByTestId('blocked-ranges').fill('not a range');
    await page.getByTestId('save-signin').click();
    await page.getByTestId('change-failed').waitFor();

    await page.goto(`${base}/house/rates/`);
    const myr = page.getByTestId('rate-MYR');
    await myr.getByRole('textbox').fill(size.width === 390 ? '4.35' : '4.4');
    await myr.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('rate-change').first().waitFor();
    expect(await page.getByTestId('rate-change').first().textContent()).toContain('by starhq');
    await checked(page, `house-company-rates-${tag}`);

    await page.goto(`${base}/house/links/`);
    await page.getByTestId('save-links').waitFor();
    await page.getByTestId('links-member').getByRole('button', { name: 'Add a link' }).click();
    const group = page.getByTestId('links-member').getByRole('group').last();
    await group.getByLabel('Name').fill(`Prize ${tag}`);
    await group.getByLabel('Address (https://…)').fill('https://example.com/prize');
    await page.getByTestId('save-links').click();
    await page.getByTestId('saved').waitFor();
    await checked(page, `house-company-links-${tag}`);
    const body = new URLSearchParams({
      grant_type: 'password',
      username: 'star1',
      password: 'Demo2026',
      client_id: '7777',
    });
    const token = (
      (await (await fetch(`${base}/masterapi/token`, { method: 'POST', body })).json()) as { access_token: string }
    ).access_token;
    const links = await fetch(`${base}/FDAPI/Report/GetMemberUrls`, { headers: { authorization: `Bearer ${token}` } });
    expect(JSON.stringify(await links.json())).toContain(`Prize ${tag}`);
  });
});

describe('an agent', () => {
  it('has no house entry and meets "no permission" on a house address', async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.setViewportSize(SIZES[0]);
    await logIn(page, base, 'agent1');
    await page.goto(`${base}/settings/`);
    await page.getByRole('link', { name: 'My downlines' }).waitFor();
    expect(await page.getByTestId('house-entry').count()).toBe(0);
    await page.goto(`${base}/house/`);
    await page.getByTestId('no-permission').waitFor();
    await checked(page, 'house-agent-refused-390x844');
  });
});
