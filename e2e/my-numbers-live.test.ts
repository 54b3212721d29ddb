// My numbers and live draws end to end, in Chromium against the real server: a member keeps a number, an
// operator publishes a result that hits it (through the admin API, as an operator does), and the badge and
// the notice appear on home WITHOUT a reload, carried by the result stream; the win alert goes out by web
// push to a local push service (web-push-testing) and arrives there decrypted; a Toto draw on the results
// page goes Waiting → Live → Final as its prizes are published, again without a reload or a poll; a kept
// number is bet in one tap. Screens at 390×844 and 375×667, English and Chinese, member and agent, axe.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { drawTakesPlaceAt } from '../src/core/domain/result-timing.ts';
import { startLocalPushService, type LocalPushService } from '../tests/server/support/push-service.ts';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot, watchProblems } from './support/e2e-app.ts';
import { apiToken, logIn } from './support/flows.ts';
import { PHONES } from './support/phones.ts';
import { smallTargets } from './support/targets.ts';

vi.setConfig({ testTimeout: 420_000, hookTimeout: 120_000 });

const TODAY = '2026-11-18'; // the app's Wednesday (e2e-app.ts START_INSTANT's day)
// The full Chromium: the headless shell refuses the notification permission the win alerts need. The clocks
// start just after that evening's Magnum and Toto draws: the results are published then, as an operator
// does, with nothing moved (a clock moved forward for the publish would sign out the member's page, whose
// reads at that moment would look hours idle).
const app = appPerFile({}, 'full', Date.parse(`${TODAY}T19:05:00+08:00`));
const theApp = app.get;
let push: LocalPushService | undefined;
afterAll(async () => {
  await push?.close();
  await app.close();
});

const fourD = (first: string) => ({
  first,
  second: '5555',
  third: '6666',
  starters: Array.from({ length: 13 }, (_, i) => String(1000 + i)),
  consolations: Array.from({ length: 10 }, (_, i) => String(2000 + i)),
});

/** Publishes as the operator through the public API; the draw has taken place (the app's clock is after it). */
async function publish(drawType: string, body: object): Promise<void> {
  const { base, now } = await theApp();
  expect(now()).toBeGreaterThanOrEqual(drawTakesPlaceAt(drawType, TODAY));
  const token = await apiToken(base, 'admin');
  const answer = await fetch(`${base}/admin/results`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ drawType, drawDate: TODAY, ...body }),
  });
  expect(((await answer.json()) as { status: string }).status).toBe('S100');
}

async function expectClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
}

/** Marks the document: still marked later means no reload happened in between. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function addNumber(page: Page, number: string, label: string): Promise<void> {
  await page.getByLabel('Number (3 to 6 digits)').fill(number);
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByRole('button', { name: 'Add number' }).click();
  await page.getByTestId(`my-number-${number}`).waitFor({ timeout: 30_000 });
}

/**
 * The browser's push service, replaced by the local one: headless Chromium has no push service to reach,
 * so PushManager.subscribe hands back a subscription the local service made for the server's key. The rest
 * is the app's own: the permission, the service worker's registration, the call that stores the
 * subscription, the server's encrypted, signed push.
 */
