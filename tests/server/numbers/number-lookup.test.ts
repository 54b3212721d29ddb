// The number lookup and hot/cold reads (docs/numbers.md) on the demo site's 30 days of results, checked
// against an oracle written here from the result JSON with settlement's own tier rules: every hit, its
// rank, the counts, the permutations, a correction replacing a draw's rows, the migration's fill-in of
// results published before it, and refusals of bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { permutations } from '../../../src/core/engine/expand-number.ts';
import { fiveDTier, sixDTier } from '../../../server/settlement/prizes.ts';
import type { DrawResult } from '../../../server/settlement/result.ts';
import * as migration from '../../../server/store/migrations/0101-drawn-numbers.ts';
import { lookupKeys, shownHits, type NumberHit } from '../../../src/core/domain/drawn-numbers.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import { lookUpNumber } from '../../../server/services/numbers/lookup.ts';
import { seedDemoResults } from '../../../server/services/results/seed-demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;
interface Hit {
  drawType: string;
  drawDate: string;
  game: string;
  rank: string;
  prize: string;
}

beforeAll(async () => {
  server = await startTestServer();
  // The demo site's 30 days of results, published through the real path (the test database has none).
  await seedDemoResults(server.ctx);
}, 120_000);
afterAll(() => server?.close());

const get = async (url: string) => (await server.call(undefined, { method: 'GET', url })).json();
const lookup = async (number: string, permutations = false) =>
  (await get(`/Numbers/Lookup?number=${number}${permutations ? '&permutations=1' : ''}`)).data as {
    hits: Hit[];
    counts: Record<string, number>;
    lastDrawn: string | null;
    daysSince: number | null;
    orderings: number;
  };

async function latestResults(): Promise<{ drawType: string; drawDate: string; result: DrawResult }[]> {
  const rows = await sql<{ draw_type: string; draw_date: string; result_json: string }>`
    select distinct on (draw_type, draw_date) draw_type, draw_date, result_json from draw_results order by draw_type, draw_date, version desc`.execute(
    server.ctx.db,
  );
  return rows.rows.map((row) => ({
    drawType: row.draw_type,
    drawDate: row.draw_date,
    result: JSON.parse(row.result_json) as DrawResult,
  }));
}

const TIER_NAMES = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
/** The oracle: each hit of one exact number, straight from the results. */
function oracleHits(number: string, results: Awaited<ReturnType<typeof latestResults>>): Hit[] {
  const hits: Hit[] = [];
  for (const { drawType, drawDate, result } of results) {
    const add = (game: string, rank: string, prize: string) => hits.push({ drawType, drawDate, game, rank, prize });
    const four = result.fourD;
    if (four && number.length === 4) {
      [four.first, four.second, four.third].forEach((prize, i) => prize === number && add('4D', TIER_NAMES[i]!, prize));
      if (four.starters.includes(number)) add('4D', 'special', number);
      if (four.consolations.includes(number)) add('4D', 'consolation', number);
    }
    if (four && number.length === 3)
      [four.first, four.second, four.third].forEach(
        (prize, i) => prize.endsWith(number) && add('3D', TIER_NAMES[i]!, prize),
      );
    if (result.fiveD && number.length === 5) {
      const tier = fiveDTier(number, result.fiveD);
      if (tier)
        add(
          '5D',
          TIER_NAMES[Number(tier.slice(5, 6)) - 1]!,
          tier === 'Prize2_5D' ? result.fiveD.second : tier === 'Prize3_5D' ? result.fiveD.third : result.fiveD.first,
        );
    }
    if (result.sixD && number.length === 6) {
      const tier = sixDTier(number, result.sixD);
      if (tier) add('6D', TIER_NAMES[Number(tier.slice(5, 6)) - 1]!, result.sixD.first);
    }
  }
  return hits;
}

const bySortKey = (hits: Hit[]) =>
  hits.map((hit) => `${hit.drawDate} ${hit.drawType} ${hit.game} ${hit.rank} ${hit.prize}`).sort();

