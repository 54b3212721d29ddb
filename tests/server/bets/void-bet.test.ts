// Voids: until the earliest cut-off on the receipt, by the placer or an agent above the player,
// refunded exactly once even when two voids race. The clock: Wednesday 2026-11-18 10:00 GMT+8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
async function place(as: string, sheet = 'D\n#1\n1234#1') {
  const token = await tokenFor(server, as);
  const response = await server.call(token, {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: { Currency: 'MYR', UserId: 'member1', ClientRef: `void-ref-${++refs}`, BetString: sheet },
  });
  return response.json().GUID as string;
}
const voidAs = async (as: string, guid: string) =>
  (
    await server.call(await tokenFor(server, as), {
      method: 'POST',
      url: `/FDAPI/Bet/VoidBet?GUID=${guid}&NeedOutputRef=T`,
    })
  ).json();

describe('VoidBet', () => {
  it('refunds the stake, and a second void refunds nothing', async () => {
    const guid = await place('member1');
    const before = await ledgerOf(server, 'member1');
    const first = await voidAs('member1', guid);
    expect(first.data[0]).toMatchObject({ GUID: guid, status: 'S105' });
    expect(first.data[0].Output).toContain('Refund: 1.00');
    expect(await ledgerOf(server, 'member1')).toBe(before + 100);
    const second = await voidAs('member1', guid);
    expect(second.data[0].status).toBe('S105');
    expect(await ledgerOf(server, 'member1')).toBe(before + 100);
  });

  it('refunds once when two voids race', async () => {
    const guid = await place('member1');
    const before = await ledgerOf(server, 'member1');
    const token = await tokenFor(server, 'member1');
    await Promise.all(
      [1, 2, 3].map(() => server.call(token, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${guid}` })),
    );
    expect(await ledgerOf(server, 'member1')).toBe(before + 100);
    const voids = await server.ctx.db
      .selectFrom('bet_voids')
      .innerJoin('bets', 'bets.id', 'bet_voids.bet_id')
      .select('bets.guid')
      .where('bets.guid', '=', guid)
      .execute();
    expect(voids).toHaveLength(1);
  });

  it('is allowed to the placer and agents above the player, refused (E103) to anyone else', async () => {
    const byAgent = await place('agent1');
    expect((await voidAs('agentx', byAgent)).data[0].status).toBe('E103');
    expect((await voidAs('member2', byAgent)).data[0].status).toBe('E103');
    expect((await voidAs('member1', byAgent)).data[0].status).toBe('E103'); // the player did not place it
    expect((await voidAs('agent1', byAgent)).data[0].status).toBe('S105');
    const byMember = await place('member1');
    expect((await voidAs('agent1', byMember)).data[0].status).toBe('S105');
  });

  it('works until 1 ms before the cut-off of the earliest draw, and is E134 from the cut-off on', async () => {
    // Magnum on Wednesday closes at 19:00 GMT+8 = 11:00 UTC, 9 hours after the clock's 10:00.
    const early = await place('member1');
    const late = await place('member1');
    server.clock.advance(9 * 60 * 60 * 1000 - 1);
    expect((await voidAs('member1', early)).data[0].status).toBe('S105');
    server.clock.advance(1);
    const before = await ledgerOf(server, 'member1');
    expect((await voidAs('member1', late)).data[0].status).toBe('E134');
    expect(await ledgerOf(server, 'member1')).toBe(before);
    server.clock.advance(-9 * 60 * 60 * 1000);
  });

  it('answers a malformed GUID list with 400 V103', async () => {
    const response = await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url: '/FDAPI/Bet/VoidBet?GUID=nope',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field: 'GUID' });
  });
});
