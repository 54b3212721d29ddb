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
    try {
      await benchmark('PostgreSQL', 'postgres', target.toString());
    } finally {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    }
  }
}
