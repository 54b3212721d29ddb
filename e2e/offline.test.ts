// Installable and offline: the page links its site's manifest (name, icons 192/512 and
// maskable, the brand's colour, standalone); the service worker takes control, precaches the shell and
// never an API answer; with the network cut, a reload still opens the app, which says it is offline.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appPerFile, screenshot } from './support/e2e-app.ts';
import { axeViolations } from './support/axe.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const app = appPerFile();
afterAll(app.close);

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

describe('installable and offline', () => {
  it("links the site's manifest, with the brand's name, icons and colour", async () => {
    const { base, newPage } = await app.get();
    const page = await newPage();
    await page.goto(`${base}/login/`);
    await page.getByLabel('User name').waitFor({ timeout: 60_000 });
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/config/8888/manifest.webmanifest');
    const response = await fetch(`${base}${href}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    const brand = (await (await fetch(`${base}/config/8888/brand`)).json()) as {
      data: { title: string; primary: string };
    };
    expect(manifest).toMatchObject({
      name: brand.data.title,
      start_url: '/home/',
      display: 'standalone',
      theme_color: brand.data.primary.toLowerCase(),
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) expect((await fetch(`${base}${icon.src}`)).status).toBe(200);
  });

  it('opens from the service worker with the network cut, and says it is offline', async () => {
    const { base, newContext } = await app.get();
    const context = await newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${base}/login/`);
    await page.getByLabel('User name').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // Everything precached is the app's own files: no API answer, no bet.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(5);
    expect(
      cached.filter((path) => /^\/(FDAPI|masterapi|config|admin|Result|DrawResultL|Jackpot)\//i.test(path)),
    ).toEqual([]);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('User name').waitFor({ timeout: 60_000 });
    await page.getByTestId('offline-notice').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-notice').textContent()).toMatch(/offline/i);
    await screenshot(page, 'offline-login');
    expect(await axeViolations(page)).toEqual([]);
    await context.setOffline(false);
  });
});
