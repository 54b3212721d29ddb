// One migrated database with the demo sites seeded, made once per test run and copied for every server a
// test starts: running every migration, the SQL functions and the seed again for each test file cost more
// than most files' tests. PGlite's copy is a dumpDataDir file each new PGlite starts from; PostgreSQL's is a
// template database that CREATE DATABASE … TEMPLATE copies. The setups in tests/support/setup/ make them and
// name them in the environment; without them (a file run some other way) a server makes its own as before.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, upgradeDatabase } from '../../server/store/database.ts';
import { PGliteDialect } from '../../server/store/pglite-dialect.ts';
import type { Database } from '../../server/store/schema.ts';
import { seedDemoSite } from '../../server/store/seed-demo.ts';

/** The file every test PGlite starts from. */
export const PGLITE_IMAGE_ENV = 'TIKAM_TEST_PGLITE_IMAGE';
/** The PostgreSQL template database every test database is made from. */
export const POSTGRES_TEMPLATE_ENV = 'TIKAM_TEST_POSTGRES_TEMPLATE';
/** Wednesday 2026-11-18 10:00 GMT+8: the instant the test servers' and the browser tests' clocks start at. */
export const SEED_INSTANT = Date.UTC(2026, 10, 18, 2, 0);

/** Seeds the demo sites as a test server's first start would, at the tests' start instant. */
export async function seedForTests(db: Kysely<Database>): Promise<void> {
  await seedDemoSite(db, new Date(SEED_INSTANT));
}

/** Writes `file`: a migrated, seeded PGlite, as dumpDataDir writes it. */
export async function writePgliteImage(file: string): Promise<void> {
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await upgradeDatabase(db);
    await seedForTests(db);
    const image = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

/** Creates a migrated, seeded database on the PostgreSQL at `adminUrl` and returns its name. */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tikam_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
  try {
    await seedForTests(database.db);
  } finally {
    // A template must have no session open when it is copied.
    await database.close();
  }
  return name;
}

/** A new database on the PostgreSQL at `adminUrl`: a copy of the run's template when there is one, else empty. */
export async function createTestDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; fromTemplate: boolean }> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(adminUrl, name), fromTemplate: template !== undefined };
}

/**
 * Drops a test database once its server has closed its pool. Connections may still be on their way out:
 * they are waited for rather than killed (a killed connection surfaces as an error in whatever still
 * listens to it), and forced out only after a second.
 */
export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name}${attempt >= 40 ? ' with (force)' : ''}`);
        return;
      } catch (error) {
        if (attempt >= 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return target.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
