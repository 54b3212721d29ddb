// The app as a user meets it, for the browser tests: the client built for production, served by the real
// house server on a fresh PGlite database (the prepared copy, demo site seeded), and Debian's Chromium at
// a phone's viewport. Both clocks start at the same instant (a Wednesday morning, GMT+8, unless a file asks
// for another), so every draw the tests bet on is open whatever the real time is; the server's clock then
// runs at real speed.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { openDatabase, type OpenDatabase } from '../../server/store/database.ts';
import { PGLITE_IMAGE_ENV, SEED_INSTANT, seedForTests } from '../../tests/support/prepared-database.ts';
import { openSharedPglite } from '../../tests/support/shared-pglite.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));
/** Debian's Chromium, or the one CHROMIUM_PATH names: the benches' and Lighthouse's (the browser a phone runs). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser tests' Chromium: Debian's chromium-headless-shell when it is there (the same Blink and V8
 * without the browser's window layer, as Playwright runs headless by default; measured on two of the
 * browser files: 29 s of CPU against Chromium's 51 s), else CHROMIUM_PATH. CHROMIUM_PATH set wins.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH === undefined && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;
export const SCREENSHOTS = join(root, 'e2e', 'screenshots');
/** Wednesday 2026-11-18 10:00 GMT+8: every operator draws that evening (the prepared database's seed instant). */
export const START_INSTANT = SEED_INSTANT;
/** The folder of a client already built for this run (tests/support/setup/built-client.ts). */
export const BUILT_CLIENT_ENV = 'TIKAM_TEST_CLIENT_DIR';
/** The endpoint of the run's one Chromium (tests/support/setup/shared-chromium.ts). */
export const CHROMIUM_ENDPOINT_ENV = 'TIKAM_TEST_CHROMIUM_WS';
export const PHONE = { width: 390, height: 844 } as const;
export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A clock that starts at `start` and runs at real speed (sessions idle out, claims age, as in life). */
class ShiftedClock {
  private offset: number;
  constructor(start: number) {
    this.offset = start - Date.now();
  }
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

export interface ContextOptions {
  serviceWorkers?: 'allow' | 'block';
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface E2eApp {
  base: string;
  browser: Browser;
  server: FastifyInstance;
  /** The server's database: for what only an operator sets, with no call for it (member-area links). */
  db: OpenDatabase['db'];
  /** The server's clock now (ms): what a test computes a time-based code (TOTP) for. */
  now(): number;
  /**
   * Runs `act` with the server's clock at `instant` (when it is later than now), then puts it back. Every
   * request the server answers meanwhile sees that clock: a signed-in page that reads in the window looks
   * idle for hours and is signed out (E102). A file whose signed-in pages read while it publishes either
   * starts its app after the draw (`startAt`), so nothing moves, or sends those pages away for the moment.
   */
  at<T>(instant: number, act: () => Promise<T>): Promise<T>;
  /**
   * A new browser context (its own storage, like another phone) at the phone viewport and start time.
   * Service workers are blocked unless asked for: page.route cannot see what a service worker answers
   * from its cache, so tests that stub the network would not stub it (e2e/offline.test.ts allows them).
   * The phone asks for reduced motion unless told otherwise (see `newContext` in `startE2eApp`).
   */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Builds the client once per process into a temporary folder (production mode: test what ships), unless
 * the run has built it already.
 */
let built: Promise<string> | undefined;
export function buildClient(): Promise<string> {
  const prebuilt = process.env[BUILT_CLIENT_ENV];
  if (prebuilt) return Promise.resolve(prebuilt);
  built ??= (async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tikam-e2e-dist-'));
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // Imported here, not at the top: a test process whose run has built the client never loads Vite.
      const { build } = await import('vite');
      // The manifest maps each screen to its chunks, for the lazy routes' budgets (e2e/support/chunks.ts).
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, manifest: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    return outDir;
  })();
  return built;
}

/**
 * How a Chromium of the tests is launched: the tests' own by default (and the size script's, which measures
 * what the tests measure), or the one at `executablePath`.
 */
export function chromiumLaunchOptions(executablePath = TEST_CHROMIUM_PATH): LaunchOptions {
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}: apt-get install -y chromium chromium-headless-shell, or set CHROMIUM_PATH.`,
    );
  }
  return { executablePath, args: LAUNCH_ARGS };
}

export async function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(executablePath));
}

/**
 * A browser for one app: a connection of its own to the run's Chromium when the lane launched one (closing
 * it leaves that Chromium to the next file), else a Chromium of its own (a file run some other way, a bench).
 */
async function browserForApp(which: WhichBrowser): Promise<Browser> {
  if (which === 'full') return launchChromium(CHROMIUM_PATH);
  const endpoint = process.env[CHROMIUM_ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

/**
 * 'shell': the run's Chromium (the headless shell where there is one). 'full': a Chromium of the app's own at
 * CHROMIUM_PATH, for what the headless shell lacks: it answers 'denied' for notifications whatever the
 * context grants, so the win alerts' permission can only be tested in the full browser.
 */
export type WhichBrowser = 'shell' | 'full';

/**
 * PGlite, migrated and seeded: the run's prepared database when there is one (the test process's shared
 * PGlite put back to it, tests/support/shared-pglite.ts), else one made in a temporary folder.
 */
async function openSeededDatabase(): Promise<{ database: OpenDatabase; cleanUp: () => void }> {
  const image = process.env[PGLITE_IMAGE_ENV];
  if (image) return { database: await openSharedPglite(image), cleanUp: () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'tikam-e2e-db-'));
  const database = await openDatabase({ dataDir });
  await seedForTests(database.db);
  return { database, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Called from a test, not a hook: a missing browser must fail the test (a failing beforeAll skips).
 * `options`: further app options (a captcha source whose answers the test knows…); `startAt`: the instant
 * both clocks start at, START_INSTANT unless a file needs a later one.
 */
export async function startE2eApp(
  options: Partial<AppOptions> = {},
  which: WhichBrowser = 'shell',
  startAt: number = START_INSTANT,
): Promise<E2eApp> {
  const clientDir = await buildClient();
  const clock = new ShiftedClock(startAt);
  const { database, cleanUp } = await openSeededDatabase();
  // Every page comes from 127.0.0.1: the captcha after 3 failures is lifted unless a test asks for it.
  const limits = { loginsPerMinute: 10_000, captchaAfterFailures: 1_000_000, ...options.limits };
  const server = await buildApp({ ...options, db: database.db, clock, clientDir, limits });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
  const base = `http://127.0.0.1:${address.port}`;
  const browser = await browserForApp(which);
  const contexts: BrowserContext[] = [];

