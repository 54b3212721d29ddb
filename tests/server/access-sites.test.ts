// Two sites on one server: site 8888 (admin, agent1, member1…) and site 7777 (starhq, staragent,
// star1). Results belong to the house (docs/api/results-ownership.md): only a house operator (admin) may
// publish one, and it settles every site's tickets of that draw. Everything else a site's accounts do —
// suspensions, voids, bet lookups, receipts, draw reports — stays within their own site, both ways.
// The calls that name a user are in access-matrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDrawResult } from '../../server/settlement/demo-results.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from './support/sessions.ts';
import { atDrawTime } from './support/draw-time.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'agent1', 'member1', 'starhq', 'staragent', 'star1'])
    tokens[name] = await tokenFor(server, name);
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock (Wednesday 10:00 GMT+8): M draws
const RESULT = demoDrawResult('M', DATE);
const WINNER = RESULT.fourD?.first as string;
const CURRENCY: Record<string, string> = { member1: 'MYR', star1: 'SGD' };

const call = (as: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  server.call(tokens[as], { method, url, ...(payload ? { payload } : {}) });
const bet = async (player: string, ClientRef: string, sheet = `D\n#1\n${WINNER}#1`) =>
  (
    await call(player, 'POST', '/FDAPI/Bet/PostBet', {
      Currency: CURRENCY[player],
      UserId: player,
      ClientRef,
      BetString: sheet,
    })
  ).json();
const settledTickets = async (player: string) =>
  (
    await server.ctx.db
      .selectFrom('ticket_wins')
      .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
      .innerJoin('bets', 'bets.id', 'tickets.bet_id')
      .select('ticket_wins.ticket_id')
      .where('bets.player_id', '=', await userIdOf(server, player))
      .execute()
  ).length;
const controlsOf = async (as: string) => (await call(as, 'GET', '/admin/suspensions')).json().data;

const guids: Record<string, string> = {};

describe('bets of both sites on one draw', () => {
  it('are placed (each site in its own currency)', async () => {
    for (const player of ['member1', 'star1']) {
      const answer = await bet(player, `sites-${player}`);
      expect(answer.status).toBe('S100');
      guids[player] = answer.GUID;
    }
  });

  it('cannot be voided from the other site, not even by its company (E103, no refund)', async () => {
    for (const [caller, player] of [
      ['admin', 'star1'],
      ['agent1', 'star1'],
      ['starhq', 'member1'],
      ['staragent', 'member1'],
    ] as const) {
      const before = await ledgerOf(server, player);
      const answer = (await call(caller, 'POST', `/FDAPI/Bet/VoidBet?GUID=${guids[player]}&NeedOutputRef=T`)).json();
      expect(JSON.stringify(answer)).toContain('E103');
      expect(JSON.stringify(answer)).not.toContain('S105');
      expect(await ledgerOf(server, player)).toBe(before);
    }
  });

  it('cannot be found by ClientRef from the other site (E120)', async () => {
    for (const [caller, ref] of [
      ['admin', 'sites-star1'],
      ['agent1', 'sites-star1'],
      ['starhq', 'sites-member1'],
      ['star1', 'sites-member1'],
    ] as const) {
      const answer = await call(caller, 'GET', `/FDAPI/Bet/GetBetByClientRef?ClientRef=${ref}`);
      expect(answer.json()).toMatchObject({ status: 'E120' });
    }
    expect((await call('star1', 'GET', '/FDAPI/Bet/GetBetByClientRef?ClientRef=sites-star1')).json().GUID).toBe(
      guids.star1,
    );
  });

  it("are each in their own site's receipts only", async () => {
    const ofAdmin = (await call('admin', 'POST', '/FDAPI/Report/GetReceipts')).body;
    const ofStar = (await call('starhq', 'POST', '/FDAPI/Report/GetReceipts')).body;
    expect(ofAdmin).toContain(guids.member1);
    expect(ofAdmin).not.toContain(guids.star1);
    expect(ofStar).toContain(guids.star1);
    expect(ofStar).not.toContain(guids.member1);
  });
});

describe('results belong to the house', () => {
  it("refuse a site's company account (starhq: 403 E103), settling and closing nothing", async () => {
    for (const caller of ['starhq', 'staragent', 'star1', 'agent1', 'member1']) {
      const refused = await atDrawTime(server, 'M', DATE, () =>
        call(caller, 'POST', '/admin/results', { drawType: 'M', drawDate: DATE, ...RESULT }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 'E103', message: 'No permission.' });
    }
    expect(
      await server.ctx.db
        .selectFrom('draw_results')
        .select('id')
        .where('draw_type', '=', 'M')
        .where('draw_date', '=', DATE)
        .execute(),
    ).toEqual([]);
    expect(await settledTickets('member1')).toBe(0);
    expect(await settledTickets('star1')).toBe(0);
    // The draw is still open to bets on both sites.
    expect((await bet('member1', 'sites-after-refusal-1')).status).toBe('S100');
    expect((await bet('star1', 'sites-after-refusal-2')).status).toBe('S100');
  });

  it("are published by the house operator (admin) and settle every site's tickets of the draw", async () => {
    const published = await atDrawTime(server, 'M', DATE, () =>
      call('admin', 'POST', '/admin/results', { drawType: 'M', drawDate: DATE, ...RESULT }),
    );
    expect(published.json()).toMatchObject({ status: 'S100', data: { version: 1, changed: true } });
    expect(await settledTickets('member1')).toBe(2);
    expect(await settledTickets('star1')).toBe(2);
  });

  it("show each site's wins in its own strike report only", async () => {
    const ofAdmin = (await call('admin', 'POST', `/FDAPI/Report/GetStrike?DrawDate=${DATE}`)).body;
    const ofStar = (await call('starhq', 'POST', `/FDAPI/Report/GetStrike?DrawDate=${DATE}`)).body;
    expect(ofAdmin).toContain('member1');
    expect(ofAdmin).not.toContain('star1');
    expect(ofStar).toContain('star1');
    expect(ofStar).not.toContain('member1');
  });
});

describe('betting controls', () => {
  it("are each site's own: the other site neither sees nor is held by them", async () => {
    expect((await call('starhq', 'POST', '/admin/suspensions', { suspended: true })).json().data).toEqual([
      { drawType: null, drawDate: null, suspended: true, opensAt: null },
    ]);
    expect(await controlsOf('admin')).toEqual([]);
    expect((await bet('star1', 'sites-suspended-1', 'D\n#8\n1234#1')).status).toBe('E132');
    expect((await bet('member1', 'sites-suspended-2', 'D\n#8\n1234#1')).status).toBe('S100');

    // Lifting on site 8888 lifts nothing on site 7777.
    expect((await call('admin', 'POST', '/admin/suspensions', { suspended: false })).json().data).toEqual([]);
    expect(await controlsOf('starhq')).toHaveLength(1);
    expect((await call('starhq', 'POST', '/admin/suspensions', { suspended: false })).json().data).toEqual([]);
    expect((await bet('star1', 'sites-suspended-1', 'D\n#8\n1234#1')).status).toBe('S100');
  });
});
