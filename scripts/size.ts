// `npm run size`: the JS a phone downloads to show /login/, over the wire (budget: 130 KB).
// Measured, not guessed from the build: the production client is served by the real server, opened in
// Chromium, and every script and modulepreload of the page (lazy chunks included) is fetched again with
// `Accept-Encoding: br, gzip`; the compressed bytes the server sends are what is counted.
import { PHONE, START_INSTANT, buildClient, launchChromium } from '../e2e/support/e2e-app.ts';
import { LOGIN_JS_BUDGET_BYTES, kb, pageScriptsOverTheWire, type WireRow } from '../e2e/support/wire.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';

const clientDir = await buildClient();
const database = await openDatabase({ dataDir: 'memory://' });
const clock = { now: () => START_INSTANT };
await seedDemoSite(database.db, new Date(START_INSTANT));
const server = await buildApp({ db: database.db, clock, clientDir });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const browser = await launchChromium();

const rows: WireRow[] = await browser
  .newPage({ viewport: PHONE })
  .then((page) => pageScriptsOverTheWire(page, `http://127.0.0.1:${address.port}/login/`))
  .finally(async () => {
    await browser.close();
    await server.close();
    await database.close();
  });

rows.sort((a, b) => b.wireBytes - a.wireBytes);
for (const row of rows)
  console.log(`${kb(row.wireBytes).padStart(10)} ${(row.encoding || 'identity').padEnd(9)} ${row.path}`);
const total = rows.reduce((sum, row) => sum + row.wireBytes, 0);
console.log(
  `\n/login/ downloads ${kb(total)} (${total} bytes) of JS over the wire in ${rows.length} scripts; budget ${kb(LOGIN_JS_BUDGET_BYTES)}.`,
);
if (total > LOGIN_JS_BUDGET_BYTES) {
  console.error('Over budget.');
  process.exitCode = 1;
}
