/**
 * `npm run bench:reads`: what the calls every open app makes cost, beside a Fastify hello-world: the
 * 60-second ping (GetInfoForTopContent), the balance, the sign-in's GetLoginData, the public config and the
 * latest results (a first read and a revalidation answered 304). Each call at full speed under autocannon
 * (32 connections, one session), with the server's and PostgreSQL's CPU a call from /proc (cpu-time.ts), so
 * the capacity model (docs/operations.md) can count the apps that are open beside the bets they place.
 * PGlite on disk, and PostgreSQL too when DATABASE_URL is set (each-database.ts; BENCH_ONLY=postgres for it
 * alone). BENCH_SECONDS per call (5), after 2 s of warm-up; BENCH_READS a comma-separated list of the
 * calls' first words to run only those.
 *
 * The one session is touched once a minute at most, so the ping's session write (one a minute per app) is
 * not in these figures.
 */
import autocannon from 'autocannon';
import { onEachDatabase } from './each-database.ts';
import { startBenchServer, startHelloServer, stopBenchServer } from './bench-process.ts';
import { countCpu } from './cpu-time.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 32;
const ONLY = process.env.BENCH_READS?.split(',').filter(Boolean);

type Call = Pick<autocannon.Options, 'url' | 'method' | 'headers' | 'body'>;

/** `database`: the PostgreSQL whose backends to count, 'in-process' (PGlite) or 'none' (the hello-world). */
async function measure(label: string, pid: number, database: string, call: Call): Promise<void> {
  const databaseUrl = database.startsWith('postgres') ? database : undefined;
  await autocannon({ ...call, connections: CONNECTIONS, duration: 2 });
  const cpu = await countCpu(pid, databaseUrl);
  const run = await autocannon({ ...call, connections: CONNECTIONS, duration: SECONDS });
  const used = await cpu.stop();
  const perCall = (seconds: number) =>
    run.requests.total > 0 ? ((seconds / run.requests.total) * 1e6).toFixed(0) : '-';
  const failures = run.errors + run.non2xx;
  console.log(
    `  ${label.padEnd(32)} ${run.requests.average.toFixed(0).padStart(6)} calls/s  p99 ${run.latency.p99} ms  server ${perCall(used.server)} µs a call` +
      (databaseUrl
        ? `, PostgreSQL ${perCall(used.database)} µs`
        : database === 'in-process'
          ? ' (the database in it)'
          : '') +
      (failures > 0
        ? `  (${failures} not 2xx: ${run.non2xx === run.requests.total ? 'every one, as asked' : 'FAILED'})`
        : ''),
  );
}

await onEachDatabase(async (title, kind, location) => {
  const database = kind === 'postgres' ? location : 'in-process';
  console.log(
    `\n${title}: each call at full speed, ${CONNECTIONS} connections, ${SECONDS} s (server in its own process)`,
  );
  if (!ONLY || ONLY.includes('hello')) {
    const hello = await startHelloServer();
    try {
      await measure('Fastify hello-world', hello.child.pid as number, 'none', { url: hello.url });
    } finally {
      await stopBenchServer(hello);
    }
  }
  const server = await startBenchServer(kind, location);
  try {
    const session = { authorization: `Bearer ${server.tokens[1]}`, 'content-type': 'application/json' };
    const latest = await fetch(`${server.url}/Result/GetLatestResults`, { method: 'POST' });
    const tag = latest.headers.get('etag') ?? '';
    await latest.text();
    const calls: [string, Call][] = [
      [
        'GetInfoForTopContent (the ping)',
        { url: `${server.url}/masterapi/Agent/GetInfoForTopContent/1`, method: 'POST', headers: session, body: '{}' },
      ],
      [
        'GetPlayerBalance',
        { url: `${server.url}/FDAPI/Player/GetPlayerBalance`, method: 'POST', headers: session, body: '{}' },
      ],
      [
        'GetLoginData (sign-in)',
        { url: `${server.url}/FDAPI/User/GetLoginData`, method: 'POST', headers: session, body: '{}' },
      ],
      ['config (public)', { url: `${server.url}/config/8888` }],
      ['GetLatestResults (public, 200)', { url: `${server.url}/Result/GetLatestResults`, method: 'POST' }],
      // Every answer is 304 here: the bench counts them as asked (non-2xx), not as failures.
      [
        'GetLatestResults (public, 304)',
        { url: `${server.url}/Result/GetLatestResults`, method: 'POST', headers: { 'if-none-match': tag } },
      ],
    ];
    for (const [label, call] of calls)
      if (!ONLY || ONLY.some((word) => label.startsWith(word)))
        await measure(label, server.child.pid as number, database, call);
  } finally {
    await stopBenchServer(server);
  }
});
