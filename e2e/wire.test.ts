// What /login/ costs a phone over the wire: every script it loads comes compressed (brotli or
// gzip, as the phone accepts), hashed assets are cached for a year without revalidation, index.html is
// revalidated on every visit, API answers above the threshold come compressed, and the whole JS of the
// page stays under its ceiling as sent.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { appPerFile } from './support/e2e-app.ts';
import { LOGIN_JS_BUDGET_BYTES, fetchAsPhone, kb, pageScriptsOverTheWire } from './support/wire.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const app = appPerFile();
afterAll(app.close);

/** The budget for /login/, the same figure `npm run size` reports against (scripts/size.ts). */
const LOGIN_JS_CEILING_BYTES = LOGIN_JS_BUDGET_BYTES;

describe('the wire', () => {
  it("sends /login/'s scripts compressed, immutable, and under the ceiling in all", async () => {
    const { base, newPage } = await app.get();
    const rows = await pageScriptsOverTheWire(await newPage(), `${base}/login/`);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      expect(row.path).toMatch(/^\/assets\//);
      expect(row.encoding, row.path).toMatch(/^(br|gzip)$/);
      expect(row.cacheControl, row.path).toBe('public, max-age=31536000, immutable');
    }
    const total = rows.reduce((sum, row) => sum + row.wireBytes, 0);
    console.log(`/login/ JS over the wire: ${kb(total)} in ${rows.length} scripts`);
    expect(total).toBeLessThanOrEqual(LOGIN_JS_CEILING_BYTES);
  });

  it('revalidates the page itself on every visit, whatever the route', async () => {
    const { base } = await app.get();
    for (const path of ['/', '/login/', '/home/', '/sheet/']) {
      const page = await fetchAsPhone(`${base}${path}`);
      expect(page.cacheControl, path).toBe('no-cache');
    }
  });
});
