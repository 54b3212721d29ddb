// Starts tests/server/support/server-child.ts as a real operating-system process and stops it: gently
// (SIGTERM) or the hard way (SIGKILL, nothing flushed, nothing closed).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase } from '../../support/prepared-database.ts';

const CHILD = fileURLToPath(new URL('./server-child.ts', import.meta.url));

export interface ServerProcess {
  base: string;
  pid: number;
  /** kill -9, and wait until the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM, and wait until the process is gone. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** postgres://… or, for PGlite, a data directory. */
  database: { url: string } | { dataDir: string };
  clockSkewMs?: number;
  memberCreditCents?: number;
  /** The per-address login limit (default: lifted, as in test-server.ts). */
  loginsPerMinute?: number;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, TIKAM_CLOCK_SKEW_MS: String(options.clockSkewMs ?? 0) };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if ('url' in options.database) env.DATABASE_URL = options.database.url;
  else env.DATA_DIR = options.database.dataDir;
  if (options.memberCreditCents !== undefined) env.TIKAM_MEMBER_CREDIT_CENTS = String(options.memberCreditCents);
  if (options.loginsPerMinute !== undefined) env.TIKAM_LOGINS_PER_MINUTE = String(options.loginsPerMinute);
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before listening:\n${errors}`)));
  });
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    crash: () => stopWith('SIGKILL'),
    stop: () => stopWith('SIGTERM'),
  };
}

/**
 * A fresh database on the PostgreSQL at `adminUrl` (a copy of the run's prepared one when there is one: the
 * server processes then find it migrated and seeded), and how to drop it.
 */
export async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tikam_test_${randomBytes(6).toString('hex')}`;
  const { url } = await createTestDatabase(adminUrl, name);
  return {
    url,
    async drop() {
      // The server processes are gone (killed or stopped), so their connections are dead or closing.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
