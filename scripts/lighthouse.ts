// `npm run lighthouse`: Lighthouse (the npm package) driving Debian's Chromium against the production build
// on the real server, with Lighthouse's mobile settings (Moto G power screen, slow 4G, 4× CPU, simulated),
// for each screen a player or an agent opens. Prints each page's scores and LCP/TBT/CLS; fails below performance 95,
// accessibility 100, best practices 100. Not part of `npm test`: it is slow and wants a quiet machine.
// /login/ is measured as a first visit; the other pages as a signed-in member's first visit (cold cache,
// no service worker: Lighthouse clears the HTTP cache, the service workers and the caches, but not
// localStorage, where what the demo account's login leaves is put before each run: the session and the
// offline copy with the API base, as a returning user has them, from the app's own login run in Node,
// e2e/support/demo-login.ts). Chromium is launched by playwright-core, as for
// the browser tests, with its DevTools port open: Lighthouse drives it through that port. Each page is
// audited LH_RUNS times (3 by default) and judged by its median run, as Lighthouse's variability guide
// advises (docs/variability.md: the run nearest the median FCP and TTI, `computeMedianRun`); every run's
// score is printed. LH_PAGES=/login/,/home/ picks pages; LH_REPORTS=dir keeps each page's median report; LH_TRACES=dir
// keeps every run's trace.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { computeMedianRun as medianRunOf } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, LAUNCH_ARGS, buildClient } from '../e2e/support/e2e-app.ts';
import { demoLoginStorage } from '../e2e/support/demo-login.ts';
import { startDemoServer } from '../e2e/support/demo-server.ts';

const PAGES = process.env.LH_PAGES?.split(',') ?? [
  '/login/',
  '/home/',
  '/results/',
  '/sheet/',
  '/bet1/',
  '/bet2/',
  '/bet3/',
  '/numbers/',
  '/mynumbers/',
  '/receipts/',
  '/report/',
  '/statement/',
  '/strike/',
  '/payout/',
  '/resultstext/',
  '/settings/',
  '/agent/downlines/',
  '/agent/exposure/',
  '/agent/whobought/',
]; // the /agent/ pages as the demo agent, the others as the demo member
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is redone. */
const ATTEMPTS = 3;
/** Runs per page: one run on a 2-core machine moves by ±5 points and more. */
const RUNS = Number(process.env.LH_RUNS ?? 3);
type Report = RunnerResult['lhr'];
/** Its declaration names Lighthouse's global `LH.Result` type, which this project does not load: the same type. */
const computeMedianRun = medianRunOf as unknown as (runs: Report[]) => Report;

const clientDir = await buildClient();
const { base, close: closeServer } = await startDemoServer(clientDir);
// A persistent context is the browser's default one, where Lighthouse opens its pages: they share its
// localStorage. No viewport of Playwright's own: Lighthouse emulates the phone. Port 0: Chromium picks a
// free port and writes it in the profile's DevToolsActivePort.
const profile = mkdtempSync(join(tmpdir(), 'tikam-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  args: [...LAUNCH_ARGS, '--remote-debugging-port=0'],
  viewport: null,
});
const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);

/**
 * Makes the origin's localStorage hold exactly `entries` (none: a first visit), from a blank page of the
 * origin that loads none of the app, so that nothing is cached or registered before Lighthouse's run.
 */
async function storeLogin(entries: Record<string, string>): Promise<void> {
  const page = await context.newPage();
  const blank = `${base}/lighthouse-session-blank`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }),
  );
  await page.goto(blank);
  await page.evaluate((stored) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.close();
}

/** LH_TRACES=dir: each run's Chromium trace (dir/_bet1_0.trace.json…), to see what a long task held and what ran beside it. */
function keepTrace(dir: string, path: string, run: number, result: RunnerResult): void {
  const { Trace } = result.artifacts as unknown as { Trace: unknown };
  writeFileSync(join(dir, `${path.replaceAll('/', '_')}${run}.trace.json`), JSON.stringify(Trace));
}

async function audit(path: string): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${base}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(THRESHOLDS),
    });
    if (result === undefined) throw new Error(`no Lighthouse result for ${path}`);
    if (result.lhr.runtimeError === undefined || attempt === ATTEMPTS) return result;
    console.log(`${path}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

const failures: string[] = [];
try {
  const logins = { member: await demoLoginStorage(base, 'member1'), agent: await demoLoginStorage(base, 'agent1') };
  for (const path of PAGES) {
    const login = path.startsWith('/agent/') ? logins.agent : logins.member;
    const runs: Report[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await storeLogin(path === '/login/' ? {} : login);
      const result = await audit(path);
      runs.push(result.lhr);
      if (process.env.LH_TRACES) keepTrace(process.env.LH_TRACES, path, run, result);
    }
    const lhr = computeMedianRun(runs);
    if (process.env.LH_REPORTS)
      writeFileSync(join(process.env.LH_REPORTS, `${path.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
    const { categories, audits } = lhr;
    const score = (id: keyof typeof THRESHOLDS) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    console.log(
      `${path.padEnd(10)} perf ${score('performance')}  a11y ${score('accessibility')}  best ${score('best-practices')}  ` +
        `FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  ` +
        `CLS ${metric('cumulative-layout-shift')}  (ended on ${new URL(lhr.finalDisplayedUrl).pathname}; ` +
        `perf of each run: ${runs.map((item) => Math.round((item.categories.performance?.score ?? 0) * 100)).join(', ')})`,
    );
    for (const [id, minimum] of Object.entries(THRESHOLDS) as [keyof typeof THRESHOLDS, number][]) {
      if (score(id) < minimum) {
        const failing = Object.values(audits).filter(
          (item) =>
            item.score !== null &&
            item.score < 1 &&
            categories[id]?.auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
        );
        failures.push(`${path} ${id} ${score(id)} < ${minimum}: ${failing.map((item) => item.id).join(', ')}`);
      }
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await closeServer();
}
if (failures.length > 0) {
  console.error(`\nBelow the thresholds:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
