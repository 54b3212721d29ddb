/**
 * `npm run bench:sse`: the result stream's fan-out on one server process. BENCH_STREAMS (1,000) clients
 * hold GET /live/results open; an operator then publishes BENCH_PUBLISHES (5) results one after another,
 * and each is timed from the publish call's start, and from its answer, to the moment the LAST of the
 * streams has the event. The server's memory (RSS and heap) is read before the streams open and once they
 * are all open. The server runs in its own process (PGlite in memory, the demo site), as in production, so
 * the clients never share its event loop. A benchmark, not a test: it prints figures.
 */
import { fork } from 'node:child_process';
import { request, Agent } from 'node:http';
import { fileURLToPath } from 'node:url';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5);
// 23:00 GMT+8 on Wednesday 2026-11-18: every draw of the day has taken place, so each may be published.
const CLOCK_AT = Date.UTC(2026, 10, 18, 15, 0);
const DRAW_TYPES = ['M', 'P', 'S', 'B', 'K', 'W', 'T', 'N'];

interface Memory {
  rss: number;
  heapUsed: number;
}

async function serve(): Promise<void> {
  const { buildApp } = await import('../server/app.ts');
  const { openDatabase } = await import('../server/store/database.ts');
  const { seedDemoSite } = await import('../server/store/seed-demo.ts');
  const { startSession } = await import('../server/services/sessions.ts');
  const clock = { now: () => CLOCK_AT };
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedDemoSite(database.db, new Date(clock.now()));
  const admin = await database.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', 'admin')
    .executeTakeFirstOrThrow();
  await database.db.updateTable('users').set({ must_change_password: false }).where('id', '=', admin.id).execute();
  const app = await buildApp({ db: database.db, clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const token = await startSession({ db: database.db, clock }, admin.id);
  process.on('message', (message) => {
    if (message === 'memory') {
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ rss, heapUsed } satisfies Memory);
    }
  });
  process.send?.({ url: `http://127.0.0.1:${port}`, token });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function measure(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));
  const { url, token } = await next<{ url: string; token: string }>();
  const memory = async () => {
    child.send('memory');
    return next<Memory>();
  };
  const before = await memory();

  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals: ((id: number) => void)[] = [];
  const opened: Promise<void>[] = [];
  for (let index = 0; index < STREAMS; index++) {
    opened.push(
      new Promise<void>((ready, fail) => {
        const call = request(`${url}/live/results`, { agent, headers: { accept: 'text/event-stream' } }, (answer) => {
          let buffer = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => {
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.includes('event: ready')) ready();
              if (block.includes('event: result')) {
                const at = performance.now();
                for (const arrived of arrivals) arrived(at);
              }
            }
          });
        });
        call.on('error', fail);
        call.end();
      }),
    );
  }
  const openStart = performance.now();
  await Promise.all(opened);
  const openMs = performance.now() - openStart;
  const open = await memory();

  const fromCall: number[] = [];
  const fromAnswer: number[] = [];
  for (let round = 0; round < PUBLISHES; round++) {
    const drawType = DRAW_TYPES[round % DRAW_TYPES.length] as string;
    let count = 0;
    let last = 0;
    const all = new Promise<void>((done) => {
      arrivals.length = 0;
      arrivals.push((at) => {
        count++;
        last = at;
        if (count === STREAMS) done();
      });
    });
    const first = String(1000 + round * 37).padStart(4, '0');
    const fourD = {
      first,
      second: '5555',
      third: '6666',
      starters: Array.from({ length: 13 }, (_, i) => String(7000 + i)),
      consolations: Array.from({ length: 10 }, (_, i) => String(8000 + i)),
    };
    const started = performance.now();
    const answer = await fetch(`${url}/admin/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ drawType, drawDate: '2026-11-18', fourD }),
    });
    const answered = performance.now();
    const status = ((await answer.json()) as { status: string }).status;
    if (status !== 'S100') throw new Error(`publish refused: ${status}`);
    await all;
    fromCall.push(last - started);
    fromAnswer.push(last - answered);
  }

  console.log(`streams: ${STREAMS} open in ${openMs.toFixed(0)} ms`);
  console.log(
    `server memory: before ${mb(before.rss)} RSS / ${mb(before.heapUsed)} heap; with the streams open ${mb(open.rss)} RSS / ${mb(open.heapUsed)} heap`,
  );
  console.log(
    `  per stream: ${((open.rss - before.rss) / STREAMS / 1024).toFixed(1)} KB RSS, ${((open.heapUsed - before.heapUsed) / STREAMS / 1024).toFixed(1)} KB heap`,
  );
  console.log(
    `publish → last of ${STREAMS} streams (${PUBLISHES} publishes): median ${median(fromCall).toFixed(1)} ms from the call, ${median(fromAnswer).toFixed(1)} ms from its answer; worst ${Math.max(...fromCall).toFixed(1)} ms`,
  );
  agent.destroy();
  child.kill('SIGTERM');
  process.exit(0);
}

if (process.argv[2] === 'serve') await serve();
else await measure();
