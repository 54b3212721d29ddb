// A real server on a real database for each test file: PGlite in memory by default, or a fresh database
// on the PostgreSQL at DATABASE_URL (created here, dropped after), with the demo site and a fake clock.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import type { ServiceContext } from '../../../server/services/context.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { DEMO_PASSWORD, DEMO_PIN, seedDemoSite } from '../../../server/store/seed-demo.ts';

/** A clock the test moves by hand. Starts at Wednesday 2026-11-18 10:00 GMT+8. */
export class FakeClock {
  constructor(private instant = Date.UTC(2026, 10, 18, 2, 0)) {}
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
  const adminUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (adminUrl) {
    const name = `tikam_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The pool has closed, but its connections may still be on their way out: wait for them rather
      // than kill them (a killed connection surfaces as an error in whatever still listens to it).
      for (let attempt = 0; ; attempt++) {
        try {
          await client.query(`drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 40) throw error;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      await client.end();
    };
  }
  const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  await seedDemoSite(database.db, new Date(clock.now()));
  const app = await buildApp({ ...options.app, db: database.db, clock, limits: { loginsPerMinute: options.loginsPerMinute ?? 100_000, captchaAfterFailures: options.captchaAfterFailures ?? 1_000_000 },
  });
  await app.ready();

  const call: TestServer['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers } });

  const loginAnswer: TestServer['loginAnswer'] = async (username, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/masterapi/token',
      payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: DEMO_PIN, CaptchaKey: '', Captcha: '' }).toString(),
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
