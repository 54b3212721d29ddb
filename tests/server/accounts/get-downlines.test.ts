// POST /masterapi/Account/GetDownlines: an agent's direct downlines with their money, rates, games and
// packages; only within the caller's subtree, never for members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { ALL_GAMES, account } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const list = (caller: string, body: unknown = {}) => account(server, caller, 'GetDownlines', body);
const names = (answer: { data?: { Downlines: { UserId: string }[] } }) => answer.data?.Downlines.map((d) => d.UserId);

describe('GetDownlines', () => {
  it('answers the caller’s direct downlines by name, with the caller’s own figures', async () => {
    const answer = await list('agent1');
    expect(answer).toMatchObject({ code: 200, status: 'S100' });
    expect(names(answer)).toEqual(['agent2', 'member1', 'member2', 'newbie']);
    expect(answer.data.Agent).toMatchObject({
      UserId: 'agent1',
      Role: 'agent',
      Parent: 'admin',
      CreditLimit: 100000,
      DownlineCredit: 23000,
      AvailableCredit: 77000,
      UsedCredit: 23000,
      Commission: 10,
      PositionTaking: 50,
      MaxFight: 50000,
    });
    const [agent2, member1] = answer.data.Downlines;
    expect(agent2).toMatchObject({
      UserId: 'agent2',
      Role: 'agent',
      Status: 'active',
      Parent: 'agent1',
      CreditLimit: 20000,
      DownlineCredit: 1000,
      Outstanding: 0,
      UsedCredit: 1000,
      AvailableCredit: 19000,
      Commission: 8,
      PositionTaking: 30,
      MaxFight: 20000,
      MustChangePassword: false,
      Phone: null,
    });
    expect(member1).toMatchObject({
      Role: 'member',
      CreditLimit: 1000,
      AvailableCredit: 1000,
      Commission: 0,
      PositionTaking: 0,
      MaxFight: 0,
    });
    expect(member1.Games).toEqual(ALL_GAMES);
    expect(Object.keys(member1.Packages).sort()).toEqual(['3D4D', '3D4DA', '3D4DL', '3D4DN', '5D6D', '5D6DA', '5D6DL']);
    expect(answer.data.Downlines.find((d: { UserId: string }) => d.UserId === 'newbie').MustChangePassword).toBe(true);
  });

  it('names an agent deeper in the subtree (any case); a member there has none', async () => {
    expect(names(await list('agent1', { UserId: 'AGENT2' }))).toEqual(['member3']);
    expect(names(await list('admin', { UserId: 'agent2' }))).toEqual(['member3']);
    expect(names(await list('admin'))).toEqual(['agent1', 'agentx']);
    expect(await list('agent1', { UserId: 'member1' })).toMatchObject({
      status: 'S100',
      data: { Agent: { UserId: 'member1' }, Downlines: [] },
    });
  });

  it('reflects an open bet in the player’s used credit', async () => {
    const bet = await server.call(await tokenFor(server, 'member2'), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member2', ClientRef: 'downlines-1', BetString: 'D\n#8\n1234#25' },
    });
    expect(bet.statusCode).toBe(200);
    const member2 = (await list('agent1')).data.Downlines.find((d: { UserId: string }) => d.UserId === 'member2');
    expect(member2).toMatchObject({ CreditLimit: 1000, Outstanding: 25, UsedCredit: 25, AvailableCredit: 975 });
  });

  it.each([
    ['a member', 'member1', {}],
    ['a member naming itself', 'member1', { UserId: 'member1' }],
    ['agent2 naming agent1', 'agent2', { UserId: 'agent1' }],
    ['agent1 naming agentx', 'agent1', { UserId: 'agentx' }],
    ['an unknown name', 'agent1', { UserId: 'ghost' }],
  ])('is 403 E103 for %s, with no data', async (_name, caller, body) => {
    expect(await list(caller, body)).toEqual({ code: 403, status: 'E103', message: 'No permission.' });
  });

  it('is 400 V103 for a malformed name, 401 E102 without a session', async () => {
    expect(await list('agent1', { UserId: 'a\u0000b' })).toMatchObject({ code: 400, status: 'V103', field: 'UserId' });
    expect(await list('agent1', { UserId: '' })).toMatchObject({ code: 400, status: 'V103', field: 'UserId' });
    const anonymous = await server.call(undefined, { method: 'POST', url: '/masterapi/Account/GetDownlines' });
    expect(anonymous.statusCode).toBe(401);
  });
});