async function useLocalPushService(
  context: BrowserContext,
  base: string,
  service: LocalPushService,
): Promise<{ clientHash: string }> {
  const token = await apiToken(base, 'agent1');
  const key = (
    (await (
      await fetch(`${base}/FDAPI/Push/GetPushKey`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { publicKey: string } }
  ).data.publicKey;
  const subscription = await service.subscribe(key);
  await context.grantPermissions(['notifications'], { origin: base });
  await context.addInitScript(
    (made: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
      // Kept across pages of the context (sessionStorage), as a browser keeps its subscription.
      const KEY = 'local-push-subscribed';
      const subscribed = {
        endpoint: made.endpoint,
        toJSON: () => ({ endpoint: made.endpoint, keys: made.keys }),
        unsubscribe: async () => {
          sessionStorage.removeItem(KEY);
          return true;
        },
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => {
        sessionStorage.setItem(KEY, '1');
        return subscribed;
      };
      PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(KEY) === null ? null : subscribed);
    },
    { endpoint: subscription.endpoint, keys: subscription.keys },
  );
  return { clientHash: subscription.clientHash };
}

describe('my numbers', () => {
  it('a member keeps a number; a result that hits it shows on home without a reload, and its alert is pushed', async () => {
    const { base, newContext } = await theApp();
    push = await startLocalPushService();
    const context = await newContext({ serviceWorkers: 'allow' });
    const { clientHash } = await useLocalPushService(context, base, push);
    const page = await context.newPage();
    const problems = watchProblems(page);
    await logIn(page, base, 'member1');
    // The service worker that will show the alert is in place before the number is added.
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined, undefined, {
      timeout: 30_000,
    });
    await page.getByRole('link', { name: 'My numbers' }).click();
    await page.waitForURL(`${base}/mynumbers/`);
    await page.getByText('No numbers yet: add the first one above.').waitFor({ timeout: 30_000 });
    await addNumber(page, '1357', 'car plate');
    await addNumber(page, '024', 'birthday');
    await page
      .getByTestId('alerts-state')
      .filter({ hasText: 'Win alerts are on in this browser.' })
      .waitFor({ timeout: 30_000 });
    // Rename and remove, on the member's own list.
    await page.getByRole('button', { name: 'Rename 024' }).click();
    await page.getByLabel('Rename 024').fill('mum’s birthday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('my-number-024').getByText('mum’s birthday').waitFor();
    await page.getByRole('button', { name: 'Remove 024' }).click();
    await page.getByTestId('my-number-024').waitFor({ state: 'detached' });
    await expectClean(page);
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await screenshot(page, `mynumbers-member-en-${phone.name}`);
    }
    await page.setViewportSize(PHONES[0]);

    await page
      .getByRole('link', { name: 'Home' })
      .first()
      .click()
      .catch(() => page.goto(`${base}/home/`));
    await page.waitForURL(/\/home\/$/);
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    await markDocument(page);
    expect(await page.getByTestId('my-number-hits').count()).toBe(0);

    await publish('M', { fourD: fourD('1357') });
    const notice = page.getByTestId('my-number-hits');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('1357 (car plate) hit the 1st prize of Magnum');
    expect(await page.getByTestId('my-number-badge').textContent()).toBe('1 win');
    expect(await sameDocument(page)).toBe(true);
    await expectClean(page);
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await screenshot(page, `mynumbers-home-hit-en-${phone.name}`);
    }
    await page.setViewportSize(PHONES[0]);

    // The alert, delivered to the push service, decrypted there: English, naming number, operator and prize.
    await expect.poll(async () => (await push!.messages(clientHash)).length, { timeout: 30_000 }).toBe(1);
    const [message] = await push.messages(clientHash);
    expect(JSON.parse(message!)).toMatchObject({
      title: 'Your number won',
      body: '1357 (car plate): 1st prize, Magnum 18/11/2026',
      url: '/mynumbers/',
    });

    // The results page marks it in Magnum's card and names it in the notice.
    await page.getByRole('link', { name: 'Results', exact: true }).first().click();
    await page.getByTestId('result-M').locator('.prize-mine', { hasText: '1357' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('my-number-hits').textContent()).toContain('1357 (car plate)');
    await expectClean(page);
    await screenshot(page, 'mynumbers-results-hit-en-390x844');
    await page.goto(`${base}/home/`);

    // Bet it in one tap: the guided screen with the number typed.
    await page.getByRole('link', { name: 'Open my numbers' }).click();
    await page.getByRole('link', { name: 'Bet 1357' }).click();
    await page.waitForURL(`${base}/bet1/`);
    await expect
      .poll(
        () =>
          page
            .locator('input[inputmode="numeric"]')
            .first()
            .inputValue()
            .catch(() => ''),
        { timeout: 30_000 },
      )
      .toBe('1357');
    expect(problems).toEqual([]);

    // Logout ends this browser's alerts on the server.
    await page.goto(`${base}/home/`);
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    const unsubscribed = page.waitForResponse((response) => response.url().endsWith('/FDAPI/Push/Unsubscribe'));
    await page.getByRole('link', { name: 'Log out' }).click();
    expect((await unsubscribed).status()).toBe(200);
    await page.getByRole('link', { name: /log in/i }).waitFor({ timeout: 30_000 });
    const { db } = await theApp();
    expect(await db.selectFrom('push_subscriptions').select('endpoint').execute()).toEqual([]);
  });

  it('an agent keeps its own list, in Chinese', async () => {
    const { base, newContext } = await theApp();
    const context = await newContext();
    const page = await context.newPage();
    await logIn(page, base, 'agent1');
    // The language the player chose is kept on the device: the next page opens in it.
    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.goto(`${base}/mynumbers/`);
    await page.getByText('还没有号码：在上方添加第一个。').waitFor({ timeout: 30_000 });
    await page.getByLabel('号码（3 至 6 位）').fill('8888');
    await page.getByLabel('备注').fill('店号');
    await page.getByRole('button', { name: '添加号码' }).click();
    await page.getByTestId('my-number-8888').waitFor({ timeout: 30_000 });
    await expectClean(page);
    for (const phone of PHONES) {
      await page.setViewportSize(phone);
      await screenshot(page, `mynumbers-agent-zh-${phone.name}`);
    }
    await context.close();
  });
});

describe('live draws', () => {
  it('a Toto draw goes Waiting → Live → Final as its prizes are published, by the stream, no reload, no poll', async () => {
    const { base, browser } = await theApp();
    const context = await browser.newContext({
      viewport: PHONES[0],
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      // 19:40 GMT+8: Toto's 19:00 draw is due.
      await context.clock.setFixedTime(Date.parse(`${TODAY}T19:40:00+08:00`));
      const page = await context.newPage();
      const polls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/Result/GetLatestResult?DrawTypeCode=T')) polls.push(request.url());
      });
      const streams = page.waitForRequest((request) => request.url().endsWith('/live/results'));
      await page.goto(`${base}/results/tab_T/`);
      await streams;
      const toto = page.getByTestId('result-T');
      await toto.waitFor({ timeout: 30_000 });
      expect(await toto.locator('.result-state').textContent()).toBe('Waiting');
      await markDocument(page);
      await screenshot(page, 'live-waiting');

      // The 4D prizes first: 5D and 6D still dashes.
      await publish('T', { fourD: fourD('2468') });
      await toto.locator('.result-state', { hasText: 'Live' }).waitFor({ timeout: 30_000 });
      expect(await toto.locator('.top-prizes').textContent()).toContain('2468');
      await screenshot(page, 'live-live');
      const pollsWhileLive = polls.length;

      await publish('T', {
        fourD: fourD('2468'),
        fiveD: { first: '12345', second: '54321', third: '11111' },
        sixD: { first: '123450' },
      });
      await toto.locator('.result-state', { hasText: 'Final' }).waitFor({ timeout: 30_000 });
      expect(await sameDocument(page)).toBe(true);
      // Each change was one read the stream asked for, not the 5-second poll (the stream was up throughout).
      expect(polls.length).toBe(pollsWhileLive + 1);
      await expectClean(page);
      await screenshot(page, 'live-final');
    } finally {
      await context.close();
    }
  });
});
