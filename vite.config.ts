// Vite (dev server, build, preview) and Vitest in one file, so `vitest run` is the one test command.
import { defineConfig, type Plugin, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { visualizer } from 'rollup-plugin-visualizer';
import { VitePWA } from 'vite-plugin-pwa';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { metaContentSecurityPolicy } from './server/http/security-policy.ts';
import LongestFirstSequencer from './tests/support/longest-first-sequencer.ts';

/** The app's Content-Security-Policy (docs/product.md D10), the one the server sends as a header (server/http/security-policy.ts). */
export const CONTENT_SECURITY_POLICY = metaContentSecurityPolicy();

/**
 * Adds the CSP meta tag to the built index.html only. In dev, @vitejs/plugin-react injects an inline
 * <script type="module"> (the React Refresh preamble) that `script-src 'self'` would block, so the dev
 * server runs without the tag; the build, `vite preview` and the e2e test run with it.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'tikam-csp',
    apply: 'build',
    // Right after <meta charset>: a CSP meta tag governs only what follows it, and charset must stay first.
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      // Fail the build rather than ship a page without its policy if index.html changes shape.
      if (!html.includes(charset)) throw new Error(`tikam-csp: index.html lacks ${charset}`);
      const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`;
      return html.replace(charset, `${charset}\n    ${policy}`);
    },
  };
}

/**
 * The .br and .gz twins of every text asset, at the highest levels: compressed once at build, served many
 * times by content negotiation (server/http/serve-client.ts). Files smaller than a TCP packet's worth gain
 * nothing from compression and stay single.
 */
function precompress(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|webmanifest)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  }) as Plugin;
}

/**
 * The service worker (Workbox through vite-plugin-pwa): precaches the shell and the static assets only,
 * so the app opens offline; never an API answer, never a bet (no runtime caching at all, and navigations
 * to API paths are not answered from the cache). A new version waits until the user accepts the reload
 * (src/app/service-worker.ts). The manifests are the server's, one per site (manifest-routes.ts).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    filename: 'sw.js',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['**/*.br', '**/*.gz', 'stats.html'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/(FDAPI|masterapi|config|admin|Result|DrawResultL|Jackpot)\//i],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // The win alerts' push and notification-click handlers (public/push-sw.js, docs/live-draws.md).
      importScripts: ['/push-sw.js'],
    },
  }) as Plugin[];
}

/**
 * What /login/ needs (the modules the entry imports statically, transitively) goes in one chunk instead of
 * the ~30 files automatic splitting makes of it (one per set of importers, some a single `Symbol.for`): a
 * phone on HTTP/1.1 fetches 6 files at a time, so each extra round of requests costs an RTT before the
 * first paint. Lazy screens still get their own chunks and import what they share from this one.
 */
const firstDownload = new Set<string>();
/**
 * Small modules that several lazy screens import (money and date formatting, the currencies, the idle
 * helper…) join the first download: apart, each is a file of a few hundred bytes that every screen asks for,
 * and a phone on HTTP/1.1 fetches 6 files at a time (a bet form asked for 21 files). Only modules whose own
 * imports are all in the first download qualify, so /login/ loads nothing more than these bytes.
 */
const SMALL_SHARED_MODULE_CHARS = 1200;
function firstDownloadGraph(): Plugin {
  return {
    name: 'tikam-first-download',
    apply: 'build',
    buildEnd() {
      firstDownload.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const pending = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (firstDownload.has(id)) continue;
        firstDownload.add(id);
        pending.push(...(info(id)?.importedIds ?? []));
      }
      // How many lazy screens (dynamic imports) reach each module outside the first download.
      const reach = new Map<string, number>();
      for (const entry of new Set([...this.getModuleIds()].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))) {
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || firstDownload.has(id)) continue;
          seen.add(id);
          stack.push(...(info(id)?.importedIds ?? []));
        }
        for (const id of seen) reach.set(id, (reach.get(id) ?? 0) + 1);
      }
      // Not a stylesheet, nor a module bringing one: CSS in the first download blocks every page's first paint.
      const small = (id: string) =>
        (info(id)?.code?.length ?? Infinity) <= SMALL_SHARED_MODULE_CHARS &&
        !/[\\/]locales[\\/]|\.css$/.test(id) &&
        !(info(id)?.importedIds ?? []).some((imported) => imported.endsWith('.css'));
      for (let grew = true; grew;) {
        grew = false;
        for (const [id, count] of reach) {
          if (firstDownload.has(id) || count < 2 || !small(id)) continue;
          if ((info(id)?.importedIds ?? []).every((imported) => firstDownload.has(imported))) {
            firstDownload.add(id);
            grew = true;
          }
        }
      }
    },
  };
}

/**
 * React DOM's client, which start-up imports dynamically so that it runs in a task of its own rather than
 * in the first download's evaluation (src/app/main.tsx): a third of that code, a CommonJS module that runs
 * when first required. Its chunk is fetched beside the entry (a modulepreload link in index.html, which
 * fetches and compiles without running), so the import costs no round trip.
 */
