// Betting availability set by the operator: suspended (E132) for the site, a draw type, or one draw until
// lifted, and not open yet (E147) before an opening time. Only the company account sets them; a refused bet
// writes nothing. Clock: Wednesday 2026-11-18 10:00 GMT+8, moved to Thursday's opening time at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const admin = async (url: string, payload: object, as = 'admin') =>
  server.call(await tokenFor(server, as), { method: 'POST', url, payload });
let refs = 0;
const bet = async (sheet: string, url = '/FDAPI/Bet/PostBet', ClientRef = `controls-${++refs}`) =>
  (
    await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url,
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef, BetString: sheet },
    })
  ).json();
const footprint = async () => ({
  bets: (await server.ctx.db.selectFrom('bets').select('id').execute()).length,
  tickets: (await server.ctx.db.selectFrom('tickets').select('id').execute()).length,
  ledger: (await server.ctx.db.selectFrom('ledger_entries').select('id').execute()).length,
  claims: (await server.ctx.db.selectFrom('bet_claims').select('client_ref').execute()).length,
});

describe('the operator calls', () => {
  it("are the company account's only (403 E103), and refuse malformed scopes and times (400 V103)", async () => {
    for (const as of ['agent1', 'member1']) {
      const refused = await admin('/admin/suspensions', { suspended: true }, as);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status).toBe('E103');
      expect((await admin('/admin/openings', { opensAt: null }, as)).statusCode).toBe(403);
      expect(
        (await server.call(await tokenFor(server, as), { method: 'GET', url: '/admin/suspensions' })).json().status,
      ).toBe('E103');
    }
    expect((await admin('/admin/suspensions', { drawDate: '2026-02-30', suspended: true })).json()).toMatchObject({
      status: 'V103',
      field: 'drawDate',
    });
    expect((await admin('/admin/suspensions', { drawType: 'X', suspended: true })).json()).toMatchObject({
      status: 'V103',
      field: 'drawType',
    });
    expect((await admin('/admin/suspensions', { drawType: 'M' })).json()).toMatchObject({
      status: 'V103',
      field: 'suspended',
    });
    expect((await admin('/admin/openings', { opensAt: '2026-11-19 12:00' })).json()).toMatchObject({
      status: 'V103',
      field: 'opensAt',
    });
    expect((await admin('/admin/openings', { opensAt: '2026-11-19T25:00:00+08:00' })).json()).toMatchObject({
      status: 'V103',
      field: 'opensAt',
    });
    expect(await footprint()).toMatchObject({ bets: 0 });
    expect(
      (await server.call(await tokenFor(server, 'admin'), { method: 'GET', url: '/admin/suspensions' })).json(),
    ).toMatchObject({ status: 'S100', data: [] });
  });
});

describe('suspended (E132)', () => {
  it('refuses a suspended draw type and writes nothing; other draw types bet; lifting reopens it', async () => {
    const suspended = await admin('/admin/suspensions', { drawType: 'M', suspended: true });
    expect(suspended.json()).toMatchObject({
      status: 'S100',
      data: [{ drawType: 'M', drawDate: null, suspended: true, opensAt: null }],
    });
    const before = await footprint();
    expect(await bet('D\n#1\n1234#1', undefined, 'controls-m')).toMatchObject({
      status: 'E132',
      message: 'Betting is suspended.',
    });
    expect(await bet('D\n#18\n1234#1')).toMatchObject({ status: 'E132' }); // a regular bet is taken or refused whole
    expect(await footprint()).toEqual(before);
    expect((await bet('D\n#8\n1234#1')).status).toBe('S100');

    expect((await admin('/admin/suspensions', { drawType: 'M', suspended: false })).json().data).toEqual([]);
    expect((await bet('D\n#1\n1234#1', undefined, 'controls-m')).status).toBe('S100'); // the refused ref is free again
  });

  it('holds every draw when the site is suspended, and one draw alone when named by type and date', async () => {
    await admin('/admin/suspensions', { suspended: true });
    expect((await bet('D\n#8\n1234#1')).status).toBe('E132');
    expect(
      (await bet('D\n#8393\n1234#1', '/FDAPI/Bet/PostBet3')).map((item: { status: string }) => item.status),
    ).toEqual(['E132', 'E132']);
    await admin('/admin/suspensions', { suspended: false });

    await admin('/admin/suspensions', { drawType: 'L3', drawDate: '2026-11-18', suspended: true });
    const partial = await bet('D\n#8393\n1234#1', '/FDAPI/Bet/PostBet3');
    expect(partial).toMatchObject([
      { DrawType: 'L3', status: 'E132' },
      { DrawType: 'A3', status: 'S100' },
    ]);
    expect((await bet('D#19\n#83\n1234#1', '/FDAPI/Bet/PostBet3'))[0].status).toBe('S100'); // Thursday's L3 is open
    await admin('/admin/suspensions', { drawType: 'L3', drawDate: '2026-11-18', suspended: false });
    expect((await bet('D\n#83\n1234#1', '/FDAPI/Bet/PostBet3'))[0].status).toBe('S100');
  });
});

describe('not open yet (E147)', () => {
  it('refuses a date before its opening time, writing nothing, and accepts it from that very instant', async () => {
    const opening = await admin('/admin/openings', { drawDate: '2026-11-20', opensAt: '2026-11-19T12:00:00+08:00' });
    expect(opening.json().data).toEqual([
      { drawType: null, drawDate: '2026-11-20', suspended: false, opensAt: '2026-11-19T04:00:00.000Z' },
    ]);
    const before = await footprint();
    expect(await bet('D#20\n#8\n1234#1')).toMatchObject({ status: 'E147', message: 'Betting is not open yet.' });
    expect(await footprint()).toEqual(before);
    expect((await bet('D#19\n#8\n1234#1')).status).toBe('S100'); // other dates are open

    server.clock.advance(26 * 60 * 60 * 1000 - 1); // Thursday 11:59:59.999 GMT+8
    expect((await bet('D#20\n#8\n1234#1')).status).toBe('E147');
    server.clock.advance(1);
    expect((await bet('D#20\n#8\n1234#1')).status).toBe('S100');
  });

  it('a suspension outranks an opening time; clearing both leaves no control', async () => {
    await admin('/admin/openings', { drawType: 'A', opensAt: '2026-12-01T00:00:00Z' });
    await admin('/admin/suspensions', { drawType: 'A', suspended: true });
    expect((await bet('D\n#9\n1234#1')).status).toBe('E132');
    await admin('/admin/suspensions', { drawType: 'A', suspended: false });
    expect((await bet('D\n#9\n1234#1')).status).toBe('E147');
    const cleared = await admin('/admin/openings', { drawType: 'A', opensAt: null });
    expect(cleared.json().data).toEqual([
      { drawType: null, drawDate: '2026-11-20', suspended: false, opensAt: '2026-11-19T04:00:00.000Z' },
    ]);
    expect((await bet('D\n#9\n1234#1')).status).toBe('S100');
  });
});
