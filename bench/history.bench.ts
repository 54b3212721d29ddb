/**
 * `npm run bench:history`: does a player's history slow its bets? PostBet at a steady 200 bets/s
 * (paced-load.ts, 32 clients) for one player with BENCH_HISTORY_TICKETS (100,000) prior tickets, then for
 * a new player, on the same server, in the order A-B-B-A; and the balance read of each. With the running balance (user_balances,
 * migration 0020) both should be the same. PGlite on disk, and PostgreSQL too when DATABASE_URL is set;
 * BENCH_SECONDS per run (10), BENCH_WARM_UP (10). A benchmark, not a test: it prints figures.
 */
import { randomBytes } from 'node:crypto';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-process.ts';
import { onEachDatabase } from './each-database.ts';
import { pacedLoad, percentile } from './paced-load.ts';

const CLIENTS = 32;
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 10);
const HISTORY = Number(process.env.BENCH_HISTORY_TICKETS ?? 100_000);
/** BENCH_REPEAT: how many times the A-B-B-A sequence runs (1). */
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);

const startServer = (kind: string, location: string) =>
  startBenchServer(kind, location, { ...process.env, BENCH_HISTORY_TICKETS: String(HISTORY) });

const digits = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0');

/** All 32 clients bet for ONE player (its one session: a new login would end the older ones). */
async function betsOf(server: BenchServer, index: number, seconds: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${server.tokens[index]}` };
  const result = await pacedLoad({
    url: server.url,
    clients: CLIENTS,
    rate: RATE,
    seconds,
    next: () => ({
      path: '/FDAPI/Bet/PostBet',
      headers,
      body: JSON.stringify({
        Currency: 'MYR',
        UserId: server.players[index],
        ClientRef: randomBytes(12).toString('hex'),
        BetString: `D\n#18\n${digits()}#1\n*${digits()}#0.1`,
      }),
    }),
  });
  const accepted = result.bodies.filter((body) => body.includes('"S100"')).length;
  return { ...result, accepted };
}

/** 200 balance reads at 200/s for one player: what every screen showing its credit pays. */
async function balancesOf(server: BenchServer, index: number) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${server.tokens[index]}` };
  return pacedLoad({
    url: server.url,
    clients: 8,
    rate: RATE,
    seconds: 2,
    next: () => ({
      path: '/FDAPI/Player/GetPlayerBalance',
      headers,
      body: JSON.stringify({ UserId: server.players[index] }),
    }),
  });
}

/**
 * One bet at a time, the two players in turn (no queue in front of the database): the cost of one bet
 * itself. At 200 bets/s a single-connection PGlite runs close to its capacity, and there a few percent
 * more per bet, or a drift between runs, shows as tens of ms in the queue's p99.
 */
async function oneAtATime(server: BenchServer, rounds: number): Promise<number[]> {
  const timings: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (const index of [0, 1] as const) {
      const started = performance.now();
      const answer = await fetch(`${server.url}/FDAPI/Bet/PostBet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.tokens[index]}` },
        body: JSON.stringify({
          Currency: 'MYR',
          UserId: server.players[index],
          ClientRef: randomBytes(12).toString('hex'),
          BetString: `D\n#18\n${digits()}#1`,
        }),
      });
      await answer.text();
      timings[index].push(performance.now() - started);
    }
  }
  return timings.map((values) =>
    percentile(
      values.sort((a, b) => a - b),
      0.5,
    ),
  );
}

async function benchmark(title: string, kind: string, location: string): Promise<void> {
  const server = await startServer(kind, location);
  try {
    console.log(
      `\n${title}: PostBet at a steady ${RATE}/s, ${CLIENTS} clients, ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up`,
    );
    await betsOf(server, 2, WARM_UP_SECONDS);
    const history = [`player with ${HISTORY.toLocaleString('en')} prior tickets`, 0] as const;
    const fresh = ['new player', 1] as const;
    // A-B-B-A: whatever drifts during the runs (a checkpoint of the seed's writes, a warming cache, another
    // process on the machine) weighs on both players alike, and run-to-run noise shows.
    const order = Array.from({ length: REPEAT }, () => [history, fresh, fresh, history]).flat();
    for (const [label, index] of order) {
      const bets = await betsOf(server, index, SECONDS);
      const balances = await balancesOf(server, index);
      console.log(`  ${label}:`);
      console.log(
        `    PostBet:          ${bets.rate.toFixed(0)} bets/s  p50 ${bets.p50} ms  p99 ${bets.p99} ms  max ${bets.max} ms  (accepted ${bets.accepted}/${bets.sent}, non-200 ${bets.non200})`,
      );
      console.log(`    GetPlayerBalance: p50 ${balances.p50} ms  p99 ${balances.p99} ms`);
    }
    const [historyMedian = 0, freshMedian = 0] = await oneAtATime(server, 300);
    console.log(
      `  one bet at a time, in turn (300 each): PostBet p50 ${historyMedian.toFixed(1)} ms with history, ${freshMedian.toFixed(1)} ms new`,
    );
  } finally {
    await stopBenchServer(server);
  }
}

await onEachDatabase(benchmark);
