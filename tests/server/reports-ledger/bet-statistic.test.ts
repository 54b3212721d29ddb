// Report/GetMobileBetStatistic through the real server: per currency, draw type and number of the named
// player (an agent: anyone in its subtree, or its whole subtree), tickets and stake from the tickets of bets
// that are not void; E103 outside the caller's reach; V103 on a bad date or currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetStatistic } from '../../../contract/reports-ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs } from '../support/sessions.ts';
import { bet, fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const placed = [
    await bet(server, 'member1', 'D\n#1\n1234#10'),
    await bet(server, 'member2', 'D\n#18\n1234#1\n*1122#0.5'), // M and L; a BOX is 6 tickets on each
    await bet(server, 'member3', 'D\n#1\n1234#1'),
    await bet(server, 'member3', 'D\n#1\n4444#1', 'member3', 'SGD'),
    await bet(server, 'memberx', 'D\n#1\n1234#5'),
  ];
  for (const answer of placed) expect(answer.status).toBe('S100');
  const voided = await bet(server, 'member1', 'D\n#1\n9999#3');
  await postAs(server, 'member1', `/FDAPI/Bet/VoidBet?GUID=${voided.GUID}`);
  await publish(server, 'M', fourD('1234')); // settled or not, tickets count the same
}, 90_000);
afterAll(() => server?.close());

const statistic = async (as: string, query = '') => {
  const response = await postAs(server, as, `/FDAPI/Report/GetMobileBetStatistic${query}`);
  return {
    status: response.statusCode,
    body: response.json() as { status: string; message: string; data: BetStatistic; field?: string },
  };
};

describe('one player', () => {
  it("a member's own numbers, per currency and draw type, void bets left out", async () => {
    const { status, body } = await statistic('member1', '?DrawDate=2026-11-18&Currency=MYR');
    expect(status).toBe(200);
    expect(body.status).toBe('S100');
    expect(body.data).toEqual({
      user: 'member1',
      role: 'member',
      drawDate: '2026-11-18',
      currency: 'MYR',
      currencies: [
        {
          currency: 'MYR',
          drawTypes: [{ drawType: 'M', numbers: [{ number: '1234', tickets: 1, stake: 10 }], tickets: 1, stake: 10 }],
          tickets: 1,
          stake: 10,
        },
      ],
    });
    expect(body.message).toContain('#M  tickets 1  stake 10.00');
    expect(body.message).toContain('  1234  tickets 1  stake 10.00');
  });

  it('a BOX shows each permutation; draw types come in display order', async () => {
    const { body } = await statistic('member2');
    const [myr] = body.data.currencies;
    expect(myr!.drawTypes.map((d) => d.drawType)).toEqual(['M', 'L']);
    expect(myr!.drawTypes[1]!.numbers.map((n) => n.number)).toEqual([
      '1122',
      '1212',
      '1221',
      '1234',
      '2112',
      '2121',
      '2211',
    ]);
    expect(myr).toMatchObject({ tickets: 14, stake: 8 }); // (1.00 + 6 × 0.50) on each of M and L
  });

  it('an agent may name any player of its subtree', async () => {
    const { body } = await statistic('agent1', '?UserId=member3');
    expect(body.data.user).toBe('member3');
    expect(body.data.currencies.map((c) => [c.currency, c.tickets, c.stake])).toEqual([
      ['MYR', 1, 1],
      ['SGD', 1, 1],
    ]);
  });

  it('defaults to today; a date without bets has no records', async () => {
    expect((await statistic('member3')).body.data.drawDate).toBe('2026-11-18');
    const later = await statistic('member3', '?DrawDate=2026-11-19');
    expect(later.body.data.currencies).toEqual([]);
    expect(later.body.message).toContain('No records.');
  });
});

describe("an agent's whole subtree", () => {
  it('sums every player under the agent named (itself by default)', async () => {
    const { body } = await statistic('agent1', '?Currency=MYR');
    expect(body.data).toMatchObject({ user: 'agent1', role: 'agent' });
    const m = body.data.currencies[0]!.drawTypes.find((d) => d.drawType === 'M')!;
    // 1234: member1 10.00, member2 1.00, member3 1.00 — memberx is agentx's.
    expect(m.numbers.find((n) => n.number === '1234')).toEqual({ number: '1234', tickets: 3, stake: 12 });
    expect((await statistic('agent1', '?UserId=agent2&Currency=MYR')).body.data.currencies[0]!.tickets).toBe(1);
  });

  it('writes the English text of the same figures, line for line', async () => {
    const { body } = await statistic('agent1');
    const boxed = (stake: string) =>
      ['1122', '1212', '1221', '1234', '2112', '2121', '2211'].map(
        (number) => `  ${number}  tickets ${number === '1234' ? stake : '1  stake 0.50'}`,
      );
    expect(body.message).toBe(
      [
        'Bet statistic 2026-11-18 (draw date, GMT+8)',
        'agent1, all currencies',
        '',
        'MYR',
        '#M  tickets 9  stake 15.00',
        ...boxed('3  stake 12.00'),
        '#L  tickets 7  stake 4.00',
        ...boxed('1  stake 1.00'),
        'Total MYR  tickets 16  stake 19.00',
        '',
        'SGD',
        '#M  tickets 1  stake 1.00',
        '  4444  tickets 1  stake 1.00',
        'Total SGD  tickets 1  stake 1.00',
      ].join('\n'),
    );
  });
});

describe('reach and input', () => {
  it.each([
    ['a member naming another player', 'member1', 'member3'],
    ["an agent naming another agent's player", 'agentx', 'member3'],
    ["a sub-agent naming its upline's player", 'agent2', 'member1'],
    ['anyone naming a user that does not exist', 'agent1', 'nobody'],
  ])('%s gets 403 E103 and no data', async (_case, caller, named) => {
    const { status, body } = await statistic(caller, `?UserId=${named}`);
    expect(status).toBe(403);
    expect(body).toEqual({ status: 'E103', message: 'No permission.' });
  });

  it.each([
    ['?DrawDate=2026-02-30', 'DrawDate'],
    ['?DrawDate=2026/11/18', 'DrawDate'],
    ['?Currency=XYZ', 'Currency'],
  ])('%s is V103 naming %s', async (query, field) => {
    const { status, body } = await statistic('member1', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'V103', field });
  });

  it('needs a session (401 E102)', async () => {
    const response = await server.call(undefined, { method: 'POST', url: '/FDAPI/Report/GetMobileBetStatistic' });
    expect(response.statusCode).toBe(401);
    const winLoss = await server.call(undefined, { method: 'POST', url: '/FDAPI/Report/GetMobileWinLossDetail' });
    expect(winLoss.statusCode).toBe(401);
  });
});
