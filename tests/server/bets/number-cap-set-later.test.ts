// A site keeps no exposure while it has no number cap (bets skip the upsert). Setting a cap later must still
// count every open bet placed before it, and a bet voided meanwhile must not count.
// Clock: Wednesday 2026-11-18 10:00 GMT+8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.updateTable('users').set({ credit_limit_cents: 100_000 }).where('role', '=', 'member').execute();
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const bet = async (player: string, sheet: string) =>
  (
    await server.call(await tokenFor(server, player), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: player, ClientRef: `cap-later-${++refs}`, BetString: sheet },
    })
  ).json();
const exposureRows = async () => (await server.ctx.db.selectFrom('number_exposure').select('number').execute()).length;

describe('a number cap set on a site that had none', () => {
  it('counts the open bets placed before it, not the voided ones', async () => {
    const kept = await bet('member1', 'D\n#1\n1234#60');
    const voided = await bet('member2', 'D\n#1\n4321#60');
    expect([kept.status, voided.status]).toEqual(['S100', 'S100']);
    expect(await exposureRows()).toBe(0); // no cap: nothing kept
    await server.call(await tokenFor(server, 'member2'), {
      method: 'POST',
      url: `/FDAPI/Bet/VoidBet?GUID=${voided.GUID}`,
    });

    await server.ctx.db.updateTable('sites').set({ number_cap_cents: 10_000 }).execute();
    expect(await bet('member2', 'D\n#1\n1234#41')).toMatchObject({ status: 'E145', params: ['1234'] });
    expect((await bet('member2', 'D\n#1\n1234#40')).status).toBe('S100');
    expect((await bet('member3', 'D\n#1\n4321#100')).status).toBe('S100'); // the voided 60.00 is not counted
  });

  it('stops counting when the cap is lifted, and counts afresh when one is set again', async () => {
    await server.ctx.db.updateTable('sites').set({ number_cap_cents: null }).execute();
    expect((await bet('member1', 'D\n#1\n5555#150')).status).toBe('S100');
    await server.ctx.db.updateTable('sites').set({ number_cap_cents: 20_000 }).execute();
    expect((await bet('member2', 'D\n#1\n5555#51')).status).toBe('E145');
    expect((await bet('member2', 'D\n#1\n1234#100')).status).toBe('S100'); // 100.00 on it already: 200.00 now
    expect((await bet('member3', 'D\n#1\n1234#1')).status).toBe('E145');
  });
});
