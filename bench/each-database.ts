/**
 * Runs a server benchmark once per database: on PGlite in a fresh temporary folder (skipped with
 * BENCH_ONLY=postgres), then on PostgreSQL in a fresh database of DATABASE_URL's server when it is set.
 * Each run gets `kind` ('pglite' | 'postgres') and where its data lives; the folder or database is removed
 * afterwards, whatever the run did, and also when the run is stopped by SIGINT or SIGTERM (Ctrl-C, a
 * timeout's kill): a database left behind on a shared PostgreSQL would stay there.
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
    const remove = async () => rmSync(dataDir, { recursive: true, force: true });
    const stop = onStopSignal(remove);
    try {
      await benchmark('PGlite', 'pglite', dataDir);
    } finally {
      stop();
      await remove();
    }
  }
  if (process.env.DATABASE_URL) {
    const name = `tikam_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(process.env.DATABASE_URL);
    target.pathname = `/${name}`;
    const drop = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
    };
    const stop = onStopSignal(drop);
    try {
      await addPrioritize(target.toString());
      await benchmark('PostgreSQL', 'postgres', target.toString());
    } finally {
      stop();
      await drop();
      await admin.end();
    }
  }
}

/** Runs `cleanUp` and exits on SIGINT or SIGTERM until the returned function is called. */
function onStopSignal(cleanUp: () => Promise<void>): () => void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal (tsx passes its own on, a second Ctrl-C) waits for the first one's clean-up.
    if (stopping) return;
    stopping = true;
    console.log(`(${signal}: removing the bench's data before exiting)`);
    // Dropping the database ends the run's own connections: their errors are expected now, not a failure.
    process.on('uncaughtException', () => undefined);
    void cleanUp()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
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
