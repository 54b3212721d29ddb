// A real server on a real database for each test file: PGlite in memory by default, or a fresh database
// on the PostgreSQL at DATABASE_URL (created here, dropped after), with the demo site and a fake clock.
// Both start as a copy of the run's prepared database (tests/support/prepared-database.ts) when there is one.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import type { ServiceContext } from '../../../server/services/context.ts';
import { connectDatabase, openDatabase, type OpenDatabase } from '../../../server/store/database.ts';
import { DEMO_PASSWORD, DEMO_PIN } from '../../../server/store/seed-demo.ts';
import {
  createTestDatabase,
  dropPostgresDatabase,
  PGLITE_IMAGE_ENV,
  SEED_INSTANT,
  seedForTests,
} from '../../support/prepared-database.ts';
import { openSharedPglite } from '../../support/shared-pglite.ts';

/** A clock the test moves by hand. Starts at Wednesday 2026-11-18 10:00 GMT+8. */
export class FakeClock {
  constructor(private instant = SEED_INSTANT) {}
  now(): number {
    return this.instant;
  }
  advance(ms: number): void {
    this.instant += ms;
  }
}

/** What the login call answers: a token, or a refusal's status. */
export interface LoginAnswer {
  status: string;
  access_token: string;
}

export interface TestServer {
  app: FastifyInstance;
  ctx: ServiceContext;
  clock: FakeClock;
  /** Logs in a demo user and returns its bearer token (throws when the login is refused). */
  login(username: string, password?: string): Promise<string>;
  /** The login call's answer as it comes, the way the client sends it (form-encoded). */
  loginAnswer(username: string, password?: string): Promise<LoginAnswer>;
  /** An injected request with a bearer token (or none). */
  call(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `loginsPerMinute`: the per-address login limit; lifted by default so suites may log in freely. */
/**
 * `app`: further options of the app (the proxy setting, a captcha source…). `captchaAfterFailures`: lifted
 * by default like the login limit, since every injected request comes from one address.
 */
export async function startTestServer(
  options: { loginsPerMinute?: number; captchaAfterFailures?: number; app?: Partial<AppOptions> } = {},
): Promise<TestServer> {
  const clock = new FakeClock();
  const { database, dropDatabase } = await openTestDatabase();
  const app = await buildApp({
    ...options.app,
    db: database.db,
    clock,
    limits: {
      loginsPerMinute: options.loginsPerMinute ?? 100_000,
      captchaAfterFailures: options.captchaAfterFailures ?? 1_000_000,
    },
  });
  await app.ready();

  const call: TestServer['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } });

  const loginAnswer: TestServer['loginAnswer'] = async (username, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/masterapi/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password,
        client_id: DEMO_PIN,
        CaptchaKey: '',
        Captcha: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return response.json() as LoginAnswer;
  };
  return {
    app,
    ctx: { db: database.db, clock },
    clock,
    call,
    loginAnswer,
    async login(username, password = DEMO_PASSWORD) {
      const answer = await loginAnswer(username, password);
      if (!answer.access_token) throw new Error(`login ${username} failed: ${JSON.stringify(answer)}`);
      return answer.access_token;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * The database a test server runs on, seeded, and how to get rid of it. A copy of the prepared database is
 * already migrated and seeded; a database made from nothing is migrated and seeded here.
 */
async function openTestDatabase(): Promise<{ database: OpenDatabase; dropDatabase: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `tikam_test_${randomBytes(6).toString('hex')}`;
    const { url, fromTemplate } = await createTestDatabase(adminUrl, name);
    const database = fromTemplate ? await seeded(await connectDatabase({ url })) : await openDatabase({ url });
    if (!fromTemplate) await seedForTests(database.db);
    return { database, dropDatabase: () => dropPostgresDatabase(adminUrl, name) };
  }
  const image = process.env[PGLITE_IMAGE_ENV];
  if (image)
    return {
      database: await seeded(await openSharedPglite(image)),
      dropDatabase: async () => {},
    };
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedForTests(database.db);
  return { database, dropDatabase: async () => {} };
}

/**
 * Reads the copy's demo site before the server gets it: a copy without the seed fails here, and the first
 * query opens Kysely's driver, as migrating did before (until then `db.destroy()` has nothing to close, and
 * a test that takes the database away would find it still there).
 */
async function seeded(database: OpenDatabase): Promise<OpenDatabase> {
  await database.db.selectFrom('sites').select('id').where('pin', '=', DEMO_PIN).executeTakeFirstOrThrow();
  return database;
}
