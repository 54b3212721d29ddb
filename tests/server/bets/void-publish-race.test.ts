// The publish race for voids (docs/api/bets.md "The publish race"): a void judged just before its draw's
// result is published must not be written after the publish settled (and paid) the bet. The void waits for
// the draw's lock, sees the result and answers E134, refunding nothing. On PostgreSQL the test proves the
// void really waited on the lock; PGlite's one connection cannot interleave, and must answer the same.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdPublish, onPostgres, someoneWaitsForADrawLock } from '../support/held-publish.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock (10:00 GMT+8): A3 draws at 15:30

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
    let voided: Promise<LightMyRequestResponse> | undefined;
    let waited = false;

    await holdPublish(server, 'A3', DATE, async () => {
      voided = server.call(token, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${item?.GUID}&NeedOutputRef=T` });
      if (onPostgres()) waited = await someoneWaitsForADrawLock(server);
    });
    const answer = (await (voided as Promise<LightMyRequestResponse>)).json() as { data: { status: string }[] };
    expect(waited).toBe(onPostgres());
    expect(answer.data.map((entry) => entry.status)).toEqual(['E134']);
    expect(await server.ctx.db.selectFrom('bet_voids').select('bet_id').execute()).toEqual([]);
    expect(await ledgerOf(server, 'member1')).toBe(afterBet);
  });
});
