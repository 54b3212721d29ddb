// Per-user limits: an agent sets, for a downline player, the tickets and the stake (base currency) per draw
// day; the server refuses a bet over either, E143 / E140 with the limit as the parameter, and holds them
// under a burst of parallel bets (the player's row lock in place_bets, as for credit). A void gives back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['agent1', 'agent2', 'member1', 'member2', 'member3']) tokens[name] = await tokenFor(server, name);
  const { site_id } = await server.ctx.db
    .selectFrom('users')
    .select('site_id')
    .where('username_key', '=', 'member1')
    .executeTakeFirstOrThrow();
  await server.ctx.db
    .insertInto('site_currencies')
    .values({ site_id, code: 'THB', min_regular_cents: 100, min_ibox_cents: 500 })
    .execute();
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const bet = async (player: string, BetString: string, Currency = 'MYR') =>
  (
    await server.call(tokens[player], {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency, UserId: player, ClientRef: `limits-${++refs}`, BetString },
    })
  ).json() as {
    status: string;
    params?: unknown[];
    GUID?: string;
  };
const update = async (agent: string, body: Record<string, unknown>) =>
  (
    await server.call(tokens[agent], { method: 'POST', url: '/masterapi/Account/UpdateDownline', payload: body })
  ).json();
const limitsOf = async (player: string) =>
  (await server.call(tokens[player], { method: 'GET', url: '/FDAPI/Bet/GetBetLimits' })).json().data;

describe('per-user limits', () => {
  it('an agent sets and lifts both limits in the downline edit; they show in its downline list', async () => {
    expect(await update('agent1', { UserId: 'member1', MaxTicketsPerDay: 5, MaxStakePerDay: '10.50' })).toMatchObject({
      status: 'S103',
      data: { MaxTicketsPerDay: 5, MaxStakePerDay: 10.5 },
    });
    const list = (
      await server.call(tokens.agent1, { method: 'POST', url: '/masterapi/Account/GetDownlines', payload: {} })
    ).json();
    expect(list.data.Downlines.find((row: { UserId: string }) => row.UserId === 'member1')).toMatchObject({
      MaxTicketsPerDay: 5,
      MaxStakePerDay: 10.5,
    });
    expect(await update('agent1', { UserId: 'member1', MaxTicketsPerDay: null, MaxStakePerDay: null })).toMatchObject({
      status: 'S103',
      data: { MaxTicketsPerDay: null, MaxStakePerDay: null },
    });
    // Only for players, only by an agent above it.
    expect(await update('agent1', { UserId: 'agent2', MaxTicketsPerDay: 5 })).toMatchObject({
      status: 'E128',
      field: 'MaxTicketsPerDay',
    });
    expect((await update('agent2', { UserId: 'member1', MaxTicketsPerDay: 5 })).status).toBe('E103');
    expect((await update('agent1', { UserId: 'member1', MaxTicketsPerDay: -1 })).status).toBe('V103');
  });

  it('refuses the tickets over the limit on a draw day with E143 and the limit; another day is its own', async () => {
    expect((await update('agent1', { UserId: 'member1', MaxTicketsPerDay: 5 })).status).toBe('S103');
    // Three 4D numbers, Big only, Magnum only (#1): 3 tickets on 2026-11-18.
    expect((await bet('member1', 'D\n#1\n1234#1\n2345#1\n3456#1')).status).toBe('S100');
    expect(await bet('member1', 'D\n#1\n4567#1\n5678#1\n6789#1')).toMatchObject({ status: 'E143', params: [5] });
    expect((await bet('member1', 'D\n#1\n4567#1\n5678#1')).status).toBe('S100');
    expect(await bet('member1', 'D\n#1\n9999#1')).toMatchObject({ status: 'E143', params: [5] });
    // Saturday 2026-11-21 is another draw day.
    expect((await bet('member1', 'D#21\n#1\n9999#1')).status).toBe('S100');
    expect(await limitsOf('member1')).toMatchObject({
      base: 'MYR',
      maxTickets: 5,
      maxStakeCents: null,
      days: expect.arrayContaining([
        { date: '2026-11-18', tickets: 5, stakeCents: 500 },
        { date: '2026-11-21', tickets: 1, stakeCents: 100 },
      ]),
    });
  });

  it('refuses the stake over the limit with E140, the limit and the base currency, counting a THB stake in MYR; a void gives it back', async () => {
    expect((await update('agent1', { UserId: 'member2', MaxStakePerDay: '1.00' })).status).toBe('S103');
    // 3 THB = 0.40 MYR, 6 THB = 0.80 MYR: 1.20 MYR in all passes 1.00.
    const first = await bet('member2', 'D\n#1\n1234#3', 'THB');
    expect(first.status).toBe('S100');
    expect(await bet('member2', 'D\n#1\n1234#6', 'THB')).toMatchObject({ status: 'E140', params: ['1.00', 'MYR'] });
    expect((await bet('member2', 'D\n#1\n1234#0.6')).status).toBe('S100');
    expect(await bet('member2', 'D\n#1\n1234#0.1')).toMatchObject({ status: 'E140' });
    const voided = await server.call(tokens.member2, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${first.GUID}` });
    expect(voided.json().data[0].status).toBe('S105');
    expect((await bet('member2', 'D\n#1\n1234#0.4')).status).toBe('S100');
  });

  it('holds the ticket limit under a burst of parallel bets: exactly the limit is accepted', async () => {
    expect((await update('agent2', { UserId: 'member3', MaxTicketsPerDay: 7 })).status).toBe('S103');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => bet('member3', `D\n#1\n${1000 + index}#1`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'S100')).toHaveLength(7);
    expect(statuses.filter((status) => status === 'E143')).toHaveLength(13);
    const stored = await server.ctx.db
      .selectFrom('user_day_totals')
      .innerJoin('users', 'users.id', 'user_day_totals.user_id')
      .select(['tickets'])
      .where('users.username_key', '=', 'member3')
      .where('draw_date', '=', '2026-11-18')
      .executeTakeFirstOrThrow();
    expect(stored.tickets).toBe(7);
  });
});
