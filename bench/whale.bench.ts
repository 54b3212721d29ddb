/**
 * `npm run bench:whale`: does one big bettor slow everyone else? The other players' PostBet p50/p99 at a
 * steady rate (paced-load.ts: 31 clients, each its own player, a 5-line sheet with its own numbers), first
 * alone, then while one more player posts the largest bets allowed (the spec's 10,000 tickets a bet, the
 * site's default cap) in WHALE_LOOPS loops, voiding each one so its credit never runs out. PGlite on disk,
 * and PostgreSQL too when DATABASE_URL is set (each-database.ts). The server runs in its own process.
 *
 * A benchmark, not a test: it prints figures. With BENCH_MAX_RATIO (.ci/run's smoke run) it also fails
 * when the others' p99 with the big bettor is more than that many times their p99 without it.
 * BENCH_SECONDS per run (10), BENCH_WARM_UP (10), BENCH_RATE (50 bets/s: well below what the server takes
 * on a 2-core machine, so the figure is the big bettor's doing, not a queue of the others'), BENCH_WHALE_LOOPS (4),
 * BENCH_TICKET_CAP (the site's cap on the tickets a bet may write, 10,000 by default: the largest bet is that
 * many tickets, in lines of 200; bench-server.ts sets it on the site).
 */
import { randomBytes } from 'node:crypto';
import { onEachDatabase } from './each-database.ts';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-process.ts';
import { pacedLoad, percentile } from './paced-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const WHALE_LOOPS = Number(process.env.BENCH_WHALE_LOOPS ?? 4);
const TICKET_CAP = Number(process.env.BENCH_TICKET_CAP ?? 10_000);
const MAX_RATIO = process.env.BENCH_MAX_RATIO === undefined ? undefined : Number(process.env.BENCH_MAX_RATIO);
/** bench-server.ts seeds 32 players with M and L: the first is the big bettor, the others bet small. */
const WHALE = 0;

const digits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');
/** A small sheet of a player's own numbers: 5 lines on M and L, 76 tickets. */
const smallSheet = () => {
  const roll = digits(4);
  return `D\n#18\n${digits(4)}#1#1\n*${digits(4)}#1\n${roll.slice(0, 2)}R${roll.slice(3)}#0.5\n${digits(4)}*#1\n${digits(4)}#2`;
};
/**
 * The largest bet allowed: lines each rolled twice (100 numbers) on M and L, 200 tickets a line, as many as the
 * cap takes: 50 lines (the most a sheet takes) and 10,000 tickets under the default cap.
 */
const WHALE_TICKETS = Math.min(50, Math.floor(TICKET_CAP / 200)) * 200;
const largestSheet = () =>
  `D\n#18\n${Array.from({ length: WHALE_TICKETS / 200 }, () => `${digits(2)}RR#1`).join('\n')}`;

const betBody = (server: BenchServer, player: number, betString: string) => ({
  headers: { 'content-type': 'application/json', authorization: `Bearer ${server.tokens[player]}` },
  body: JSON.stringify({
    Currency: 'MYR',
    UserId: server.players[player],
    ClientRef: randomBytes(12).toString('hex'),
    BetString: betString,
  }),
});

/** The other players' bets at a steady RATE for `seconds`. */
async function othersBet(server: BenchServer, seconds: number) {
  const others = server.players.length - 1;
  const result = await pacedLoad({
    url: server.url,
    clients: others,
    rate: RATE,
    seconds,
    next: (client) => ({ path: '/FDAPI/Bet/PostBet', ...betBody(server, client + 1, smallSheet()) }),
  });
  const accepted = result.bodies.filter((body) => body.includes('"S100"')).length;
  return { ...result, accepted };
}

/** One loop of the big bettor: the largest bet, then its void, again and again until `stop` says so. */
async function whaleLoop(server: BenchServer, stop: () => boolean, timings: number[]): Promise<void> {
  while (!stop()) {
    const started = performance.now();
    const { headers, body } = betBody(server, WHALE, largestSheet());
    const answer = await (await fetch(`${server.url}/FDAPI/Bet/PostBet`, { method: 'POST', headers, body })).text();
    timings.push(performance.now() - started);
    const guid = /"GUID":"([^"]+)"/.exec(answer)?.[1];
    if (!answer.includes('"S100"') || !guid) throw new Error(`the largest bet was refused: ${answer.slice(0, 300)}`);
    const voided = await (
      await fetch(`${server.url}/FDAPI/Bet/VoidBet?GUID=${guid}`, { method: 'POST', headers })
    ).text();
    if (!voided.includes('"S105"')) throw new Error(`the void was refused: ${voided.slice(0, 300)}`);
  }
}

/** The others' load while WHALE_LOOPS loops of the big bettor run; the loops stop with the load. */
async function withWhale(server: BenchServer, seconds: number) {
  let done = false;
  const timings: number[] = [];
  const loops = Array.from({ length: WHALE_LOOPS }, () => whaleLoop(server, () => done, timings));
  const others = await othersBet(server, seconds).finally(() => (done = true));
  await Promise.all(loops);
  timings.sort((a, b) => a - b);
  return { others, whaleBets: timings.length, whaleP50: Math.round(percentile(timings, 0.5)) };
}

const line = (label: string, run: Awaited<ReturnType<typeof othersBet>>) =>
  `    ${label}: ${run.rate.toFixed(0)} bets/s  p50 ${run.p50} ms  p99 ${run.p99} ms  max ${run.max} ms  (accepted ${run.accepted}/${run.sent}, non-200 ${run.non200})`;

const failures: string[] = [];

async function benchmark(title: string, kind: string, location: string): Promise<void> {
  const server = await startBenchServer(kind, location);
  try {
    console.log(
      `\n${title}: the others' PostBet at a steady ${RATE}/s (${server.players.length - 1} players, 5-line sheets), ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up`,
    );
    // The warm-up sends a few of the largest bets too, one at a time, so both paths are compiled and
    // planned before anything counts; the run without the big bettor comes first, before its rows pile up.
    await othersBet(server, WARM_UP_SECONDS);
    await withWhale(server, 0);
    const alone = await othersBet(server, SECONDS);
    const crowded = await withWhale(server, SECONDS);
    const ratio = crowded.others.p99 / Math.max(1, alone.p99);
    console.log(line('without the big bettor', alone));
    console.log(line(`with the big bettor   `, crowded.others));
    console.log(
      `    the big bettor: ${crowded.whaleBets} bets of ${WHALE_TICKETS.toLocaleString('en')} tickets in ${WHALE_LOOPS} loops (each voided), p50 ${crowded.whaleP50} ms`,
    );
    console.log(`    others' p99 with / without: ${ratio.toFixed(2)}×`);
    if (alone.accepted !== alone.sent || crowded.others.accepted !== crowded.others.sent)
      failures.push(`${title}: some of the others' bets were not accepted`);
    if (MAX_RATIO !== undefined && ratio > MAX_RATIO)
      failures.push(`${title}: the others' p99 rose ${ratio.toFixed(2)}× (bound ${MAX_RATIO}×)`);
  } finally {
    await stopBenchServer(server);
  }
}

await onEachDatabase(benchmark);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
