// Object-level access: every call that names a user, against every kind of caller. The target
// member3 sits under agent2, which sits under agent1. Its agents reach it; a member, another top agent and
// an anonymous caller do not — they get E103 (or E102 without a session), no data, and no change. The
// second site (pin 7777: starhq, staragent, star1) reaches nothing of site 8888's, and site 8888's accounts,
// its company included, nothing of the second site's (site-level calls: access-sites.test.ts).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ledgerOf, tokenFor } from './support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

let unique = 0;
const sequence = encodeURIComponent('S B SA A C SB SC SD SE');
/** Each call that names a user, as a request about `target`. */
const CALLS: Record<string, (target: string) => InjectOptions> = {
  GetPlayerBalance: (t) => ({ method: 'POST', url: '/FDAPI/Player/GetPlayerBalance', payload: { UserId: t } }),
  GetMobileProfile: (t) => ({ method: 'POST', url: `/FDAPI/Report/GetMobileProfile?UserId=${t}` }),
  GetMobileUserEditModel: (t) => ({ method: 'POST', url: `/FDAPI/User/GetMobileUserEditModel?id=${t}` }),
  GetLoginPlayerSummaryInfo: (t) => ({ method: 'POST', url: `/FDAPI/User/GetLoginPlayerSummaryInfo?UserId=${t}` }),
  EditUser: (t) => ({
    method: 'POST',
    url: `/FDAPI/User/EditUser?UserId=${t}&BetMethodIsMultiply=true&FormatBox=D&SelectedFormatDrawType=digits&SelectedFormatBetSequence=${sequence}`,
  }),
  ChangePassword: (t) => ({
    method: 'POST',
    url: '/masterapi/Account/ChangePassword',
    payload: { userId: t, oldPassword: '', newPassword: `Fresh${++unique}pass`, confirmPassword: `Fresh${unique}pass` },
  }),
  PostBet: (t) => ({
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: { Currency: 'MYR', UserId: t, ClientRef: `matrix-ref-${++unique}`, BetString: 'D\n#8\n1234#1' },
  }),
  PostBet3: (t) => ({
    method: 'POST',
    url: '/FDAPI/Bet/PostBet3',
    payload: { Currency: 'MYR', UserId: t, ClientRef: `matrix-ref-${++unique}`, BetString: 'D\n#83\n1234#1' },
  }),
  PostBetEkor: (t) => ({
    method: 'POST',
    url: '/FDAPI/Bet/PostBetEkor',
    payload: {
      Method: 'buy',
      Currency: 'MYR',
      UserId: t,
      ClientRef: `matrix-ref-${++unique}`,
      BetString: 'D\n#8\n1234#1',
    },
  }),
  GetDownlines: (t) => ({ method: 'POST', url: '/masterapi/Account/GetDownlines', payload: { UserId: t } }),
  UpdateDownline: (t) => ({
    method: 'POST',
    url: '/masterapi/Account/UpdateDownline',
    payload: { UserId: t, CreditLimit: 900 + (++unique % 50) },
  }),
  PostBetEkor3: (t) => ({
    method: 'POST',
    url: '/FDAPI/Bet/PostBetEkor3',
    payload: {
      Method: 'buy',
      Currency: 'MYR',
      UserId: t,
      ClientRef: `matrix-ref-${++unique}`,
      BetString: 'D\n#83\n1234#1',
    },
  }),
  // The reports that name a user (docs/api/reports-ledger.md, reports-draw.md).
  GetMobileBetStatistic: (t) => ({
    method: 'POST',
    url: `/FDAPI/Report/GetMobileBetStatistic?UserId=${t}&DrawDate=2026-11-18&Currency=MYR`,
  }),
  GetDrawTicketUser: (t) => ({
    method: 'POST',
    url: '/FDAPI/Report/GetDrawTicketUser',
    payload: new URLSearchParams({ DrawTicketDate: '2026-11-18', UserId: t, TicketNumber: '1234' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }),
  GetDrawTicketUserDetail: (t) => ({
    method: 'POST',
    url: '/FDAPI/Report/GetDrawTicketUserDetail',
    payload: { CompanyName: '', DrawTicketDate: '2026-11-18', UserId: t, TicketNumber: '1234' },
  }),
};

/** What an outsider must not be able to change about the target: its password, preferences and money. */
async function footprint(username: string) {
  const user = await server.ctx.db
    .selectFrom('users')
    .select([
      'password_hash',
      'format_box',
      'format_bet_sequence',
      'must_change_password',
      'credit_limit_cents',
      'status',
    ])
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
  return { ...user, ledger: await ledgerOf(server, username) };
}

const refusedCallers = [
  ['a member', 'member1'],
  ['another top agent', 'agentx'],
  ["the other site's company", 'starhq'],
  ["the other site's agent", 'staragent'],
  ["the other site's member", 'star1'],
] as const;

describe.each(Object.entries(CALLS))('%s', (_name, request) => {
  it('is refused to anonymous callers (401 E102)', async () => {
    const response = await server.call(undefined, request('member3'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'E102' });
  });

  it.each(refusedCallers)('is refused to %s (403 E103), with no data and no change', async (_kind, caller) => {
    const before = await footprint('member3');
    const response = await server.call(await tokenFor(server, caller), request('member3'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'E103', message: 'No permission.' });
    expect(await footprint('member3')).toEqual(before);
  });

  it('is refused to a sub-agent for a player outside its subtree (agent2 → member1)', async () => {
    const before = await footprint('member1');
    const response = await server.call(await tokenFor(server, 'agent2'), request('member1'));
    expect(response.statusCode).toBe(403);
    expect(await footprint('member1')).toEqual(before);
  });

  it.each([
    ['the company', 'admin'],
    ['an agent', 'agent1'],
    ['a member', 'member1'],
  ] as const)("is refused to %s of site 8888 for the other site's player (→ star1)", async (_kind, caller) => {
    const before = await footprint('star1');
    const response = await server.call(await tokenFor(server, caller), request('star1'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 'E103', message: 'No permission.' });
    expect(await footprint('star1')).toEqual(before);
  });

  it.each([
    ['the agent', 'agent1'],
    ['the sub-agent', 'agent2'],
  ] as const)('is answered for %s above the player', async (_kind, caller) => {
    const response = await server.call(await tokenFor(server, caller), request('member3'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const status = Array.isArray(body) ? body[0].status : body.status;
    expect(status).toMatch(/^S1/);
  });
});

describe('NeedChangePwd', () => {
  it('names only the caller itself: anyone else is E103, even for an agent above', async () => {
    const before = await footprint('member3');
    for (const caller of ['agent1', 'agent2', 'member1', 'agentx']) {
      const response = await server.call(await tokenFor(server, caller), {
        method: 'POST',
        url: '/masterapi/Account/NeedChangePwd',
        payload: {
          userId: 'member3',
          oldPassword: 'Demo2026',
          newPassword: 'Other2027x',
          confirmPassword: 'Other2027x',
        },
      });
      expect(response.json()).toMatchObject({ status: 'E103' });
    }
    expect(await footprint('member3')).toEqual(before);
  });
});

describe('CreateDownline', () => {
  const create = (parent: string) => ({
    method: 'POST' as const,
    url: '/masterapi/Account/CreateDownline',
    payload: {
      UserId: `matrix${++unique}`,
      Password: 'Start2027x',
      Role: 'member',
      CreditLimit: 10,
      Games: ['M'],
      Parent: parent,
    },
  });
  const usersCount = async () => (await server.ctx.db.selectFrom('users').select('id').execute()).length;

  it('under agent2 is refused to anonymous callers, a member and another top agent, creating no one', async () => {
    const before = await usersCount();
    expect((await server.call(undefined, create('agent2'))).statusCode).toBe(401);
    for (const caller of ['member1', 'agentx']) {
      const response = await server.call(await tokenFor(server, caller), create('agent2'));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'E103', message: 'No permission.' });
    }
    expect((await server.call(await tokenFor(server, 'agent2'), create('agent1'))).statusCode).toBe(403);
    expect(await usersCount()).toBe(before);
  });

  it('under agent2 is answered for agent1 above it and for agent2 itself', async () => {
    for (const caller of ['agent1', 'agent2']) {
      expect((await server.call(await tokenFor(server, caller), create('agent2'))).json().status).toBe('S101');
    }
  });
});

describe('reports that name a user', () => {
  it("answer an agent above with the named player's own figures (the matrix's bets on 1234 above)", async () => {
    for (const caller of ['agent1', 'agent2']) {
      const token = await tokenFor(server, caller);
      const statistic = (await server.call(token, CALLS.GetMobileBetStatistic?.('member3') as InjectOptions)).json();
      expect(statistic.data).toMatchObject({ user: 'member3', role: 'member', drawDate: '2026-11-18' });
      expect(statistic.data.currencies[0].tickets).toBeGreaterThan(0);
      for (const call of ['GetDrawTicketUser', 'GetDrawTicketUserDetail']) {
        const tickets = (await server.call(token, CALLS[call]?.('member3') as InjectOptions)).json();
        expect(tickets.total).toBeGreaterThan(0);
        expect(new Set(tickets.data.map((row: { UserId: string }) => row.UserId))).toEqual(new Set(['member3']));
      }
    }
  });
});
