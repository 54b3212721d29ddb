// An old database comes up to date: migration 0017 once created place_bets(json) and was then
// edited in place to jsonb, so a database migrated in between kept the json version while the code calls
// the jsonb one. The functions now live in server/store/functions/ and are (re)created on every start after
// the migrations, retired signatures dropped (place_bets has since moved from jsonb to the batch's arrays). Here a database migrated with 0017 as first applied is
// upgraded the way a start does it, and takes bets; the upgrade runs again harmlessly.
import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { connectDatabase, MIGRATIONS, upgradeDatabase, type OpenDatabase } from '../../../server/store/database.ts';
import type { Database } from '../../../server/store/schema.ts';
import { seedDemoSite } from '../../../server/store/seed-demo.ts';
import { startSession } from '../../../server/services/sessions.ts';
import { FakeClock } from '../support/test-server.ts';
import * as firstApplied0017 from './fixtures/0017-as-first-applied.ts';

// Seeding hashes passwords and the machine is shared: generous limits, no timing asserted.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const adminUrl = process.env.DATABASE_URL;
const name = `tikam_old_${randomBytes(6).toString('hex')}`;
let database: OpenDatabase;

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  let url: string | undefined;
  if (adminUrl) {
    await onAdmin(`create database ${name}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  database = await connectDatabase(url ? { url } : { dataDir: 'memory://' });
}, 60_000);
afterAll(async () => {
  await database?.close();
  if (adminUrl) await onAdmin(`drop database if exists ${name} with (force)`);
});

/** The migrations a database had when 0017 was first applied: 0001 … 0016, and that 0017. */
function migrationsAsOf0017(): Record<string, Migration> {
  const older = Object.entries(MIGRATIONS).filter(([key]) => key < '0017');
  return { ...Object.fromEntries(older), '0017-place-bets-function': firstApplied0017 };
}

async function signaturesOf(db: Kysely<Database>, fn: string): Promise<string[]> {
  const { rows } = await sql<{
    args: string;
  }>`select pg_get_function_identity_arguments(oid) as args from pg_proc where proname = ${fn} order by 1`.execute(db);
  return rows.map((row) => row.args);
}

describe('a database migrated before 0017 was edited', () => {
  it('has place_bets(json), as the first 0017 left it', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrationsAsOf0017() } });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(await signaturesOf(database.db, 'place_bets')).toEqual(['jobs json']);
  });

  it('is upgraded on start: the later migrations, then the functions from their files, the json versions gone', async () => {
    await upgradeDatabase(database.db);
    // One version of each, the batch's arrays (place_bets.sql): the json and jsonb ones dropped.
    const placeBets = await signaturesOf(database.db, 'place_bets');
    expect(placeBets).toHaveLength(1);
    expect(placeBets[0]).toMatch(/^job_site integer\[\], job_player integer\[\]/);
    expect(await signaturesOf(database.db, 'write_bet_rows')).toHaveLength(1);
    expect((await signaturesOf(database.db, 'write_bet_rows'))[0]).toMatch(/^job_list integer\[\], /);
    expect(await signaturesOf(database.db, 'credit_available')).toEqual(['user_id integer']);
    // Again, as every start does: nothing to migrate, the same functions replaced.
    await upgradeDatabase(database.db);
    expect(await signaturesOf(database.db, 'place_bets')).toEqual(placeBets);
  });

  it('takes bets, kept in the running balance', async () => {
    const clock = new FakeClock();
    await seedDemoSite(database.db, new Date(clock.now()));
    const app = await buildApp({ db: database.db, clock });
    try {
      const member = await database.db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', 'member1')
        .executeTakeFirstOrThrow();
      const token = await startSession({ db: database.db, clock }, member.id);
      const bet = await app.inject({
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        headers: { authorization: `Bearer ${token}` },
        payload: { Currency: 'MYR', UserId: 'member1', ClientRef: 'old-database-1', BetString: 'D\n#1\n1234#1' },
      });
      expect(bet.json().status).toBe('S100');
      const balance = await database.db
        .selectFrom('user_balances')
        .select(['ledger_cents', 'open_stake_cents'])
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(balance).toEqual({ ledger_cents: -100, open_stake_cents: 100 });
    } finally {
      await app.close();
    }
  });
});
