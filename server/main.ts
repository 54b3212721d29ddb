// `npm start`: builds the client if dist/ has none, opens the database (PGlite in DATA_DIR, or PostgreSQL at
// DATABASE_URL), creates the demo site (PGlite, --demo, DEMO=1) or a first operator on an empty database,
// and serves the app and the API on one port.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { systemClock } from './system-clock.ts';
import { resetWeeklyCredit, WEEKLY_RESET_CHECK_MS } from './services/statements/weekly-credit-reset.ts';
import { openDatabase } from './store/database.ts';
import { DEMO_HISTORY_DAYS, seedDemoResults } from './services/results/seed-demo-results.ts';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_USERS, STAR_PIN, STAR_USERS } from './store/seed-demo.ts';
import { prepareDatabase } from './store/first-start.ts';
import { parseApiBases } from './http/deployment.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'dist');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(clientDir, 'index.html'))) {
  console.log('Building the client (first start)…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', mode: 'production' });
}

const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? join(root, 'data'),
});
// The demo (published passwords) only on the embedded default or when asked; a real database gets one
// operator with a one-time password instead (store/first-start.ts).
const demo = database.kind === 'pglite' || process.argv.includes('--demo') || process.env.DEMO === '1';
const start = await prepareDatabase(database.db, new Date(systemClock.now()), {
  demo,
  ...(process.env.TIKAM_PIN ? { pin: process.env.TIKAM_PIN } : {}),
  ...(process.env.TIKAM_ADMIN_USER ? { username: process.env.TIKAM_ADMIN_USER } : {}),
  ...(process.env.TIKAM_ADMIN_PASSWORD ? { password: process.env.TIKAM_ADMIN_PASSWORD } : {}),
});
if (start.kind === 'demo' && start.created) {
  const results = await seedDemoResults({ db: database.db, clock: systemClock });
  console.log(`Demo results published for the past ${DEMO_HISTORY_DAYS} days: ${results} draws`);
}
const apiBases = parseApiBases(process.env.TIKAM_API_BASES);
const app = await buildApp({
  db: database.db,
  clock: systemClock,
  clientDir,
  logger: true,
  apiBases,
  trustProxy: trustProxyOf(process.env.TRUST_PROXY),
});
await app.listen({ port, host });

const address = `http://${host}:${port}/`;
console.log(
  `\nTikam is serving ${address} (database: ${database.kind}${start.kind === 'demo' && start.created ? ', demo site created' : ''})`,
);
if (start.kind === 'demo') {
  console.log(`Demo site: pin ${DEMO_PIN}; password of every demo account: ${DEMO_PASSWORD}`);
  console.log(`Demo logins: ${DEMO_USERS.map((user) => `${user.username} (${user.role})`).join(', ')}`);
  console.log(
    `Second brand, pin ${STAR_PIN}: ${STAR_USERS.map((user) => `${user.username} (${user.role})`).join(', ')}\n`,
  );
} else if (start.kind === 'operator') {
  console.log(
    `Site created: pin ${start.pin}; operator ${start.username} (publishes results; must change its password at first login)`,
  );
  console.log(
    start.generatedPassword
      ? `One-time password (shown only now): ${start.generatedPassword}\n`
      : 'Its first password: TIKAM_ADMIN_PASSWORD\n',
  );
}

/** TRUST_PROXY: unset/false, true (any proxy), or comma-separated proxy addresses or CIDR ranges. */
function trustProxyOf(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

// The weekly limit: each site that sets it starts its players' credit use afresh when its week starts.
const weeklyReset = setInterval(() => {
  resetWeeklyCredit({ db: database.db, clock: systemClock }).catch((error: unknown) =>
    app.log.error(error, 'weekly credit reset failed'),
  );
}, WEEKLY_RESET_CHECK_MS);
weeklyReset.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(weeklyReset);
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
