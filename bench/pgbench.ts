/**
 * pgbench's TPC-B on the PostgreSQL server of DATABASE_URL, for `npm run bench:server`'s third yardstick:
 * what that server commits per second of small write transactions (three updates, an insert, a select, one
 * commit) at the same 32 clients. A scratch database, initialised at scale BENCH_PGBENCH_SCALE (default 32:
 * one branch row per client, as pgbench advises, so that its clients do not all queue on a few rows), is
 * dropped afterwards. Undefined when pgbench is not installed.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface TpcB {
  tps: number;
  scale: number;
  clients: number;
  seconds: number;
}

export async function pgbenchTpcB(databaseUrl: string, clients: number, seconds: number): Promise<TpcB | undefined> {
  const scale = Number(process.env.BENCH_PGBENCH_SCALE ?? 32);
  const name = `tikam_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const target = new URL(databaseUrl);
    target.pathname = `/${name}`;
    const url = target.toString();
    try {
      // Server-side generation (G): the rows are made by PostgreSQL, not sent by pgbench.
      await run('pgbench', ['-i', '-I', 'dtGvp', '-s', String(scale), '-q', url]);
      const { stdout } = await run('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url]);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
      return { tps: Number(tps), scale, clients, seconds };
    } finally {
      await admin.query(`drop database ${name} with (force)`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  } finally {
    await admin.end();
  }
}
