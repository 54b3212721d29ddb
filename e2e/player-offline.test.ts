// The installed app without a connection, at 390×844 and 375×667, in Chromium with its service worker:
// - a signed-in player who reloads offline stays on the screen (home from the stored login data, the
//   results last shown marked as a saved copy, BET off) and the app recovers by itself once online;
// - a screen whose data could not load offline (My numbers, the receipts) says the device is offline, and
//   loads by itself once the connection is back;
// - logged out, /results/ offline shows the last results marked as saved, not only an error;
// - a stored copy left by an app from before the login data became cents (units, no marker) opens offline
//   with the same money after the upgrade;
// - installable: PNG icons 192, 512 and maskable 512 in the manifest, an apple-touch-icon, and a
//   start_url that opens home for a player who is signed in (and /login/ for anyone else).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe.ts';
import { appPerFile, screenshot } from './support/e2e-app.ts';
import { logIn } from './support/flows.ts';
import { PHONES } from './support/phones.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

/** Opens /results/ and waits until its answer is shown and saved on the device. */
async function showResults(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/results/`);
  await page.getByTestId('result-M').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => (localStorage.getItem('results-offline') ?? '').includes('"all"'));
}

/** A PNG's width and height, from its IHDR chunk; null for anything that is not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function offlineContext(): Promise<{ context: BrowserContext; page: Page; base: string }> {
  const { base, newContext } = await app.get();
  const context = await newContext({ serviceWorkers: 'allow' });
  return { context, page: await context.newPage(), base };
}

describe.each(PHONES)('offline and installable on a $name phone', (phone) => {
  it('reopens offline on home and on the last results, BET off, and recovers when the connection is back', async () => {
    const { context, page, base } = await offlineContext();
    await page.setViewportSize(phone);
    await logIn(page, base, 'member1');
    await controlled(page);
    await showResults(page, base);
    await page.goto(`${base}/home/`);
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    const balance = await page.getByTestId('money-balance').textContent();

    await context.setOffline(true);
    await page.reload();
    // Still signed in, on home, with the money it last knew, and told it is offline.
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/home/');
    expect(await page.getByTestId('money-balance').textContent()).toBe(balance);
    await page.getByTestId('offline-notice').waitFor();
    await screenshot(page, `offline-home-en-${phone.name}`);
    expect(await axeViolations(page)).toEqual([]);

    // The results it showed last, marked as a saved copy.
    await page.goto(`${base}/results/`);
    await page.getByTestId('results-offline').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('result-M').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, `offline-results-en-${phone.name}`);
    expect(await axeViolations(page)).toEqual([]);

    // A bet screen opens, with BET off.
    await page.goto(`${base}/bet1/`);
    await page.getByTestId('form-dates').waitFor({ timeout: 30_000 });
    expect(await page.locator('.form-bet-bar .bet-button').isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/bet1/');

    // Back online: the results page asks again by itself, and the session's login data is fetched afresh.
    await page.goto(`${base}/results/`);
    await page.getByTestId('results-offline').waitFor({ timeout: 30_000 });
    const loginData = page.waitForResponse(
      (response) => response.url().includes('/FDAPI/User/GetLoginData') && response.status() === 200,
      { timeout: 30_000 },
    );
    await context.setOffline(false);
    await loginData;
    await page.getByTestId('results-offline').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('result-M').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/results/');
  });

  it('a screen that could not load offline says so, and fills in by itself once the connection is back', async () => {
    const { context, page, base } = await offlineContext();
    await page.setViewportSize(phone);
    await logIn(page, base, 'member1');
    await controlled(page);
    await page.goto(`${base}/mynumbers/`);
    await page.locator('#my-numbers-list').waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    const offline = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await offline.waitFor({ timeout: 30_000 });
    expect(await page.locator('#my-numbers-list').count()).toBe(0);
    // The receipts list, which has no saved copy either, says the same.
    await page.goto(`${base}/receipts/`);
    await offline.waitFor({ timeout: 30_000 });
    await page.goto(`${base}/mynumbers/`);
    await offline.waitFor({ timeout: 30_000 });

    // No reload, no tap: the list is asked for again when the device is back online.
    await context.setOffline(false);
    await page.locator('#my-numbers-list').waitFor({ timeout: 30_000 });
    await offline.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/mynumbers/');
  });

  it('logged out, /results/ offline shows the last results marked as saved', async () => {
    const { context, page, base } = await offlineContext();
    await page.setViewportSize(phone);
    await showResults(page, base);
    await controlled(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('results-offline').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('result-M').count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, `offline-results-public-en-${phone.name}`);

    await context.setOffline(false);
    await page.getByTestId('results-offline').waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('is installable: PNG icons, an apple-touch-icon, and a start_url that opens home when signed in', async () => {
    const { base, newContext } = await app.get();
    const page = await (await newContext()).newPage();
    await page.setViewportSize(phone);
    await logIn(page, base, 'member2');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await fetch(`${base}${href}`)).json()) as {
      start_url: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };

    const sizes: string[] = [];
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const size = pngSize(new Uint8Array(await (await fetch(`${base}${icon.src}`)).arrayBuffer()));
      expect(`${size?.width}x${size?.height}`).toBe(icon.sizes);
      sizes.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(pngSize(new Uint8Array(await (await fetch(`${base}${touch}`)).arrayBuffer()))).toEqual({
      width: 180,
      height: 180,
    });

    // The start URL opens home for the signed-in player…
    await page.goto(`${base}${manifest.start_url}`);
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/home/');
    // …and the login form for anyone else.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`${base}${manifest.start_url}`);
    await stranger.waitForURL(/\/login\/$/, { timeout: 30_000 });
  });
});

describe('the offline copy after an upgrade', () => {
  it('a copy in the wire’s units, as the app before cents stored it, opens offline with the same money', async () => {
    const { context, page, base } = await offlineContext();
    await page.setViewportSize(PHONES[0]);
    await logIn(page, base, 'member1');
    await controlled(page);
    await page.goto(`${base}/home/`);
    await page.getByTestId('money-balance').waitFor({ timeout: 30_000 });
    const shown = await page.locator('.home-money').textContent();

    // What the previous app kept: the login data exactly as the wire wrote it, and no marker.
    const stored = await page.evaluate(() => ({
      token: (JSON.parse(localStorage.getItem('session') ?? '{}') as { AuthToken: string }).AuthToken,
      copy: JSON.parse(localStorage.getItem('session-offline') ?? '{}') as { apiBase: string; money?: string },
    }));
    expect(stored.copy.money).toBe('cents');
    const answer = await fetch(`${base}/FDAPI/User/GetLoginData`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stored.token}` },
    });
    const wire = ((await answer.json()) as { data: { balance: number } }).data;
    expect(wire.balance).toBeGreaterThan(0);
    await page.evaluate((old) => localStorage.setItem('session-offline', JSON.stringify(old)), {
      apiBase: stored.copy.apiBase,
      loginData: wire,
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/home/');
    expect(await page.locator('.home-money').textContent()).toBe(shown);
  });
});
