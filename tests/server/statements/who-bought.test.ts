// Report/GetWhoBought through the real server: the open tickets of the caller's subtree on a number, or on
// its permutations, by player, draw and bet type, with totals per currency; settled and void tickets and
// other agents' players are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhoBought } from '../../../contract/statements.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs } from '../support/sessions.ts';
import { bet, fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const placed = [
    await bet(server, 'member1', 'D#21\n#1\n1234#2'), // open
    await bet(server, 'member3', 'D#21\n#1\n4321#1#1'), // open, a permutation
    await bet(server, 'member3', 'D#21\n#1\n1234#1', 'member3', 'SGD'), // open, SGD
    await bet(server, 'member2', 'D\n#1\n1234#3'), // settled below
    await bet(server, 'memberx', 'D#21\n#1\n1234#9'), // agentx's
  ];
  for (const answer of placed) expect(answer.status).toBe('S100');
  const voided = await bet(server, 'member1', 'D#21\n#1\n1234#7');
  await postAs(server, 'member1', `/FDAPI/Bet/VoidBet?GUID=${voided.GUID}`);
  await publish(server, 'M', fourD('5555'));
}, 120_000);
afterAll(() => server?.close());

const ask = async (as: string, payload: object) => {
  const response = await postAs(server, as, '/FDAPI/Report/GetWhoBought', payload);
  return { status: response.statusCode, body: response.json() as { status: string; data: WhoBought; field?: string } };
};

describe('who bought a number', () => {
  it('lists the open tickets of the subtree on the number, by player, with totals per currency', async () => {
    const { body } = await ask('agent1', { Number: ' 1234 ' });
    expect(body.data.numbers).toEqual(['1234']);
    expect(
      body.data.groups.map((g) => [
        g.player,
        g.drawDate,
        g.drawType,
        g.mode,
        g.currency,
        g.stakeCents,
        g.tickets.length,
      ]),
    ).toEqual([
      ['member1', '2026-11-21', 'M', 'S', 'MYR', 200, 1],
      ['member3', '2026-11-21', 'M', 'S', 'SGD', 100, 1],
    ]);
    expect(body.data.totals).toEqual([
      { currency: 'MYR', tickets: 1, stakeCents: 200 },
      { currency: 'SGD', tickets: 1, stakeCents: 100 },
    ]);
    expect(body.data.groups[0]!.tickets[0]!.guid).toMatch(/\w/);
  });

  it('with permutations, finds 4321 too (24 numbers searched)', async () => {
    const { body } = await ask('agent1', { Number: '1234', Permutations: true });
    expect(body.data.numbers).toHaveLength(24);
    expect(body.data.groups.map((g) => [g.player, g.currency, g.tickets.map((t) => t.number)])).toEqual([
      ['member1', 'MYR', ['1234']],
      ['member3', 'MYR', ['4321']],
      ['member3', 'SGD', ['1234']],
    ]);
    expect(body.data.totals.find((t) => t.currency === 'MYR')).toEqual({
      currency: 'MYR',
      tickets: 2,
      stakeCents: 400,
    });
  });

  it('each caller sees its reach only', async () => {
    expect((await ask('agent2', { Number: '1234', Permutations: true })).body.data.groups.map((g) => g.player)).toEqual(
      ['member3', 'member3'],
    );
    expect((await ask('agentx', { Number: '1234' })).body.data.groups.map((g) => g.player)).toEqual(['memberx']);
    expect((await ask('member1', { Number: '4321' })).body.data.groups).toEqual([]);
  });

  it('refuses what is not 3 to 6 digits (V103 Number)', async () => {
    for (const number of ['12', '1234567', '12a4', '']) {
      const refused = await ask('agent1', { Number: number });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'V103', field: 'Number' });
    }
  });
});
