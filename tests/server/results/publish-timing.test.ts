// A result only after its draw (src/core/domain/result-timing.ts, docs/settlement.md): a first result for a
// draw whose time has not come is refused E155 with the draw's time, storing nothing and settling nothing;
// from the draw's time it is published; a correction of a published result stays possible and on the record.
// The test clock starts on Wednesday 2026-11-18 10:00 GMT+8: L3 draws at 15:30, M at 19:00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';
import { bet, fourD } from '../settlement-shares/support.ts';

let server: TestServer;
const MINUTE = 60_000;
/** Publishes as the operator at the clock's time, as it stands. */
const publish = async (_: TestServer, drawType: string, result: object, drawDate = '2026-11-18') =>
  (
    await server.call(await tokenFor(server, 'admin'), {
      method: 'POST',
      url: '/admin/results',
      payload: { drawType, drawDate, fourD: result },
    })
  ).json();
const stored = async () => (await server.ctx.db.selectFrom('draw_results').select('id').execute()).length;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('a result before its draw', () => {
  it("is refused E155 with the draw's time, storing and settling nothing, and the draw stays open to bets", async () => {
    expect((await bet(server, 'member1', 'D\n#1\n1234#1')).status).toBe('S100');
    const [results, ledger] = [await stored(), await ledgerOf(server, 'member1')];
    expect(await publish(server, 'M', fourD('1234'))).toMatchObject({
      status: 'E155',
      params: ['2026-11-18 19:00 GMT+8'],
    });
    expect(await publish(server, 'M', fourD('1234'))).toMatchObject({
      message: expect.stringContaining('2026-11-18 19:00 GMT+8'),
    });
    expect(await publish(server, 'L3', fourD('1234'))).toMatchObject({
      status: 'E155',
      message: expect.stringContaining('2026-11-18 15:30 GMT+8'),
    });
    expect(await publish(server, 'M', fourD('1234'), '2026-11-21')).toMatchObject({
      status: 'E155',
      message: expect.stringContaining('2026-11-21 19:00 GMT+8'),
    });
    expect(await stored()).toBe(results);
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
    expect((await bet(server, 'member1', 'D\n#1\n4321#1')).status).toBe('S100');
  });

  it("is published from the draw's time on: L3 at 15:30 exactly, not a minute before", async () => {
    server.clock.advance(5 * 60 * MINUTE + 29 * MINUTE); // 15:29
    expect(await publish(server, 'L3', fourD('5555'))).toMatchObject({ status: 'E155' });
    server.clock.advance(MINUTE); // 15:30
    expect(await publish(server, 'L3', fourD('5555'))).toMatchObject({
      status: 'S100',
      data: { version: 1, changed: true },
    });
  });

  it('a correction of a published result stays possible and is audited as a new version', async () => {
    expect(await publish(server, 'L3', fourD('6666'))).toMatchObject({
      status: 'S100',
      data: { version: 2, changed: true },
    });
    const versions = await server.ctx.db
      .selectFrom('draw_results')
      .select(['version', 'published_by'])
      .where('draw_type', '=', 'L3')
      .where('draw_date', '=', '2026-11-18')
      .orderBy('version')
      .execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(versions.every((row) => row.published_by !== null)).toBe(true);
  });

  it('even a result stored early (before this rule) may still be corrected before its draw', async () => {
    await server.ctx.db
      .insertInto('draw_results')
      .values({
        draw_type: 'P',
        draw_date: '2026-11-21',
        version: 1,
        result_json: JSON.stringify({ fourD: fourD('1111') }),
        published_by: null,
        published_at: new Date(server.clock.now()),
      })
      .execute();
    expect(await publish(server, 'P', fourD('2222'), '2026-11-21')).toMatchObject({
      status: 'S100',
      data: { version: 2, changed: true },
    });
  });
});
