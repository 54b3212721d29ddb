/**
 * `npm run bench:exposure`: GetNumberExposure over HTTP for one draw with BENCH_OPEN_TICKETS
 * (10,000) open tickets in the caller's subtree — straight and iBOX tickets of three players under agent1
 * and agent2 on Magnum of 2026-11-18 — beside as many tickets of other draws and a settled past draw, so
 * the call must find its draw rather than read everything. BENCH_REQUESTS (300) calls one after another
 * after a warm-up, for agent1 and for the company; prints p50, p99 and the largest. Goal: p99 under 100 ms
 * on PostgreSQL. PGlite on disk, and PostgreSQL too when DATABASE_URL is set (bench/each-database.ts).
 * A benchmark, not a test: it prints figures.
 */
import { sql } from 'kysely';
import { buildApp } from '../server/app.ts';
import { startSession } from '../server/services/sessions.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';
import { onEachDatabase } from './each-database.ts';

const OPEN = Number(process.env.BENCH_OPEN_TICKETS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const DATE = '2026-11-18';
// Wednesday 10:00 GMT+8, fixed, as in bench-server.ts.
const clock = { now: () => Date.UTC(2026, 10, 18, 2, 0) };

/** `count` one-ticket bets of `player` on (drawType, date): 4D numbers spread by a multiplicative hash, every 7th an iBOX share. */
async function seedTickets(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  player: string,
  drawType: string,
  date: string,
  count: number,
  tag: string,
) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'site_id'])
    .where('username_key', '=', player)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into bets (guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, currency, bet_string, total_cents,
        ticket_count, first_close_at, answer_json, created_at)
      select gen_random_uuid()::text, ${user.site_id}, ${user.id}, ${user.id}, ${tag} || '-' || g, ${tag}, 'PostBet', 'MYR', 'bench', 150, 1,
        ${new Date(clock.now())}, '{}', ${new Date(clock.now())}
      from generate_series(1, ${count}) g`.execute(trx);
    await sql`
      insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
      select b.id, 3, ${drawType}, ${date}, lpad(((b.id * 7919) % 10000)::text, 4, '0'),
        case when b.id % 7 = 0 then 'I' else 'S' end, case when b.id % 7 = 0 then 24 else 1 end,
        '[100,50,0,0,0,0,0,0,0]', case when b.id % 7 = 0 then 7 else 150 end
      from bets b where b.player_id = ${user.id} and b.body_hash = ${tag}`.execute(trx);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

await onEachDatabase(async (title, kind, location) => {
  const database = await openDatabase(kind === 'postgres' ? { url: location } : { dataDir: location });
  await seedDemoSite(database.db, new Date(clock.now()));
  const started = Date.now();
  const players = ['member1', 'member2', 'member3'];
  for (const [index, player] of players.entries()) {
    const share = Math.floor(OPEN / players.length) + (index < OPEN % players.length ? 1 : 0);
    await seedTickets(database.db, player, 'M', DATE, share, `open-${player}`);
    await seedTickets(database.db, player, 'P', DATE, share, `other-${player}`);
    await seedTickets(database.db, player, 'M', '2026-11-14', share, `past-${player}`);
  }
  // The past draw is settled: its tickets are no longer open.
  const result = await database.db
    .insertInto('draw_results')
    .values({
      draw_type: 'M',
      draw_date: '2026-11-14',
      version: 1,
      result_json: '{}',
      demo: true,
      published_by: null,
      published_at: new Date(clock.now()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into ticket_wins (ticket_id, result_id, win_cents) select id, ${result.id}, 0 from tickets where draw_date = '2026-11-14'`.execute(
    database.db,
  );
  await sql`analyze`.execute(database.db);
  const seeded = Date.now() - started;

  const app = await buildApp({ db: database.db, clock });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const ctx = { db: database.db, clock };
  try {
    for (const viewer of ['agent1', 'admin']) {
      const user = await database.db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', viewer)
        .executeTakeFirstOrThrow();
      const token = await startSession(ctx, user.id);
      const call = async () => {
        const begin = performance.now();
        const answer = await fetch(`${url}/masterapi/Account/GetNumberExposure`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ DrawType: 'M', DrawDate: DATE }),
        });
        const body = (await answer.json()) as { status: string; data?: { Rows: { Tickets: number }[] } };
        const elapsed = performance.now() - begin;
        if (body.status !== 'S100') throw new Error(`GetNumberExposure answered ${body.status}`);
        return {
          elapsed,
          rows: body.data?.Rows.length ?? 0,
          tickets: body.data?.Rows.reduce((sum, row) => sum + row.Tickets, 0) ?? 0,
        };
      };
      for (let index = 0; index < WARM_UP; index++) await call();
      const times: number[] = [];
      let last = { rows: 0, tickets: 0 };
      for (let index = 0; index < REQUESTS; index++) {
        const { elapsed, ...rest } = await call();
        times.push(elapsed);
        last = rest;
      }
      times.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      console.log(
        `${title} (seeded ${OPEN} open tickets + ${2 * OPEN} others in ${(seeded / 1000).toFixed(1)} s), ${viewer}: ${last.tickets} tickets in ${last.rows} rows; ` +
          `${REQUESTS} calls p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) as number)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
});