  const newContext = async (options: ContextOptions = {}) => {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: options.serviceWorkers ?? 'block',
      // Reduced motion stills the home screen's endless notice ticker: a page left open on /home/ otherwise
      // keeps the software compositor drawing 60 frames a second (measured: 0.13 of a core per page, against
      // 0.01 still), and a file's pages stay open until it ends. The ticker's motion is checked on its own
      // (e2e/agent-language.test.ts).
      reducedMotion: options.reducedMotion ?? 'reduce',
    });
    // Date.now() in the page reads the server's start instant: the app's 'D' is the server's 'D'.
    await context.clock.setFixedTime(clock.now());
    contexts.push(context);
    return context;
  };
  return {
    base,
    browser,
    server,
    db: database.db,
    now: () => clock.now(),
    at: async (instant, act) => {
      const shift = Math.max(0, instant - clock.now());
      clock.advance(shift);
      try {
        return await act();
      } finally {
        clock.advance(-shift);
      }
    },
    newContext,
    newPage: async () => (await newContext()).newPage(),
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server.close();
      await database.close();
      cleanUp();
    },
  };
}

/**
 * One app for a whole test file: started by the first test that asks (a failing start then fails that
 * test, where a failing beforeAll would only skip the rest), closed by `close()` in the file's afterAll.
 */
export function appPerFile(
  options: Partial<AppOptions> = {},
  which: WhichBrowser = 'shell',
  startAt: number = START_INSTANT,
): {
  get: () => Promise<E2eApp>;
  close: () => Promise<void>;
} {
  let ready: Promise<E2eApp> | undefined;
  return {
    get: () => (ready ??= startE2eApp(options, which, startAt)),
    close: async () => {
      const app = await ready?.catch(() => undefined);
      await app?.close();
    },
  };
}

/** Saves what the phone shows (the viewport) under e2e/screenshots/ (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Collects console errors, uncaught exceptions and CSP violations while a page lives. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
