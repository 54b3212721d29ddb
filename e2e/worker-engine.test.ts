// The one test of the real worker wiring: build the app, serve it with `vite preview` (CSP included), and
// type a sheet in Debian's Chromium. Passes only if the total came back from the engine *in the worker*,
// with no CSP violation or console error. A missing browser fails the test: it is never skipped.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Building and starting a browser takes seconds, far over Vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, 'vite.config.ts');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const outDir = mkdtempSync(join(tmpdir(), 'tikam-e2e-'));

let server: PreviewServer | undefined;
let browser: Browser | undefined;

/** Builds, serves and launches the browser. Called from the test, not a hook: a missing browser must
 *  fail the test itself (Vitest marks tests as skipped when their beforeAll throws). */
async function start(): Promise<{ browser: Browser; base: string }> {
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`);
  }
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({ root, configFile, logLevel: 'warn', build: { outDir }, preview: { port: 0 } });
  const base = server.resolvedUrls?.local[0];
  if (base === undefined) throw new Error('vite preview has no local URL');
  browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return { browser, base };
}

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** Collects console errors, uncaught exceptions and CSP violations (page and workers) while a page lives. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('worker', (worker) => worker.on('console', (message) => {
    if (message.type() === 'error') problems.push(`worker console: ${message.text()}`);
  }));
  return problems;
}

describe('the engine through the real worker', () => {
  it('prices a sheet in the Web Worker under the CSP', async () => {
    const { browser, base } = await start();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems = watchProblems(page);
    // Runs before the app's scripts; the CDP-injected script itself is not subject to the page's CSP.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(base);

    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");

    // #8 is Lucky, which draws daily, so 'D' resolves whatever the real clock says. BOX of 1234: 24 × 1.00.
    await page.getByTestId('sheet-text').fill('D\n#8\n*1234#1');
    await expect.poll(() => page.getByTestId('sheet-total').textContent()).toBe('24.00');
    expect(await page.getByTestId('sheet-tickets').textContent()).toBe('24');
    expect(await page.getByTestId('sheet-lines').locator('tbody tr').count()).toBe(1);

    // The worker exists only because WorkerBetEngine started it on the first parse.
    const workers = page.workers().map((worker) => worker.url());
    expect(workers.some((url) => /\/assets\/engine-worker-[\w-]+\.js$/.test(url)), workers.join()).toBe(true);
    expect(problems).toEqual([]);
  });
});
