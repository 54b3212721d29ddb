// `npm run size`: the gzip size of the JS and CSS a phone downloads to show /login/ (issue 5 budget: 160 KB
// of JS). Measured, not guessed from the build: the production client is served by the real server, opened
// in Chromium, and every script and stylesheet response of the page (lazy chunks included) is gzipped here.
import { gzipSync } from 'node:zlib';
import { PHONE, START_INSTANT, buildClient, launchChromium } from '../e2e/support/e2e-app.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';

export const JS_BUDGET_BYTES = 160 * 1024;

const clientDir = await buildClient();
const database = await openDatabase({ dataDir: 'memory://' });
const clock = { now: () => START_INSTANT };
await seedDemoSite(database.db, new Date(START_INSTANT));
const server = await buildApp({ db: database.db, clock, clientDir });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const browser = await launchChromium();

const rows: { kind: 'js' | 'css'; url: string; raw: number; gzip: number }[] = [];
try {
  const page = await browser.newPage({ viewport: PHONE });
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (kind === null) return;
    pending.push(response.body().then((body) => {
      rows.push({ kind, url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }));
  });
  await page.goto(`http://127.0.0.1:${address.port}/login/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
} finally {
  await browser.close();
  await server.close();
  await database.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${row.kind.padEnd(4)}${kb(row.gzip).padStart(10)} gzip ${kb(row.raw).padStart(10)} raw  ${row.url}`);
const total = (kind: 'js' | 'css') => rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
console.log(`\n/login/ loads ${kb(total('js'))} of JS and ${kb(total('css'))} of CSS (gzip); JS budget ${kb(JS_BUDGET_BYTES)}.`);
if (total('js') > JS_BUDGET_BYTES) {
  console.error('Over budget.');
  process.exitCode = 1;
}
