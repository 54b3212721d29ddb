/**
 * `npm run bench:statement`: GetWeeklyStatement and GetWhoBought over HTTP with BENCH_WEEK_TICKETS
 * (100,000) tickets in the week asked for — one-ticket bets of member1, member2, member3 (agent1's tree,
 * member3 under agent2) and memberx on M of Wed 18, Sat 21 (both settled: ticket_wins, the player's
 * commission and win entries, every level's settlement_shares rows) and Sun 22 (open) — beside as many
 * settled tickets in the week before, so the calls must find their week rather than read every player's
 * history. BENCH_REQUESTS (200) calls one after another after a warm-up: the statement for agent1 and for
 * the company, and who bought a number with its permutations for agent1; prints p50, p99 and the largest.
 * Goal: p99 at most 200 ms on PostgreSQL. PGlite on disk too unless BENCH_ONLY=postgres.
 * BENCH_EXPLAIN=1 (PostgreSQL): before the timing, agent1's statement once through a logging connection,
 * and EXPLAIN (ANALYZE, BUFFERS) of its three slowest queries, printed (the profile docs/statements.md cites);
 * then the exposure query of the open Sunday draw, explained the same way (not timed).
 * A benchmark, not a test: it prints figures.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { startSession } from '../server/services/sessions.ts';
import { openDatabase } from '../server/store/database.ts';
import { seedDemoSite } from '../server/store/seed-demo.ts';
import { onEachDatabase } from './each-database.ts';
import { statementOf } from '../server/services/statements/weekly-statement.ts';
import { numberExposure } from '../server/services/reports/number-exposure.ts';
import type { Database } from '../server/store/schema.ts';

const TICKETS = Number(process.env.BENCH_WEEK_TICKETS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
// Sunday 2026-11-22 10:00 GMT+8: the week Mon 16 … Sun 22 is this week.
const clock = { now: () => Date.UTC(2026, 10, 22, 2, 0) };
const PLAYERS = ['member1', 'member2', 'member3', 'memberx'];
/** The week's draws (the last still open) and the week before's, all settled. */
const WEEK_DATES = ['2026-11-18', '2026-11-21', '2026-11-22'];
const PAST_DATES = ['2026-11-11', '2026-11-14', '2026-11-15'];

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** `count` one-ticket bets of `player` on M of `date`, numbers spread by a multiplicative hash. */
async function seedBets(db: Db, player: string, date: string, count: number, settled: boolean) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'site_id', 'path'])
    .where('username_key', '=', player)
    .executeTakeFirstOrThrow();
  const tag = `${player}-${date}`;
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into bets (guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, currency, bet_string, total_cents,
        ticket_count, first_close_at, answer_json, created_at)
      select gen_random_uuid()::text, ${user.site_id}, ${user.id}, ${user.id}, ${tag} || '-' || g, ${tag}, 'PostBet', 'MYR', 'bench', 150, 1,
        ${new Date(clock.now())}, '{}', ${new Date(clock.now())}
      from generate_series(1, ${count}) g`.execute(trx);
    await sql`
      insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
      select b.id, 3, 'M', ${date}, lpad(((b.id * 7919) % 10000)::text, 4, '0'), 'S', 1, '[100,50,0,0,0,0,0,0,0]', 150
      from bets b where b.player_id = ${user.id} and b.body_hash = ${tag}`.execute(trx);
    await sql`insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
      select ${user.id}::int, b.id, 'stake', -150, ${new Date(clock.now())} from bets b where b.body_hash = ${tag}`.execute(
      trx,
    );
    if (!settled) return;
    const result = await sql<{
      id: number;
    }>`select id from draw_results where draw_type = 'M' and draw_date = ${date}`.execute(trx);
    const resultId = result.rows[0]!.id;
    await sql`insert into ticket_wins (ticket_id, result_id, win_cents)
      select t.id, ${resultId}::int, case when t.bet_id % 500 = 0 then 375000 else 0 end from tickets t join bets b on b.id = t.bet_id where b.body_hash = ${tag}`.execute(
      trx,
    );
    await sql`insert into ledger_entries (user_id, bet_id, kind, amount_cents, result_id, created_at)
      select ${user.id}::int, b.id, 'commission', 15, ${resultId}::int, ${new Date(clock.now())}::timestamptz from bets b where b.body_hash = ${tag}
      union all
      select ${user.id}::int, b.id, 'win', 375000, ${resultId}::int, ${new Date(clock.now())}::timestamptz from bets b where b.body_hash = ${tag} and b.id % 500 = 0`.execute(
      trx,
    );
    // Every level of the player's path: the player (level 0), then its agents and the company.
    const path = user.path.split('/').filter(Boolean).map(Number).reverse(); // player, agent, …, company
    for (const [level, holder] of path.entries()) {
      const role = level === 0 ? 'member' : level === path.length - 1 ? 'company' : 'agent';
      await sql`insert into settlement_shares (bet_id, result_id, entry, level, user_id, role, commission_bp, pt_bp, stake_cents,
          commission_cents, win_cents, share_cents, net_cents, created_at)
        select b.id, ${resultId}::int, 'settle', ${level}::int, ${holder}::int, ${role}::text, 0, 0,
          ${level === 0 ? 150 : 0}::bigint, ${level === 0 ? 15 : 2}::bigint,
          case when ${level === 0}::boolean and b.id % 500 = 0 then 375000 else 0 end, ${level === 0 ? 0 : 40}::bigint,
          case when ${level === 0}::boolean then 15 - 150 + (case when b.id % 500 = 0 then 375000 else 0 end) else 42 end, ${new Date(clock.now())}::timestamptz
        from bets b where b.body_hash = ${tag}`.execute(trx);
    }
  });
}

/** agent1's statement through a connection that logs each query, then the slowest three explained. */
async function explainStatement(db: Db, location: string): Promise<void> {
  const queries: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const pool = new pg.Pool({ connectionString: location, max: 4 });
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query')
        queries.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis });
    },
  });
  try {
    const owner = await db
      .selectFrom('users')
      .selectAll()
      .where('username_key', '=', 'agent1')
      .executeTakeFirstOrThrow();
    const sessionId = Number(
      (await sql<{ id: number }>`select max(id) as id from sessions`.execute(db)).rows[0]?.id ?? 0,
    );
    const explainSlowest = async (count: number) => {
      for (const query of [...queries].sort((a, b) => b.ms - a.ms).slice(0, count)) {
        const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.parameters as unknown[]);
        console.log(
          `--- ${query.ms.toFixed(1)} ms: ${query.sql}\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}`,
        );
      }
      queries.length = 0;
    };
    await statementOf({ db: logged, clock }, { user: owner, sessionId }, owner, '2026-11-18');
    await explainSlowest(3);
    // Not part of the timed calls: the exposure view of the week's open draw (25,000 open tickets), whose
    // query must read that draw's tickets by index too.
    console.log('--- exposure of M 2026-11-22 for agent1:');
    await numberExposure({ db: logged, clock }, owner, '2026-11-22', 'M');
    await explainSlowest(1);
  } finally {
    await logged.destroy();
  }
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

await onEachDatabase(async (title, kind, location) => {
  const database = await openDatabase(kind === 'postgres' ? { url: location } : { dataDir: location });
  await seedDemoSite(database.db, new Date(clock.now()));
  const started = Date.now();
  for (const date of [...PAST_DATES, ...WEEK_DATES.slice(0, 2)]) {
    await database.db
      .insertInto('draw_results')
      .values({
        draw_type: 'M',
        draw_date: date,
        version: 1,
        result_json: '{}',
        demo: true,
        published_by: null,
        published_at: new Date(clock.now()),
      })
      .execute();
  }
  const perPlayerAndDate = Math.floor(TICKETS / PLAYERS.length / WEEK_DATES.length);
  for (const player of PLAYERS) {
    for (const date of WEEK_DATES) await seedBets(database.db, player, date, perPlayerAndDate, date !== '2026-11-22');
    for (const date of PAST_DATES) await seedBets(database.db, player, date, perPlayerAndDate, true);
  }
  // Vacuumed as well as analyzed: otherwise autovacuum takes up the 400,000 fresh rows during the timed calls.
  await sql`vacuum analyze`.execute(database.db);
  const seeded = Date.now() - started;

  if (process.env.BENCH_EXPLAIN && kind === 'postgres') await explainStatement(database.db, location);
  const app = await buildApp({ db: database.db, clock });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const ctx = { db: database.db, clock };
  const calls: [string, string, string, object | undefined][] = [
    ['statement agent1', 'agent1', '/FDAPI/Report/GetWeeklyStatement?Week=2026-11-18', undefined],
    ['statement company', 'admin', '/FDAPI/Report/GetWeeklyStatement?Week=2026-11-18', undefined],
    [
      'who bought 1234 + permutations, agent1',
      'agent1',
      '/FDAPI/Report/GetWhoBought',
      { Number: '1234', Permutations: true },
    ],
  ];
  try {
    for (const [name, viewer, path, body] of calls) {
      const user = await database.db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', viewer)
        .executeTakeFirstOrThrow();
      const token = await startSession(ctx, user.id);
      const call = async () => {
        const begin = performance.now();
        const answer = await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
        const json = (await answer.json()) as { status: string };
        if (json.status !== 'S100') throw new Error(`${path} answered ${json.status}`);
        return performance.now() - begin;
      };
      for (let index = 0; index < WARM_UP; index++) await call();
      const times: number[] = [];
      for (let index = 0; index < REQUESTS; index++) times.push(await call());
      times.sort((a, b) => a - b);
      const ms = (value: number) => `${value.toFixed(1)} ms`;
      console.log(
        `${title} (${perPlayerAndDate * PLAYERS.length * WEEK_DATES.length} tickets in the week + as many the week before, seeded in ${(seeded / 1000).toFixed(1)} s), ${name}: ` +
          `${REQUESTS} calls p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) as number)}`,
      );
    }
  } finally {
    await app.close();
    await database.close();
  }
});
