// Racing account changes (two injects at once, Promise.all): changes that draw on the same agent's
// credit are judged one after the other under its row lock, so together they never overspend it, and the
// downlines' credit limits never add up to more than their agent's. On PGlite transactions take turns
// anyway; with DATABASE_URL these run on PostgreSQL, where only the locks keep them apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { account, sessionOf } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const caller of ['admin', 'agent1', 'agent2', 'agentx']) await sessionOf(server, caller);
}, 60_000);
afterAll(() => server?.close());

const cents = (units: number) => Math.round(units * 100);
const summary = async (caller: string, agent: string) =>
  (await account(server, caller, 'GetDownlines', { UserId: agent })).data;

/** Every agent's direct downlines hold no more credit than the agent's limit; nobody's available is negative. */
async function expectTreeSound(): Promise<void> {
  const users = await server.ctx.db.selectFrom('users').select(['id', 'parent_id', 'credit_limit_cents']).execute();
  for (const user of users) {
    const given = users
      .filter((u) => u.parent_id === user.id)
      .reduce((sum, u) => sum + Number(u.credit_limit_cents), 0);
    expect(given).toBeLessThanOrEqual(Number(user.credit_limit_cents));
  }
  const { Agent, Downlines } = await summary('admin', 'agent1');
  for (const row of [Agent, ...Downlines]) expect(row.AvailableCredit).toBeGreaterThanOrEqual(0);
}

describe('racing credit changes', () => {
  it('two increases from the same agent that together exceed its headroom: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const { Agent, Downlines } = await summary('agent1', 'agent1');
      const headroom = cents(Agent.AvailableCredit);
      const [member1, member2] = ['member1', 'member2'].map((name) =>
        Downlines.find((d: { UserId: string }) => d.UserId === name),
      );
      const raise = Math.floor(headroom * 0.6);
      const answers = await Promise.all(
        [member1, member2].map((m) =>
          account(server, 'agent1', 'UpdateDownline', {
            UserId: m.UserId,
            CreditLimit: (cents(m.CreditLimit) + raise) / 100,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual(['E117', 'S103']);
      expect(cents((await summary('agent1', 'agent1')).Agent.AvailableCredit)).toBe(headroom - raise);
      await expectTreeSound();
      // Give the credit back for the next round.
      const winner = answers.find((a) => a.status === 'S103')?.data.UserId;
      expect((await account(server, 'agent1', 'UpdateDownline', { UserId: winner, CreditLimit: 1000 })).status).toBe(
        'S103',
      );
    }
  });

  it('two new accounts that together exceed the agent’s headroom: exactly one is opened', async () => {
    const headroom = (await summary('agent1', 'agent2')).Agent.AvailableCredit;
    const open = (name: string) =>
      account(server, 'agent2', 'CreateDownline', {
        UserId: name,
        Password: 'Secret123',
        Role: 'member',
        CreditLimit: Math.ceil(headroom * 0.6),
        Games: ['M'],
      });
    const answers = await Promise.all([open('raceA'), open('raceB')]);
    expect(answers.map((a) => a.status).sort()).toEqual(['E117', 'S101']);
    await expectTreeSound();
  });

  it('the same new name under two agents at once: one account, the other E133', async () => {
    const open = (caller: string) =>
      account(server, caller, 'CreateDownline', {
        UserId: 'SameName',
        Password: 'Secret123',
        Role: 'member',
        CreditLimit: 1,
        Games: ['M'],
      });
    const answers = await Promise.all([open('agent1'), open('agentx')]);
    expect(answers.map((a) => a.status).sort()).toEqual(['E133', 'S101']);
    const rows = await server.ctx.db.selectFrom('users').select('id').where('username_key', '=', 'samename').execute();
    expect(rows).toHaveLength(1);
  });

  it('an agent’s credit cut racing its own hand-out: the tree stays sound whichever comes first', async () => {
    const agent2 = (await summary('agent1', 'agent2')).Agent;
    // Cut agent2 to exactly what it has handed down while it hands down 50.00 more: one must lose.
    const answers = await Promise.all([
      account(server, 'agent1', 'UpdateDownline', { UserId: 'agent2', CreditLimit: agent2.DownlineCredit }),
      account(server, 'agent2', 'CreateDownline', {
        UserId: 'raceC',
        Password: 'Secret123',
        Role: 'member',
        CreditLimit: 50,
        Games: ['M'],
      }),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s.startsWith('S'))).toHaveLength(1);
    expect(statuses.filter((s) => s === 'E141' || s === 'E117')).toHaveLength(1);
    await expectTreeSound();
  });
});
