// Only accepted bets get a bet number a player sees: a bet refused after it drew one (short of credit)
// gives it back, so the player's receipts read on without a gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'member3');
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const bet = async (BetString: string) =>
  (
    await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member3', ClientRef: `numbers-${++refs}`, BetString },
    })
  ).json() as {
    status: string;
    Output?: string;
  };
const numberOf = (output: string | undefined) => Number(/Bet No: (\d+)/.exec(output ?? '')?.[1]);

describe('bet numbers', () => {
  it('numbers accepted bets 1 apart, whatever was refused between them', async () => {
    const first = await bet('D\n#1\n1234#1');
    expect(first.status).toBe('S100');
    // member3's credit is 1,000.00: 2,000.00 is refused after the bet drew its number.
    for (let i = 0; i < 3; i++) expect((await bet('D\n#1\n1234#2000')).status).toBe('E117');
    const second = await bet('D\n#1\n5678#1');
    expect(second.status).toBe('S100');
    expect(numberOf(second.Output)).toBe(numberOf(first.Output) + 1);
    const stored = await server.ctx.db
      .selectFrom('bets')
      .select('id')
      .where('player_id', '=', await userIdOf(server, 'member3'))
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.id)).toEqual([numberOf(first.Output), numberOf(second.Output)]);
  });
});