const START_UP_CHUNK = /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/;
function preloadStartUpChunk(): Plugin {
  return {
    name: 'tikam-start-up-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId !== null && START_UP_CHUNK.test(item.facadeModuleId),
        );
        // Fail the build rather than ship a start-up that waits a round trip for React DOM.
        if (chunk === undefined) throw new Error('tikam-start-up-chunk: no chunk for react-dom/client');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** `ANALYZE=1 npm run build` writes dist/stats.html: what each chunk is made of (rollup-plugin-visualizer). */
const analyze = process.env.ANALYZE
  ? [visualizer({ filename: 'dist/stats.html', gzipSize: true, brotliSize: true }) as Plugin]
  : [];

/** The client's adapter tests that talk to a real test server over HTTP: they run in the server lane. */
const SERVER_BACKED = ['tests/adapters/http/**/*.test.ts', 'tests/adapters/container.test.ts'];
/**
 * A server test's time limit: only a guard against a hang (no test asserts a duration), wide enough for a
 * test whose logins each run argon2 while the other lanes share the two cores.
 */
const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 120_000 };
/**
 * A worker process runs file after file with the modules it loaded (the server, Kysely, PGlite, the engine)
 * instead of loading them again for each file, most of a server test file's start. Each file still starts
 * its own server on its own database and closes it; no server test replaces a module (vi.mock), fakes the
 * timers or changes the environment, and no server module keeps state between two servers.
 */
const SHARED_MODULES = { isolate: false };
/** Where the postgres lane makes its databases: DATABASE_URL, or the local `test` database. */
const POSTGRES_LANE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** One lane of the test suite: a Vitest project with this file's plugins and aliases. */
function lane(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return { extends: true, test: { name, ...test } };
}

export default defineConfig({
  // The app's version for the token call and GetLoginData (src/adapters/http/app-version.ts; E142).
  define: {
    __APP_VERSION__: JSON.stringify(
      (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version,
    ),
  },
  plugins: [
    react(),
    firstDownloadGraph(),
    contentSecurityPolicy(),
    preloadStartUpChunk(),
    ...serviceWorker(),
    precompress(),
    ...analyze,
  ],
  resolve: {
    // react-router's package exports point every bundler at its development build (with its warnings'
    // text); the production build of the same version is shipped beside it.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
      // Inversify's metadata polyfill, replaced by the four functions it uses (see the file why).
      {
        find: /^reflect-metadata\/lite$/,
        replacement: fileURLToPath(new URL('./src/app/reflect-metadata-lite.ts', import.meta.url)),
      },
      {
        find: /^react-router\/dom$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
        ),
      },
    ],
  },
  // ES-module workers: the engine worker imports its chunks like any module (and `type: 'module'`).
  worker: { format: 'es' },
  // Every browser the app supports has <link rel="modulepreload">: the polyfill would be bytes for nobody.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', test: (id: string) => firstDownload.has(id) }] } },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    // The lanes (docs/testing.md): `vitest run` runs them all, `vitest run --project <name>` one of them.
    projects: [
      lane('unit', {
        // Pure code: the core, the adapters over fakes, the screens' models, the architecture rules.
        include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
        exclude: ['tests/server/**', ...SERVER_BACKED],
      }),
      lane('server', {
        // The server on PGlite (in memory), and the client's HTTP adapters against it.
        include: ['tests/server/**/*.test.ts', ...SERVER_BACKED],
        // *.pg.test.ts need PostgreSQL itself (two server processes on one database): the postgres lane's.
        exclude: ['tests/**/*.pg.test.ts'],
        globalSetup: ['tests/support/setup/prepared-pglite.ts'],
        setupFiles: ['tests/support/setup/pglite-lane.ts'],
        ...SERVER_TIMEOUTS,
        ...SHARED_MODULES,
      }),
      lane('postgres', {
        // The same server suite on a real PostgreSQL, each file on its own copy of a template database.
        include: ['tests/server/**/*.test.ts'],
        // PGlite's own thread wrapper has no PostgreSQL side: its file runs in the server lane only.
        exclude: ['tests/server/store/pglite-thread.test.ts'],
        // The fuzzer's 20,000 requests run in the server lane; here a 5,000 slice (its cost is the HTTP layer's,
        // the same on either database). FUZZ_REQUESTS still sets both.
        env: { DATABASE_URL: POSTGRES_LANE_URL, FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? '5000' },
        globalSetup: ['tests/support/setup/prepared-postgres.ts'],
        ...SERVER_TIMEOUTS,
        ...SHARED_MODULES,
      }),
      lane('browser', {
        // Chromium at a phone's size against the real server on PGlite (each file sets its own timeouts).
        include: ['e2e/**/*.test.ts'],
        // One client build, one prepared database and one Chromium for the run (docs/testing.md).
        globalSetup: [
          'tests/support/setup/built-client.ts',
          'tests/support/setup/prepared-pglite.ts',
          'tests/support/setup/shared-chromium.ts',
        ],
        setupFiles: ['tests/support/setup/pglite-lane.ts'],
        // A worker process runs file after file: the server, PGlite and Playwright are loaded once per worker
        // instead of once per file. Each file still starts its own server on its own database and opens its
        // own browser contexts, and closes them; module state is what the files share, and none keeps any.
        isolate: false,
      }),
    ],
    environment: 'node',
    // The longest files first across the lanes, from recorded durations (docs/testing.md).
    sequence: { sequencer: LongestFirstSequencer },
    // The default report, then one plain `N passed, N failed` line for CI (tests/support/summary-reporter.ts).
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
