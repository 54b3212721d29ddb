// GetBetByClientRef after a crash, and for an agent's two players. A claim is what a request
// leaves while it places a bet; a crash (kill -9) leaves it behind. The lookup answers 409 "running" only
// while PostBet would also wait for it (STALE_CLAIM_MS), then E120 "not placed", so the app sends the bet
// again (PostBet takes the stale claim over). With UserId it answers the named player's bet: an agent may use
// one ClientRef for two players.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_CLAIM_MS } from '../../../server/services/bets/claims.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['member1', 'member2', 'agent1', 'agent2', 'agentx', 'starhq'])
    tokens[name] = await tokenFor(server, name);
}, 60_000);
afterAll(() => server?.close());

const lookup = (as: string, ref: string, userId?: string) =>
  server.call(tokens[as], {
    method: 'GET',
    url: `/FDAPI/Bet/GetBetByClientRef?ClientRef=${ref}${userId === undefined ? '' : `&UserId=${userId}`}`,
  });
const post = async (as: string, player: string, ClientRef: string, BetString = 'D\n#1\n1234#1') =>
  (
    await server.call(tokens[as], {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: player, ClientRef, BetString },
    })
  ).json();
/** What a request killed mid-bet leaves behind: its claim, and nothing else. */
const leaveClaim = async (player: string, ref: string) =>
  server.ctx.db
    .insertInto('bet_claims')
    .values({
      player_id: await userIdOf(server, player),
      client_ref: ref,
      body_hash: 'killed',
      started_at: new Date(server.clock.now()),
    })
    .execute();

describe('GetBetByClientRef after a crash', () => {
  it('answers 409 running while the claim is fresh, E120 once it is stale; the bet then goes through once', async () => {
    await leaveClaim('member1', 'crashed-ref-1');
    for (const userId of [undefined, 'member1']) {
      const running = await lookup('member1', 'crashed-ref-1', userId);
      expect(running.statusCode).toBe(409);
      expect(running.json()).toMatchObject({ status: 'E133', running: true });
    }
    server.clock.advance(STALE_CLAIM_MS - 1);
    expect((await lookup('member1', 'crashed-ref-1')).statusCode).toBe(409);

    server.clock.advance(2);
    for (const userId of [undefined, 'member1']) {
      const stale = await lookup('member1', 'crashed-ref-1', userId);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toMatchObject({ status: 'E120' });
    }
    // The agent above sees the same.
    expect((await lookup('agent1', 'crashed-ref-1', 'member1')).json()).toMatchObject({ status: 'E120' });

    const before = await ledgerOf(server, 'member1');
    const placed = await post('member1', 'member1', 'crashed-ref-1');
    expect(placed.status).toBe('S100');
    expect((await lookup('member1', 'crashed-ref-1')).json()).toEqual(placed);
    expect(await post('member1', 'member1', 'crashed-ref-1')).toEqual(placed);
    expect(await ledgerOf(server, 'member1')).toBe(before - 100);
  });

  it('a different bet of the same player is not held up by the stale claim meanwhile', async () => {
    await leaveClaim('member1', 'crashed-ref-2');
    server.clock.advance(STALE_CLAIM_MS + 1);
    expect((await lookup('member1', 'crashed-ref-2')).json()).toMatchObject({ status: 'E120' });
    expect((await post('member1', 'member1', 'next-ref-2', 'D\n#1\n5678#1')).status).toBe('S100');
  });
});

describe('GetBetByClientRef with UserId', () => {
  it("tells apart one agent's two players who share a ClientRef", async () => {
    const forMember1 = await post('agent1', 'member1', 'shared-ref-1', 'D\n#1\n1111#1');
    const forMember2 = await post('agent1', 'member2', 'shared-ref-1', 'D\n#1\n2222#1');
    expect(forMember1.GUID).not.toBe(forMember2.GUID);
    expect((await lookup('agent1', 'shared-ref-1', 'member1')).json().GUID).toBe(forMember1.GUID);
    expect((await lookup('agent1', 'shared-ref-1', 'member2')).json().GUID).toBe(forMember2.GUID);
    // Each player finds its own, with or without naming itself.
    expect((await lookup('member2', 'shared-ref-1')).json().GUID).toBe(forMember2.GUID);
    expect((await lookup('member2', 'shared-ref-1', 'member2')).json().GUID).toBe(forMember2.GUID);
  });

  it("is E103 for a player outside the caller's reach (another member, another agent's, another site's), with no data", async () => {
    for (const [caller, player] of [
      ['member1', 'member2'],
      ['agentx', 'member1'],
      ['agent2', 'member1'],
      ['starhq', 'member1'],
    ] as const) {
      const refused = await lookup(caller, 'shared-ref-1', player);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ status: 'E103', message: 'No permission.' });
    }
  });

  it('a claim of one player is not "running" for the other', async () => {
    await leaveClaim('member2', 'claimed-ref-3');
    expect((await lookup('agent1', 'claimed-ref-3', 'member2')).statusCode).toBe(409);
    expect((await lookup('agent1', 'claimed-ref-3', 'member1')).json()).toMatchObject({ status: 'E120' });
  });
});
