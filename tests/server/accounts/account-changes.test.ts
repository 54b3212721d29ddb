// The record of account changes (migration 0095; docs/api/account-changes.md): every setting an agent
// changes on a downline is recorded with who, when and from what, in the same transaction (a refused
// change records nothing), an opening too; the history is the account's and its uplines' to read; the
// audit log is the site's company account's; pages follow. And GetDownlines' today's stakes per downline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { bet } from '../settlement-shares/support.ts';
import { account, forgetSession, sessionOf } from './support.ts';

let server: TestServer;
const get = async (caller: string, url: string) =>
  (await server.call(await sessionOf(server, caller), { method: 'GET', url })).json();
const history = (caller: string, name: string, before?: number) =>
  get(caller, `/masterapi/Account/GetAccountChanges?UserId=${name}${before ? `&before=${before}` : ''}`);

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe("a downline's history", () => {
  it('records each setting changed, with who, when and from what; unchanged settings are not recorded', async () => {
    const answer = await account(server, 'agent1', 'UpdateDownline', {
      UserId: 'member1',
      CreditLimit: 1500,
      MaxTicketsPerDay: 40,
      Status: 'suspended',
      Games: ['M', 'P'],
    });
    expect(answer.status).toBe('S103');
    const { data } = await history('agent1', 'member1');
    const byField = Object.fromEntries(data.changes.map((change: { field: string }) => [change.field, change]));
    expect(byField.credit).toMatchObject({
      user: 'member1',
      previous: '100000',
      value: '150000',
      changedBy: 'agent1',
      changedAt: new Date(server.clock.now()).toISOString(),
    });
    expect(byField['max-tickets']).toMatchObject({ previous: '', value: '40' });
    expect(byField.status).toMatchObject({ previous: 'active', value: 'suspended' });
    expect(byField.games.value).toBe('M P');
    expect(byField.commission).toBeUndefined();
    expect(data.next).toBeNull();
    // Back to active: the suspension ended member1's sessions.
    expect((await account(server, 'agent1', 'UpdateDownline', { UserId: 'member1', Status: 'active' })).status).toBe(
      'S103',
    );
    forgetSession(server, 'member1');
  });

  it('records nothing when the change is refused (one transaction)', async () => {
    const before = (await history('agent1', 'member2')).data.changes.length;
    const refused = await account(server, 'agent1', 'UpdateDownline', { UserId: 'member2', CreditLimit: 99_999_999 });
    expect(refused.status).not.toBe('S103');
    expect((await history('agent1', 'member2')).data.changes.length).toBe(before);
  });

  it('records an opening with its credit, by the agent that opened it', async () => {
    expect(
      (
        await account(server, 'agent1', 'CreateDownline', {
          UserId: 'fresh1',
          Password: 'Secret123',
          Role: 'member',
          CreditLimit: 250,
          Games: ['M'],
        })
      ).status,
    ).toBe('S101');
    expect((await history('agent1', 'fresh1')).data.changes).toMatchObject([
      { field: 'created', previous: '', value: '25000', changedBy: 'agent1' },
    ]);
  });

  it("is the account's and its uplines' to read: E103 to a sibling, another site and a downline", async () => {
    expect((await history('admin', 'member1')).status).toBe('S100');
    expect((await history('member1', 'member1')).status).toBe('S100');
    expect((await history('agentx', 'member1')).status).toBe('E103');
    expect((await history('starhq', 'member1')).status).toBe('E103');
    expect((await history('member1', 'agent1')).status).toBe('E103');
    expect((await history('agent1', 'nobody')).status).toBe('E103');
    expect((await get('agent1', '/masterapi/Account/GetAccountChanges?UserId=a%00b')).status).toBe('V103');
  });

  it('is append-only in the database', async () => {
    await expect(server.ctx.db.deleteFrom('account_changes').execute()).rejects.toThrow(/append-only/);
  });
});

describe("the site's audit log", () => {
  it("lists the site's account changes newest first for its company account only, a page at a time", async () => {
    for (let index = 1; index <= 55; index++) {
      expect(
        (await account(server, 'agent1', 'UpdateDownline', { UserId: 'member2', MaxTicketsPerDay: index })).status,
      ).toBe('S103');
    }
    const first = await get('admin', '/admin/audit');
    expect(first.data.changes).toHaveLength(50);
    expect(first.data.changes[0]).toMatchObject({
      user: 'member2',
      field: 'max-tickets',
      value: '55',
      changedBy: 'agent1',
    });
    expect(first.data.next).toBe(first.data.changes[49].id);
    const second = await get('admin', `/admin/audit?before=${first.data.next}`);
    expect(second.data.changes[0].id).toBeLessThan(first.data.next);
    expect(
      second.data.changes.some(
        (change: { user: string; field: string }) => change.user === 'member1' && change.field === 'credit',
      ),
    ).toBe(true);
    for (const caller of ['agent1', 'member1']) expect((await get(caller, '/admin/audit')).status).toBe('E103');
    expect((await get('starhq', '/admin/audit')).data.changes).toEqual([]);
  });
});

describe("GetDownlines' today's stakes", () => {
  it("sums each downline's subtree's stake placed today, in the base currency, and starts afresh the next day", async () => {
    expect((await bet(server, 'member3', 'D\n#1\n1234#2')).status).toBe('S100');
    expect((await bet(server, 'member2', 'D\n#1\n4321#1')).status).toBe('S100');
    const answer = await account(server, 'agent1', 'GetDownlines', {});
    expect(answer.status).toBe('S100');
    const { data } = answer;
    expect(data.TodayStakes).toEqual({ agent2: 2, member2: 1 });
    const tomorrow = 86_400_000;
    server.clock.advance(tomorrow);
    forgetSession(server, 'agent1'); // a day later its session has lapsed
    expect((await account(server, 'agent1', 'GetDownlines', {})).data.TodayStakes).toEqual({});
  });
});