describe('the number lookup', () => {
  it('finds every prize a drawn 4D, 3D, 5D and 6D number hit, exactly as the results show, newest first', async () => {
    const results = await latestResults();
    const toto = results.find((draw) => draw.drawType === 'T' && draw.result.fiveD && draw.result.sixD)!;
    const magnum = results.find((draw) => draw.drawType === 'M')!;
    const numbers = [
      magnum.result.fourD!.first,
      magnum.result.fourD!.starters[3]!,
      magnum.result.fourD!.second.slice(-3),
      toto.result.fiveD!.first,
      (toto.result.fiveD!.first.startsWith('9') ? '8' : '9') + toto.result.fiveD!.first.slice(1),
      toto.result.sixD!.first,
      toto.result.sixD!.first.slice(0, 4) + '00',
    ];
    for (const number of numbers) {
      const answer = await lookup(number);
      const expected = oracleHits(number, results);
      expect(expected.length, number).toBeGreaterThan(0);
      expect(bySortKey(answer.hits), number).toEqual(bySortKey(expected));
      const dates = answer.hits.map((hit) => hit.drawDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const total = Object.values(answer.counts).reduce((sum, count) => sum + count, 0);
      expect(total).toBe(expected.length);
      expect(answer.lastDrawn).toBe(dates[0]);
      expect(answer.daysSince).toBe(Math.round((Date.parse('2026-11-18') - Date.parse(dates[0]!)) / 86_400_000));
    }
  });

  it('with permutations finds the hits of every ordering of the digits, and no other', async () => {
    const results = await latestResults();
    const number = results.find((draw) => draw.drawType === 'P')!.result.fourD!.third;
    const mixed = number.slice(2) + number.slice(0, 2);
    const expected = permutations(mixed).flatMap((ordering) => oracleHits(ordering, results));
    const answer = await lookup(mixed, true);
    expect(answer.orderings).toBe(permutations(mixed).length);
    expect(bySortKey(answer.hits)).toEqual(bySortKey(expected));
    expect(answer.hits.length).toBeGreaterThanOrEqual((await lookup(mixed)).hits.length);
    expect(answer.hits.some((hit) => hit.prize === number)).toBe(true);
  });

  it('a number never drawn has no hits and no last date', async () => {
    const results = await latestResults();
    const drawn = new Set(
      results.flatMap(({ result }) =>
        result.fourD
          ? [
              result.fourD.first,
              result.fourD.second,
              result.fourD.third,
              ...result.fourD.starters,
              ...result.fourD.consolations,
            ]
          : [],
      ),
    );
    const never = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).find(
      (number) => !drawn.has(number),
    )!;
    expect(await lookup(never)).toMatchObject({
      hits: [],
      lastDrawn: null,
      daysSince: null,
      counts: { '1st': 0, special: 0 },
    });
  });

  it("a correction replaces the draw's numbers: the old 1st is gone, the new one is there", async () => {
    const today = async (number: string) => (await lookup(number)).hits.filter((hit) => hit.drawDate === '2026-11-18');
    await publish(server, 'M', fourD('4711'));
    expect(await today('4711')).toEqual([
      { drawType: 'M', drawDate: '2026-11-18', game: '4D', rank: '1st', digits: '4711', prize: '4711' },
    ]);
    await publish(server, 'M', fourD('4712'));
    expect(await today('4711')).toEqual([]);
    expect(await today('4712')).toHaveLength(1);
    expect(await today('712')).toContainEqual({
      drawType: 'M',
      drawDate: '2026-11-18',
      game: '3D',
      rank: '1st',
      digits: '712',
      prize: '4712',
    });
  });

  it('the migration fills in the results published before it, the same rows the publish path writes', async () => {
    const columns = [
      'result_id',
      'draw_type',
      'draw_date',
      'game',
      'rank',
      'digits',
      'prize',
      'key',
      'sorted_key',
    ] as const;
    const read = async () =>
      (await server.ctx.db.selectFrom('drawn_numbers').select(columns).execute())
        .map((row) => columns.map((c) => row[c]).join('|'))
        .sort();
    const before = await read();
    expect(before.length).toBeGreaterThan(1000);
    await server.ctx.db.schema.dropTable('drawn_numbers').execute();
    await migration.up(server.ctx.db as never);
    expect(await read()).toEqual(before);
  });

  it('pages a number with more hits than a page: exact counts on every page, newest first, no gaps or repeats', async () => {
    const results = await latestResults();
    const number = results.find((draw) => draw.result.sixD)!.result.sixD!.first;
    const all = await lookUpNumber(server.ctx, number, true, undefined, 100_000);
    expect(all.nextCursor).toBeNull();
    const pageHits = 7;
    expect(all.total).toBeGreaterThan(pageHits * 3);
    expect(all.hits).toHaveLength(all.total);
    // The SQL keeps what core's shownHits keeps from every matching row: each draw's best tier, in display order.
    const { column, keys } = lookupKeys(number, true);
    const raw = await server.ctx.db
      .selectFrom('drawn_numbers')
      .where(column, 'in', keys)
      .select([
        'result_id as resultId',
        'draw_type as drawType',
        'draw_date as drawDate',
        'game',
        'rank',
        'digits',
        'prize',
      ])
      .execute();
    expect(shownHits(raw as NumberHit[], DRAW_TYPE_ORDER).map(({ resultId: _resultId, ...hit }) => hit)).toEqual(
      all.hits,
    );
    expect(raw.length).toBeGreaterThan(all.total);
    const seen: typeof all.hits = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await lookUpNumber(server.ctx, number, true, cursor, pageHits);
      expect(page.counts).toEqual(all.counts);
      expect(page.total).toBe(all.total);
      expect(page.lastDrawn).toBe(all.lastDrawn);
      // Whole draws: at least a page's worth, unless it is the last, and never a draw split across two.
      if (page.nextCursor !== null) expect(page.hits.length).toBeGreaterThanOrEqual(pageHits);
      const boundary = (hit: { drawDate: string; drawType: string }) => `${hit.drawDate}~${hit.drawType}`;
      if (seen.length > 0) expect(boundary(page.hits[0]!)).not.toBe(boundary(seen.at(-1)!));
      seen.push(...page.hits);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor !== undefined);
    expect(pages).toBeGreaterThan(2);
    expect(seen).toEqual(all.hits);
    const dates = seen.map((hit) => hit.drawDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers the next page over HTTP from the first page's cursor, and refuses a malformed cursor", async () => {
    const first = (await get('/Numbers/Lookup?number=1234&permutations=1')).data;
    expect(first.nextCursor).toBeNull();
    expect(first.total).toBe(first.hits.length);
    const results = await latestResults();
    const top = results.find((draw) => draw.drawType === 'M')!.result.fourD!.first;
    const answer = (await get(`/Numbers/Lookup?number=${top}&cursor=2026-11-30~M`)).data;
    expect(answer.hits.every((hit: Hit) => hit.drawDate < '2026-11-30')).toBe(true);
    expect(answer.hits.length).toBeGreaterThan(0);
    const none = (await get(`/Numbers/Lookup?number=${top}&cursor=2000-01-01~M`)).data;
    expect(none).toMatchObject({ hits: [], nextCursor: null, total: answer.total });
    for (const cursor of ['2026-11-30~X', '2026-11-30', 'x~M', '2026-11-30~M~M']) {
      const response = await server.call(undefined, {
        method: 'GET',
        url: `/Numbers/Lookup?number=1234&cursor=${encodeURIComponent(cursor)}`,
      });
      expect(response.json(), cursor).toMatchObject({ status: 'V103', field: 'cursor' });
    }
  });

  it.each([
    ['12', 'number'],
    ['1234567', 'number'],
    ['12a4', 'number'],
    ['12%004', 'number'],
  ])('refuses %s with V103 naming the field', async (number, field) => {
    const response = await server.call(undefined, { method: 'GET', url: `/Numbers/Lookup?number=${number}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field });
  });
});

describe('hot and cold numbers', () => {
  it("counts the period's 4D numbers of one draw type, hot first, cold never or long absent", async () => {
    const results = (await latestResults()).filter(
      (draw) => draw.drawType === 'L' && draw.drawDate >= '2026-10-20' && draw.drawDate <= '2026-11-18',
    );
    const numbers = results.flatMap(({ result }) => [
      result.fourD!.first,
      result.fourD!.second,
      result.fourD!.third,
      ...result.fourD!.starters,
      ...result.fourD!.consolations,
    ]);
    const answer = (await get('/Numbers/HotCold?drawType=L&days=30')).data;
    expect(answer).toMatchObject({
      drawType: 'L',
      days: 30,
      from: '2026-10-20',
      to: '2026-11-18',
      draws: results.length,
    });
    const top = answer.hot[0];
    expect(numbers.filter((number) => number === top.number)).toHaveLength(top.count);
    expect(Math.max(...[...new Set(numbers)].map((n) => numbers.filter((m) => m === n).length))).toBe(top.count);
    expect(answer.cold).toHaveLength(10);
    expect(
      answer.cold.every(
        (cold: { count: number; lastDrawn: string | null }) => cold.count === 0 && cold.lastDrawn === null,
      ),
    ).toBe(true);
    const firstDigits = numbers.filter((number) => number[0] === '7').length;
    expect(answer.digits[0][7]).toBe(firstDigits);
    expect(answer.digits.map((row: number[]) => row.reduce((a, b) => a + b, 0))).toEqual([
      numbers.length,
      numbers.length,
      numbers.length,
      numbers.length,
    ]);
  });

  it('refuses an unlisted period or draw type', async () => {
    expect(
      (await server.call(undefined, { method: 'GET', url: '/Numbers/HotCold?drawType=L&days=31' })).statusCode,
    ).toBe(400);
    expect(
      (await server.call(undefined, { method: 'GET', url: '/Numbers/HotCold?drawType=X&days=30' })).json(),
    ).toMatchObject({ status: 'V103', field: 'drawType' });
  });
});
