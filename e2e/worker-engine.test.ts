// The one test of the real worker wiring: the production build on the real server, a sheet typed in
// Debian's Chromium. Passes only if the total came back from the engine *in the worker*, under the
// built page's CSP meta tag and the server's CSP header, with no CSP violation or console error.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startE2eApp, watchProblems, type E2eApp } from './support/e2e-app.ts';
import { logIn, typeSheet, waitForSheetStatus } from './support/flows.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let app: E2eApp | undefined;

afterAll(async () => {
  await app?.close();
});

describe('the engine through the real worker', () => {
  it('prices a sheet in the Web Worker under the CSP', async () => {
    app = await startE2eApp();
    const page = await app.newPage();
    const problems = watchProblems(page);
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (message.type() === 'error') problems.push(`worker console: ${message.text()}`);
      }),
    );
    // Runs before the app's scripts; the CDP-injected script itself is not subject to the page's CSP.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await logIn(page, app.base, 'member1');
    const response = await page.goto(`${app.base}/sheet/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toContain("script-src 'self'");

    // BOX of 1234 on L: 24 permutations × 1.00.
    await typeSheet(page, ['D', '#8', '*1234#1']);
    await waitForSheetStatus(page, 'Sheet OK');
    expect(await page.getByTestId('sheet-total').textContent()).toBe('24.00');
    expect(await page.getByTestId('sheet-tickets').textContent()).toBe('24');

    // The worker exists only because WorkerBetEngine started it on the first parse.
    const workers = page.workers().map((worker) => worker.url());
    expect(
      workers.some((url) => /\/assets\/engine-worker-[\w-]+\.js$/.test(url)),
      workers.join(),
    ).toBe(true);
    expect(problems).toEqual([]);
  });
});
