// PostBet3 answers one item per draw type, each accepted or refused on its own (docs/product.md S4: "on a
// partial multi-result only one success allows void"): a closed draw (E129), credit taken in the sheet's
// order (E117) and a sold-out number (E145) refuse only their draw type. Exactly once still holds for the
// whole answer. Clock: Wednesday 2026-11-18 10:00 GMT+8, then 16:00 (after the 3 pm draws' 15:30 cut-off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const HOUR = 60 * 60 * 1000;
const postBet3 = async (player: string, ClientRef: string, BetString: string, token?: string) =>
  server.call(token ?? (await tokenFor(server, player)), {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet3',
    payload: { Currency: 'MYR', UserId: player, ClientRef, BetString },
  });
const statuses = (response: LightMyRequestResponse) =>
  response.json().map((item: { DrawType: string; status: string }) => [item.DrawType, item.status]);
const betsOf = async (clientRef: string) =>
  server.ctx.db
    .selectFrom('bets')
    .select(['client_ref', 'guid', 'bet_string', 'total_cents'])
    .where('client_ref', 'like', `${clientRef}%`)
    .orderBy('id')
    .execute();

describe('at 10:00', () => {
  it("takes credit draw type by draw type in the sheet's order: L3 accepted, A3 refused E117", async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ credit_limit_cents: 150 })
      .where('username_key', '=', 'member3')
      .execute();
    const answer = await postBet3('member3', 'partial-credit-1', 'D\n#8393\n1234#1');
    expect(statuses(answer)).toEqual([
      ['L3', 'S100'],
      ['A3', 'E117'],
    ]);
    expect(await ledgerOf(server, 'member3')).toBe(-100);
    // The ref is spent: after a top-up the same request still answers what it first did.
    await server.ctx.db
      .updateTable('users')
      .set({ credit_limit_cents: 100_000 })
      .where('username_key', '=', 'member3')
      .execute();
    expect((await postBet3('member3', 'partial-credit-1', 'D\n#8393\n1234#1')).body).toBe(answer.body);
    expect(await ledgerOf(server, 'member3')).toBe(-100);
  });

  it('refuses a sold-out number on one draw type only (E145), the other draw type is accepted', async () => {
    await server.ctx.db.updateTable('sites').set({ number_cap_cents: 10_000 }).execute();
    try {
      expect((await postBet3('member1', 'partial-cap-1', 'D\n#83\n4321#100')).json()[0].status).toBe('S100');
      const before = await ledgerOf(server, 'member2');
      const answer = await postBet3('member2', 'partial-cap-2', 'D\n#8393\n4321#1');
      expect(answer.json()).toMatchObject([
        { DrawType: 'L3', status: 'E145', params: ['4321'] },
        { DrawType: 'A3', status: 'S100' },
      ]);
      expect(await ledgerOf(server, 'member2')).toBe(before - 100);
      const exposure = await server.ctx.db
        .selectFrom('number_exposure')
        .select(['draw_type', 'staked_cents'])
        .where('number', '=', '4321')
        .orderBy('draw_type')
        .execute();
      expect(exposure.map((row) => [row.draw_type, Number(row.staked_cents)])).toEqual([
        ['A3', 100],
        ['L3', 10_000],
      ]);
    } finally {
      await server.ctx.db.updateTable('sites').set({ number_cap_cents: null }).execute();
    }
  });
});

describe('at 16:00, after the 3 pm cut-off', () => {
  beforeAll(() => server.clock.advance(6 * HOUR));

  it('refuses L3 (E129) and accepts L in the same sheet; replays, GetBetByClientRef and E133 hold', async () => {
    const token = await tokenFor(server, 'member1');
    const before = await ledgerOf(server, 'member1');
    const sheet = 'D\n#838\n1234#1\n5678#2';
    const first = await postBet3('member1', 'partial-late-1', sheet, token);
    expect(statuses(first)).toEqual([
      ['L3', 'E129'],
      ['L', 'S100'],
    ]);
    const [late, evening] = first.json();
    expect(late).not.toHaveProperty('GUID');
    expect(evening.data).toMatchObject({ total: 3, tickets: 2, dates: ['2026-11-18'], drawTypes: ['L'] });
    expect(evening.Output).toContain('L 1234 B 1.00 = 1.00');
    expect(evening.Output).toContain('GT: 3.00');
    expect(await ledgerOf(server, 'member1')).toBe(before - 300);

    const again = await postBet3('member1', 'partial-late-1', sheet, token);
    expect(again.body).toBe(first.body);
    const found = await server.call(token, {
      method: 'GET',
      url: '/FDAPI/Bet/GetBetByClientRef?ClientRef=partial-late-1',
    });
    expect(found.body).toBe(first.body);
    const other = await postBet3('member1', 'partial-late-1', 'D\n#8\n1234#1', token);
    expect(other.json()).toMatchObject([{ status: 'E133', GUID: evening.GUID }]);
    expect(await ledgerOf(server, 'member1')).toBe(before - 300);
    // One bet, whose re-bet sheet names only its own draw type.
    expect(await betsOf('partial-late-1')).toEqual([
      { client_ref: 'partial-late-1', guid: evening.GUID, bet_string: 'D#18\n#8\n1234#1\n5678#2', total_cents: 300 },
    ]);
  });

  it('writes nothing when every draw type is refused, and the ref stays usable', async () => {
    const before = await ledgerOf(server, 'member2');
    const refused = await postBet3('member2', 'partial-none-1', 'D\n#8393\n1234#1');
    expect(statuses(refused)).toEqual([
      ['L3', 'E129'],
      ['A3', 'E129'],
    ]);
    expect(await betsOf('partial-none-1')).toEqual([]);
    expect(await ledgerOf(server, 'member2')).toBe(before);
    expect(statuses(await postBet3('member2', 'partial-none-1', 'D\n#8\n1234#1'))).toEqual([['L', 'S100']]);
  });

  it('racing copies of one request make one bet per draw type and one identical answer', async () => {
    const token = await tokenFor(server, 'member3');
    const before = await ledgerOf(server, 'member3');
    const send = async (): Promise<LightMyRequestResponse> => {
      for (;;) {
        const response = await postBet3('member3', 'partial-race-1', 'D\n#8983\n2468#1', token);
        if (response.statusCode !== 409) return response;
        expect(response.json()).toMatchObject([{ status: 'E133', running: true }]);
      }
    };
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(statuses(answers[0] as LightMyRequestResponse)).toEqual([
      ['L3', 'E129'],
      ['L', 'S100'],
      ['A', 'S100'],
    ]);
    const bets = await betsOf('partial-race-1');
    expect(bets.map((bet) => bet.client_ref)).toEqual(['partial-race-1', 'partial-race-1.A']);
    expect(await ledgerOf(server, 'member3')).toBe(before - 200);
    expect(
      await server.ctx.db
        .selectFrom('bet_claims')
        .select('client_ref')
        .where('player_id', '=', await userIdOf(server, 'member3'))
        .execute(),
    ).toEqual([]);
  });
});
