/**
 * Runs a server benchmark once per database: on PGlite in a fresh temporary folder (skipped with
 * BENCH_ONLY=postgres), then on PostgreSQL in a fresh database of DATABASE_URL's server when it is set.
 * Each run gets `kind` ('pglite' | 'postgres') and where its data lives; the folder or database is removed
 * afterwards, whatever the run did.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Benchmark = (title: string, kind: string, location: string) => Promise<void>;

export async function onEachDatabase(benchmark: Benchmark): Promise<void> {
  if (process.env.BENCH_ONLY !== 'postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tikam-bench-'));
    try {
      await benchmark('PGlite', 'pglite', dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (process.env.DATABASE_URL) {
    const name = `tikam_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(process.env.DATABASE_URL);
    target.pathname = `/${name}`;
    await addPrioritize(target.toString());
    try {
      await benchmark('PostgreSQL', 'postgres', target.toString());
    } finally {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  }
}

/**
 * The `prioritize` extension in the bench's database, where the machine has it (.ci/run installs it): the
 * large bets' connection lowers its CPU priority with it (server/store/large-writes.ts), as on a site
 * whose operator created it. Without it the bench measures the large bets at the usual priority.
 */
async function addPrioritize(url: string): Promise<void> {
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    const { rows } = await database.query(`select 1 from pg_available_extensions where name = 'prioritize'`);
    if (rows.length > 0) await database.query('create extension if not exists prioritize');
    else console.log("(PostgreSQL has no 'prioritize' extension here: large bets run at the usual CPU priority)");
  } finally {
    await database.end();
  }
}
