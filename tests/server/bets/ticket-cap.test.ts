// The site's cap on the tickets one bet may write (sites.max_tickets_per_bet): by default the spec's
// 10,000, so the largest sheet the engine takes is accepted (parsed on the engine pool, written in the
// large bets' lane); a site may lower it, and a sheet over its cap is refused E143 with the cap, writing
// nothing, its ClientRef free again. The column holds the cap between 100 and 10,000.
// Clock: Wednesday 2026-11-18 10:00 GMT+8; #18 is Magnum and Lucky, both drawing that day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { giveMembersLargeCredit, LARGEST_SHEET } from '../support/large-bets.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await giveMembersLargeCredit(server);
}, 60_000);
afterAll(() => server?.close());

const bet = async (player: string, sheet: string, clientRef: string) =>
  (
    await server.call(await tokenFor(server, player), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: player, ClientRef: clientRef, BetString: sheet },
    })
  ).json();

/** Three boxed lines on two draw types: 144 tickets. */
const threeBoxes = 'D\n#18\n*1234#1\n*5678#1\n*1357#1';
const setCap = (cap: number) => server.ctx.db.updateTable('sites').set({ max_tickets_per_bet: cap }).execute();

describe('ticket cap', () => {
  it('takes the largest sheet the specification allows by default: 10,000 tickets in one bet', async () => {
    const answer = await bet('member1', LARGEST_SHEET, 'cap-largest');
    expect(answer.status).toBe('S100');
    const written = await server.ctx.db
      .selectFrom('bets')
      .select(['ticket_count'])
      .where('guid', '=', answer.GUID)
      .executeTakeFirstOrThrow();
    expect(written.ticket_count).toBe(10_000);
  });

  it('refuses a sheet over a lowered cap with E143 and the cap, writing nothing; the ref is free again', async () => {
    await setCap(100);
    try {
      const before = await ledgerOf(server, 'member2');
      const refused = await bet('member2', threeBoxes, 'cap-over');
      expect(refused).toMatchObject({
        status: 'E143',
        params: [100],
        errors: [{ line: 0, code: 'bet-ticketcap', params: [100] }],
      });
      expect(await ledgerOf(server, 'member2')).toBe(before);
      expect((await bet('member2', 'D\n#18\n*1234#1\n*5678#1', 'cap-under')).status).toBe('S100'); // 96 tickets
      await setCap(144);
      expect((await bet('member2', threeBoxes, 'cap-over')).status).toBe('S100'); // exactly the cap, same ref
    } finally {
      await setCap(10_000);
    }
  });

  it('holds the setting between 100 and 10,000 tickets', async () => {
    await expect(setCap(99)).rejects.toThrow(/max_tickets_per_bet/);
    await expect(setCap(10_001)).rejects.toThrow(/max_tickets_per_bet/);
  });
});
