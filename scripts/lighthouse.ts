// `npm run lighthouse`: Lighthouse (the npm package) driving Debian's Chromium against the production build
// on the real server, with Lighthouse's mobile settings (Moto G power screen, slow 4G, 4× CPU), for each
// screen of issue 15. Prints each page's scores and LCP/TBT/CLS; fails below performance 95,
// accessibility 100, best practices 100. Not part of `npm test`: it is slow and wants a quiet machine.
// Guarded pages are opened without a session, so they show what a first visit shows (the redirect to
// /login/); a path with no screen yet does the same.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LAUNCH_ARGS, START_INSTANT, buildClient } from '../e2e/support/e2e-app.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';

const PAGES = ['/login/', '/home/', '/results/', '/sheet/', '/bet1/', '/bet2/', '/bet3/'];
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;

const clientDir = await buildClient();
const database = await openDatabase({ dataDir: 'memory://' });
await seedDemoSite(database.db, new Date(START_INSTANT));
const server = await buildApp({ db: database.db, clock: { now: () => START_INSTANT }, clientDir });
await server.listen({ port: 0, host: '127.0.0.1' });
const address = server.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: LAUNCH_ARGS });

const failures: string[] = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`http://127.0.0.1:${address.port}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
    });
    if (result === undefined) throw new Error(`no Lighthouse result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: keyof typeof THRESHOLDS) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(`${path.padEnd(10)} perf ${score('performance')}  a11y ${score('accessibility')}  best ${score('best-practices')}  `
      + `LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`);
    for (const [id, minimum] of Object.entries(THRESHOLDS) as [keyof typeof THRESHOLDS, number][]) {
      if (score(id) < minimum) {
        const failing = Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && categories[id]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0));
        failures.push(`${path} ${id} ${score(id)} < ${minimum}: ${failing.map((audit) => audit.id).join(', ')}`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await database.close();
}
if (failures.length > 0) {
  console.error(`\nBelow the thresholds:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
