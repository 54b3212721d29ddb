// Sold out (E145): a site caps what may be staked on one number of one draw. The cap holds exactly under
// concurrent bets, a refused bet writes nothing, and a void gives its share back.
// Clock: Wednesday 2026-11-18 10:00 GMT+8. The demo site's cap is set to 100.00 here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.updateTable('sites').set({ number_cap_cents: 10_000 }).execute();
  await server.ctx.db.updateTable('users').set({ credit_limit_cents: 100_000 }).where('role', '=', 'member').execute();
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const bet = async (player: string, sheet: string, token?: string) =>
  (
    await server.call(token ?? (await tokenFor(server, player)), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: player, ClientRef: `sold-out-${++refs}`, BetString: sheet },
    })
  ).json();

describe('sold out', () => {
  it('refuses a bet that would take a number of a draw over the cap, writing nothing; other numbers and draws are open', async () => {
    const first = await bet('member1', 'D\n#1\n1234#60');
    expect(first.status).toBe('S100');
    const before = await ledgerOf(server, 'member2');
    expect(await bet('member2', 'D\n#1\n5555#1\n1234#41')).toMatchObject({ status: 'E145', params: ['1234'] });
    expect(await ledgerOf(server, 'member2')).toBe(before);
    expect((await bet('member2', 'D\n#1\n1234#40')).status).toBe('S100'); // exactly the cap
    expect((await bet('member2', 'D\n#8\n1234#90')).status).toBe('S100'); // Lucky's draw has its own
    expect((await bet('member2', 'D\n#1\n4321#90')).status).toBe('S100');
    // A void gives its 60.00 back.
    await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url: `/FDAPI/Bet/VoidBet?GUID=${first.GUID}`,
    });
    expect((await bet('member3', 'D\n#1\n1234#60')).status).toBe('S100');
  });

  it('counts BOX permutations per number, each at its full amount', async () => {
    // *5678 at 30.00 puts 30.00 on each of its 24 numbers; 8765 can then take 70.00 more, not 70.10.
    expect((await bet('member1', 'D\n#1\n*5678#30')).status).toBe('S100');
    expect((await bet('member2', 'D\n#1\n8765#70.1')).status).toBe('E145');
    expect((await bet('member2', 'D\n#1\n8765#70')).status).toBe('S100');
  });

  it('holds exactly when bets race for one number', async () => {
    // One session per player: a new login would end the player's other session (E104) mid-race.
    const players = ['member1', 'member2', 'member3'];
    const tokens = await Promise.all(players.map((player) => tokenFor(server, player)));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => bet(players[index % 3] as string, 'D\n#1\n2468#20', tokens[index % 3])),
    );
    expect(answers.filter((answer) => answer.status === 'S100')).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 'E145')).toHaveLength(5);
    const exposure = await server.ctx.db
      .selectFrom('number_exposure')
      .select('staked_cents')
      .where('number', '=', '2468')
      .where('draw_type', '=', 'M')
      .executeTakeFirstOrThrow();
    expect(Number(exposure.staked_cents)).toBe(10_000);
  });
});
