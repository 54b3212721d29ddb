// Who sees what in GetNumberExposure: an agent its own subtree only, the company its whole
// site, a member nothing (E103), another site nothing of this one; malformed bodies are 400 V103 naming
// the field, never 500. Each player bets its own number, so a number in an answer says whose bet it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const NUMBER: Record<string, string> = {
  member1: '1001',
  member2: '1002',
  member3: '1003',
  memberx: '1004',
  star1: '1005',
};
const CURRENCY: Record<string, string> = {
  member1: 'MYR',
  member2: 'MYR',
  member3: 'MYR',
  memberx: 'MYR',
  star1: 'SGD',
};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'agent1', 'agent2', 'agentx', 'starhq', 'staragent', ...Object.keys(NUMBER)])
    tokens[name] = await tokenFor(server, name);
  for (const [player, number] of Object.entries(NUMBER)) {
    const answer = (
      await server.call(tokens[player], {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: {
          Currency: CURRENCY[player],
          UserId: player,
          ClientRef: `exposure-access-${player}`,
          BetString: `D\n#1\n${number}#1#1`,
        },
      })
    ).json();
    expect(answer.status).toBe('S100');
  }
}, 60_000);
afterAll(() => server?.close());

const exposure = (as: string | undefined, payload: object) =>
  server.call(as === undefined ? undefined : tokens[as], {
    method: 'POST',
    url: '/masterapi/Account/GetNumberExposure',
    payload,
  });
const numbersSeenBy = async (as: string) => {
  const response = await exposure(as, { DrawDate: '2026-11-18', DrawType: 'M' });
  expect(response.statusCode).toBe(200);
  return (response.json().data.Rows as { Number: string }[]).map((row) => row.Number).sort();
};

describe('GetNumberExposure access', () => {
  it('shows each agent exactly its subtree, and the company its whole site', async () => {
    expect(await numbersSeenBy('agent2')).toEqual(['1003']);
    expect(await numbersSeenBy('agent1')).toEqual(['1001', '1002', '1003']);
    expect(await numbersSeenBy('agentx')).toEqual(['1004']);
    expect(await numbersSeenBy('admin')).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('shows a second site nothing of the first, and the first nothing of the second', async () => {
    expect(await numbersSeenBy('starhq')).toEqual(['1005']);
    expect(await numbersSeenBy('staragent')).toEqual(['1005']);
    expect(await numbersSeenBy('admin')).not.toContain('1005');
  });

  it('refuses members (403 E103, no data) and calls without a session (401 E102)', async () => {
    for (const member of ['member1', 'star1']) {
      const response = await exposure(member, { DrawType: 'M' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 'E103' });
      expect(response.json().data).toBeUndefined();
    }
    const anonymous = await exposure(undefined, { DrawType: 'M' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe('E102');
  });

  it('answers malformed bodies with 400 V103 naming the field', async () => {
    for (const [payload, field] of [
      [{ DrawType: 'L10' }, 'DrawType'],
      [{ DrawType: 'M', DrawDate: '2026-02-30' }, 'DrawDate'],
      [{ DrawType: 'M', DrawDate: '18/11/2026' }, 'DrawDate'],
      [{}, 'DrawType'],
    ] as const) {
      const response = await exposure('agent1', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'V103', field });
    }
  });

  it('defaults the date to today (GMT+8) and leaves out void bets', async () => {
    expect((await exposure('agent1', { DrawType: 'M' })).json().data.DrawDate).toBe('2026-11-18');
    const guid = (
      await server.call(tokens.member2, {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: { Currency: 'MYR', UserId: 'member2', ClientRef: 'exposure-access-void', BetString: 'D\n#1\n1009#1' },
      })
    ).json().GUID;
    expect(await numbersSeenBy('agent1')).toContain('1009');
    await server.call(tokens.member2, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${guid}` });
    expect(await numbersSeenBy('agent1')).not.toContain('1009');
  });
});
