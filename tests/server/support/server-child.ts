// A real server process for the crash and two-process tests (run as `node --import tsx server-child.ts`, so
// `kill -9` kills the very process that holds the database, PGlite's worker thread included). It opens the
// database named by DATABASE_URL or DATA_DIR, creates the demo sites when the database is empty, lifts the
// members' credit to TIKAM_MEMBER_CREDIT_CENTS, sets the per-address login limit to TIKAM_LOGINS_PER_MINUTE, listens on a free port and prints `LISTENING <port>`.
//
// Its clock is the test servers' fixed Wednesday morning plus the real time elapsed plus TIKAM_CLOCK_SKEW_MS:
// a restart passes a larger skew, so claims a killed process left behind are as stale as they would be
// after a real outage, without the test waiting for them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { seedDemoSite } from '../../../server/store/seed-demo.ts';
import { PGLITE_IMAGE_ENV } from '../../support/prepared-database.ts';
import { FakeClock } from './test-server.ts';

const started = Date.now();
const base = new FakeClock().now() + Number(process.env.TIKAM_CLOCK_SKEW_MS ?? 0);
const clock = { now: () => base + (Date.now() - started) };

// A PGlite folder's first start copies the run's prepared database (tests/support/prepared-database.ts) when
// there is one, instead of making a database from nothing; a restart opens what the folder holds.
const dataDir = process.env.DATA_DIR;
const image = process.env[PGLITE_IMAGE_ENV];
const firstStart = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir,
  loadDataDir: firstStart && image ? image : undefined,
});
await seedDemoSite(database.db, new Date(clock.now()));
const credit = process.env.TIKAM_MEMBER_CREDIT_CENTS;
if (credit)
  await database.db
    .updateTable('users')
    .set({ credit_limit_cents: Number(credit) })
    .where('role', '=', 'member')
    .execute();
// Every test client shares one address: the captcha rule (3 failures from an address) is off, as in test-server.ts.
const loginsPerMinute = Number(process.env.TIKAM_LOGINS_PER_MINUTE ?? 100_000);
const app = await buildApp({ db: database.db, clock, limits: { loginsPerMinute, captchaAfterFailures: 1_000_000 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(`LISTENING ${address.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}
