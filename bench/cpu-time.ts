/**
 * CPU seconds spent by processes during a run, from /proc (Linux): the bench server's process (its worker
 * threads included) and the PostgreSQL backends serving its database, so bench:server can print bets per
 * CPU-second of each, the capacity model's per-core figures (docs/operations.md). Elsewhere it reads 0.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of a process so far (0 when it is gone or /proc is not there). */
export function cpuSecondsOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The backends of the database at `url` (their pids), as pg_stat_activity lists them. */
async function backendsOf(url: string): Promise<number[]> {
  const target = new URL(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [target.pathname.slice(1)],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Starts counting: `stop()` answers the CPU seconds of the server process and of the database's backends since. */
export async function countCpu(
  serverPid: number,
  databaseUrl: string | undefined,
): Promise<{ stop(): Promise<{ server: number; database: number }> }> {
  const serverBefore = cpuSecondsOf(serverPid);
  const before = new Map<number, number>();
  if (databaseUrl) for (const pid of await backendsOf(databaseUrl)) before.set(pid, cpuSecondsOf(pid));
  return {
    async stop() {
      const server = cpuSecondsOf(serverPid) - serverBefore;
      let database = 0;
      // A backend that came during the run counts from 0; one that left is missed (the pool keeps them).
      if (databaseUrl)
        for (const pid of await backendsOf(databaseUrl)) database += cpuSecondsOf(pid) - (before.get(pid) ?? 0);
      return { server, database };
    },
  };
}

/** The machine's CPU time so far from /proc/stat: busy and all, in ticks summed over every core (0 elsewhere). */
function machineTicks(): { busy: number; all: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const all = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait are the fourth and fifth fields: a core waiting, not working.
    return { busy: all - (fields[3] ?? 0) - (fields[4] ?? 0), all };
  } catch {
    return { busy: 0, all: 0 };
  }
}

/**
 * Starts counting the load generator's CPU (this process: the generators run in it) and the whole machine's:
 * `stop()` answers the generator's CPU seconds and the share of all cores the machine was busy meanwhile,
 * so a run's figures say whether the generator, the server or the cores were the limit.
 */
export function countGeneratorAndMachine(): { stop(): { generator: number; machineBusy: number } } {
  const usage = process.cpuUsage();
  const machine = machineTicks();
  return {
    stop() {
      const spent = process.cpuUsage(usage);
      const now = machineTicks();
      const all = now.all - machine.all;
      return {
        generator: (spent.user + spent.system) / 1e6,
        machineBusy: all > 0 ? (now.busy - machine.busy) / all : 0,
      };
    },
  };
}
