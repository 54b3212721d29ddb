/**
 * `DATABASE_URL=… npx tsx bench/explain-bets.ts`: the plans of the bet path's statements as they run under
 * load, `EXPLAIN (ANALYZE, BUFFERS)` of every statement and of the statements inside place_bets and
 * bet_facts (auto_explain with nested statements, set on a fresh database of its own only). Starts the bench
 * server (bench-server.ts) on it, sends bets at a steady BENCH_RATE (50/s) for BENCH_SECONDS (3) after a
 * warm-up, and prints the plans PostgreSQL logged meanwhile from its log file (PGLOG, the Debian default
 * otherwise), heaviest total time first. Needs a superuser (auto_explain) and read access to the log.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import pg from 'pg';
import { startBenchServer, stopBenchServer } from './bench-process.ts';
import { pacedLoad } from './paced-load.ts';

const LOG = process.env.PGLOG ?? '/var/log/postgresql/postgresql-15-main.log';
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
const name = `tikam_explain_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const target = new URL(process.env.DATABASE_URL as string);
target.pathname = `/${name}`;
const digits = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
const sheet = () =>
  `D\n#18\n${digits()}#1#1\n*${digits()}#1\n${digits().slice(0, 2)}R${digits().slice(3)}#0.5\n${digits()}*#1\n${digits()}#2`;
const server = await startBenchServer('postgres', target.toString());
try {
  const load = (seconds: number) =>
    pacedLoad({
      url: server.url,
      clients: 32,
      rate: RATE,
      seconds,
      next: (client) => ({
        path: '/FDAPI/Bet/PostBet',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.tokens[client]}` },
        body: JSON.stringify({
          Currency: 'MYR',
          UserId: server.players[client],
          ClientRef: randomBytes(12).toString('hex'),
          BetString: sheet(),
        }),
      }),
    });
  await load(3);
  // From now on every new connection of this database explains; the server's pool opens fresh ones.
  for (const setting of [
    "session_preload_libraries = 'auto_explain'",
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
    'auto_explain.log_nested_statements = on',
    'auto_explain.log_timing = on',
  ]) {
    await admin.query(`alter database ${name} set ${setting}`);
  }
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
  await load(2);
  const from = statSync(LOG).size;
  const result = await load(SECONDS);
  console.log(`${result.sent} bets at ${RATE}/s: p50 ${result.p50} ms p99 ${result.p99} ms`);
  const text = readFileSync(LOG, 'utf8').slice(from);
  // Each plan: "duration: X ms  plan:\n\tQuery Text: …\n\t…" up to the next log line.
  const plans = text.split(/\n(?=\d{4}-\d\d-\d\d )/).filter((entry) => entry.includes('plan:'));
  const byQuery = new Map<string, { count: number; ms: number; sample: string }>();
  for (const plan of plans) {
    const ms = Number(/duration: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
    const query = (/Query Text: ([^\n]*)/.exec(plan)?.[1] ?? '?').trim().slice(0, 160);
    const entry = byQuery.get(query) ?? { count: 0, ms: 0, sample: plan };
    entry.count++;
    entry.ms += ms;
    if (ms >= Number(/duration: ([\d.]+) ms/.exec(entry.sample)?.[1] ?? 0)) entry.sample = plan;
    byQuery.set(query, entry);
  }
  for (const [query, entry] of [...byQuery].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(process.env.TOP ?? 14))) {
    console.log(
      `\n=== ${entry.ms.toFixed(1)} ms in ${entry.count} runs (${(entry.ms / entry.count).toFixed(2)} ms each): ${query}`,
    );
    console.log(
      entry.sample
        .replace(/^.*?plan:/s, '')
        .replaceAll('\t', '  ')
        .slice(0, Number(process.env.PLAN_CHARS ?? 2500)),
    );
  }
} finally {
  await stopBenchServer(server);
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
