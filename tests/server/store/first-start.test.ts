// No known operator password on a real database: without the demo, an empty database gets one
// site and its operator — the house operator — whose password is generated (shown once) or given, and must
// be changed at the first login; the demo's accounts and password do not exist. Later starts create nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openDatabase, type OpenDatabase } from '../../../server/store/database.ts';
import { generatePassword, prepareDatabase } from '../../../server/store/first-start.ts';
import { DEMO_PASSWORD } from '../../../server/store/seed-demo.ts';
import { FakeClock } from '../support/test-server.ts';

// Password hashing on a shared machine: generous limits, no timing asserted.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = process.env.DATABASE_URL;
const names: string[] = [];
const opened: OpenDatabase[] = [];

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** An empty database of the kind under test (PGlite in memory, or a fresh PostgreSQL database). */
async function emptyDatabase(): Promise<OpenDatabase> {
  let database: OpenDatabase;
  if (adminUrl) {
    const name = `tikam_first_${randomBytes(6).toString('hex')}`;
    await onAdmin(`create database ${name}`);
    names.push(name);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    database = await openDatabase({ url: target.toString() });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  opened.push(database);
  return database;
}

afterAll(async () => {
  for (const database of opened) await database.close();
  for (const name of names) await onAdmin(`drop database if exists ${name} with (force)`);
});

const clock = new FakeClock();
async function login(database: OpenDatabase, pin: string, username: string, password: string) {
  const app = await buildApp({ db: database.db, clock, limits: { loginsPerMinute: 100_000 } });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/masterapi/token',
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password,
        client_id: pin,
        CaptchaKey: '',
        Captcha: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return response.json() as { status: string; access_token?: string };
  } finally {
    await app.close();
  }
}

describe('an empty database without the demo', () => {
  let database: OpenDatabase;
  let password: string;
  beforeAll(async () => {
    database = await emptyDatabase();
  }, 60_000);

  it('gets one site and one house operator with a generated one-time password', async () => {
    const start = await prepareDatabase(database.db, new Date(clock.now()), { demo: false });
    expect(start).toMatchObject({ kind: 'operator', pin: '8888', username: 'admin' });
    if (start.kind !== 'operator' || !start.generatedPassword) throw new Error('no password generated');
    password = start.generatedPassword;
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{16}$/);
    const users = await database.db
      .selectFrom('users')
      .select(['username', 'role', 'house_operator', 'must_change_password'])
      .execute();
    expect(users).toEqual([{ username: 'admin', role: 'company', house_operator: true, must_change_password: true }]);
    expect(await database.db.selectFrom('sites').select('pin').execute()).toEqual([{ pin: '8888' }]);
  });

  it('refuses the demo password, and the generated one must be changed at the first login (S106)', async () => {
    expect((await login(database, '8888', 'admin', DEMO_PASSWORD)).status).toBe('E111');
    expect((await login(database, '8888', 'member1', DEMO_PASSWORD)).status).toBe('E111');
    const first = await login(database, '8888', 'admin', password);
    expect(first.status).toBe('S106');
  });

  it('is left alone on the next start: nothing created, no password shown', async () => {
    expect(await prepareDatabase(database.db, new Date(clock.now()), { demo: false })).toEqual({ kind: 'existing' });
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});

describe('the operator from the environment', () => {
  it('takes the given pin, name and password (not shown again)', async () => {
    const database = await emptyDatabase();
    const given = generatePassword();
    const start = await prepareDatabase(database.db, new Date(clock.now()), {
      demo: false,
      pin: '4242',
      username: 'boss',
      password: given,
    });
    expect(start).toEqual({ kind: 'operator', pin: '4242', username: 'boss' });
    expect((await login(database, '4242', 'boss', given)).status).toBe('S106');
  });
});

describe('the demo, when asked', () => {
  it('creates both demo sites with the published password', async () => {
    const database = await emptyDatabase();
    expect(await prepareDatabase(database.db, new Date(clock.now()), { demo: true })).toEqual({
      kind: 'demo',
      created: true,
    });
    expect((await login(database, '8888', 'member1', DEMO_PASSWORD)).status).toBe('S100');
    expect(await prepareDatabase(database.db, new Date(clock.now()), { demo: true })).toEqual({
      kind: 'demo',
      created: false,
    });
  });
});
