/**
 * `npm run bench:numbers`: the number lookup's one query over ten years of results of every draw type
 * (about 33,000 draws, 900,000 drawn_numbers rows), generated here — not the demo seed — and written in
 * bulk. Measured at the server: the lookup service (the query and its counting), in-process, for random
 * 4D numbers exact and with permutations, 3D, 5D and 6D numbers (the first page and its exact counts; and the
 * second page of the 6D permutations, from the first's cursor); and the hot/cold read of a year. PGlite on
 * disk, and PostgreSQL too when DATABASE_URL is set (BENCH_ONLY=postgres skips PGlite). BENCH_LOOKUPS per
 * kind (300), BENCH_YEARS (10). A benchmark, not a test: it prints figures (docs/numbers.md records them).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { dateToDayNumber, dayNumberToDate, hasDraw } from '../src/core/domain/calendar.ts';
import { drawnNumbersOf, lookupKeys } from '../src/core/domain/drawn-numbers.ts';
import { DRAW_TYPE_ORDER } from '../src/core/domain/operators.ts';
import { demoDrawResult, seededRandom } from '../server/settlement/demo-results.ts';
import type { ServiceContext } from '../server/services/context.ts';
import { hotAndCold } from '../server/services/numbers/hot-cold.ts';
import { lookUpNumber } from '../server/services/numbers/lookup.ts';
import { openDatabase } from '../server/store/database.ts';
import { onEachDatabase } from './each-database.ts';
import { percentile } from './paced-load.ts';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 300);
const YEARS = Number(process.env.BENCH_YEARS ?? 10);
const TODAY = '2026-11-18';
const NOW = Date.parse('2026-11-18T02:00:00Z');
const BATCH_DRAWS = 200;

async function seedYears(ctx: ServiceContext): Promise<{ draws: number; rows: number }> {
  const last = dateToDayNumber(TODAY) - 1;
  const first = last - Math.round(YEARS * 365.25) + 1;
  let draws = 0;
  let rows = 0;
  let pending: { draw_type: string; draw_date: string; json: string }[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    await ctx.db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('draw_results')
        .values(
          pending.map((draw) => ({
            draw_type: draw.draw_type,
            draw_date: draw.draw_date,
            version: 1,
            result_json: draw.json,
            demo: true,
            published_by: null,
            published_at: new Date(NOW),
          })),
        )
        .returning(['id', 'draw_type', 'draw_date', 'result_json'])
        .execute();
      const numbers = ids.flatMap((result) =>
        drawnNumbersOf(JSON.parse(result.result_json)).map((drawn) => ({
          result_id: result.id,
          draw_type: result.draw_type,
          draw_date: result.draw_date,
          game: drawn.game,
          rank: drawn.rank,
          digits: drawn.digits,
          prize: drawn.prize,
          key: drawn.key,
          sorted_key: drawn.sortedKey,
        })),
      );
      for (let i = 0; i < numbers.length; i += 5_000)
        await trx
          .insertInto('drawn_numbers')
          .values(numbers.slice(i, i + 5_000))
          .execute();
      rows += numbers.length;
    });
    draws += pending.length;
    pending = [];
  };
  for (let day = first; day <= last; day++) {
    const date = dayNumberToDate(day);
    for (const drawType of DRAW_TYPE_ORDER) {
      if (!hasDraw(drawType, date)) continue;
      pending.push({ draw_type: drawType, draw_date: date, json: JSON.stringify(demoDrawResult(drawType, date)) });
      if (pending.length >= BATCH_DRAWS) await flush();
    }
  }
  await flush();
  // What autovacuum does on a live PostgreSQL after a bulk load; PGlite has no autovacuum, so BENCH_VACUUM=0
  // shows a database never vacuumed.
  if (process.env.BENCH_VACUUM !== '0') await sql`vacuum analyze drawn_numbers`.execute(ctx.db);
  await sql`analyze`.execute(ctx.db);
  return { draws, rows };
}

async function timed(
  runs: number,
  call: (index: number) => Promise<{ hits: unknown[] } | unknown>,
): Promise<{ p50: number; p99: number; max: number }> {
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await call(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

await onEachDatabase(async (title, kind, location) => {
  const database = await openDatabase(kind === 'postgres' ? { url: location } : { dataDir: location });
  const ctx: ServiceContext = { db: database.db, clock: { now: () => NOW } };
  try {
    const started = performance.now();
    const { draws, rows } = await seedYears(ctx);
    console.log(
      `\n${title}: ${YEARS} years, ${draws.toLocaleString('en')} draws, ${rows.toLocaleString('en')} drawn numbers (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    const random = seededRandom('bench-number-lookup');
    const number = (length: number) => Array.from({ length }, () => random() % 10).join('');
    const kinds: [string, number, boolean][] = [
      ['4D', 4, false],
      ['4D permutations', 4, true],
      ['3D', 3, false],
      ['5D', 5, false],
      ['6D', 6, false],
      ['6D permutations', 6, true],
    ];
    for (const [name, length, permutations] of kinds) {
      const numbers = Array.from({ length: LOOKUPS }, () => number(length));
      await lookUpNumber(ctx, numbers[0] as string, permutations); // warm the cache and the plan
      let hits = 0;
      const cursors: [string, string][] = [];
      const figures = await timed(LOOKUPS, async (index) => {
        const answer = await lookUpNumber(ctx, numbers[index] as string, permutations);
        hits += answer.total;
        if (answer.nextCursor !== null) cursors.push([numbers[index] as string, answer.nextCursor]);
      });
      console.log(
        `  lookup ${name.padEnd(16)} p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}  max ${ms(figures.max)}  (${(hits / LOOKUPS).toFixed(1)} hits each)`,
      );
      if (name === '6D permutations' && cursors.length > 0) {
        const next = await timed(cursors.length, (index) =>
          lookUpNumber(ctx, cursors[index]?.[0] as string, permutations, cursors[index]?.[1]),
        );
        console.log(
          `  lookup ${'  its next page'.padEnd(16)} p50 ${ms(next.p50)}  p99 ${ms(next.p99)}  max ${ms(next.max)}`,
        );
      }
    }
    const hotCold = await timed(20, () => hotAndCold(ctx, 'L', 365));
    console.log(`  hot/cold L 365 days     p50 ${ms(hotCold.p50)}  p99 ${ms(hotCold.p99)}`);
    const { column, keys } = lookupKeys('123456', true);
    const plan = await sql<{
      'QUERY PLAN': string;
    }>`explain select result_id, draw_type, draw_date, game, rank, digits, prize from drawn_numbers where ${sql.ref(column)} in (${sql.join(keys)})`.execute(
      ctx.db,
    );
    console.log(
      `  plan (6D permutations): ${plan.rows
        .map((row) => row['QUERY PLAN'].trim())
        .slice(0, 3)
        .join(' | ')}`,
    );
  } finally {
    await database.close();
  }
});
