// The publish race for voids (docs/api/bets.md "The publish race"): a void judged just before its draw's
// result is published must not be written after the publish settled (and paid) the bet. The void waits for
// the draw's lock, sees the result and answers E134, refunding nothing. On PostgreSQL the test proves the
// void really waited on the lock; PGlite's one connection cannot interleave, and must answer the same.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawLockKey, drawLockName } from '../../../server/services/results/publish-result.ts';
import { demoDrawResult } from '../../../server/settlement/demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock (10:00 GMT+8): A3 draws at 15:30

async function someoneWaitsForADrawLock(): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks
      where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())
    `.execute(server.ctx.db);
    if ((rows[0]?.waiting ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

describe('a void racing the publish of its draw', () => {
  it('waits for the publish, then answers E134 and refunds nothing', async () => {
    const token = await tokenFor(server, 'member1');
    const placed = await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet3',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: 'void-race-1', BetString: 'D\n#93\n2468#1' },
    });
    const [item] = placed.json() as { status: string; GUID: string }[];
    expect(item?.status).toBe('S100');
    const afterBet = await ledgerOf(server, 'member1');
    const onPostgres = process.env.DATABASE_URL !== undefined;
    let voided: Promise<LightMyRequestResponse> | undefined;
    let waited = false;

    // A publish of A3 as publish-result.ts does it, held open: the lock, then the result row.
    await server.ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${drawLockKey(sql.val(drawLockName('A3', DATE)))})`.execute(trx);
      await trx
        .insertInto('draw_results')
        .values({ draw_type: 'A3', draw_date: DATE, version: 1, result_json: JSON.stringify(demoDrawResult('A3', DATE)), demo: false, published_by: null, published_at: new Date(server.clock.now()) })
        .execute();
      voided = server.call(token, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${item?.GUID}&NeedOutputRef=T` });
      if (onPostgres) waited = await someoneWaitsForADrawLock();
    });
    const answer = (await (voided as Promise<LightMyRequestResponse>)).json() as { data: { status: string }[] };
    expect(waited).toBe(onPostgres);
    expect(answer.data.map((entry) => entry.status)).toEqual(['E134']);
    expect(await server.ctx.db.selectFrom('bet_voids').select('bet_id').execute()).toEqual([]);
    expect(await ledgerOf(server, 'member1')).toBe(afterBet);
  });
});
