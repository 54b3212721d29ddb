// Publishing and settling through the real server and database, against hand-worked figures (demo
// package: Big 2500/1000/500, Small 3500/2000/1000, 3A 660, ABC 220 per unit; docs/product.md D7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { reachDraw } from '../support/draw-time.ts';
import { ledgerOf, tokenFor } from '../support/sessions.ts';

let server: TestServer;
const guids: Record<string, string> = {};
const winsOf = async (username: string) => {
  const rows = await server.ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('users', 'users.id', 'ledger_entries.user_id')
    .select('ledger_entries.amount_cents')
    .where('users.username_key', '=', username)
    .where('ledger_entries.kind', 'in', ['win', 'correction'])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
};
const starters = Array.from({ length: 13 }, (_, index) => String(1000 + index));
const consolations = Array.from({ length: 10 }, (_, index) => String(2000 + index));
const publish = async (fourD: object, as = 'admin') => {
  reachDraw(server.clock, 'M', '2026-11-18'); // a result only after its draw (19:00)
  return server.call(await tokenFor(server, as), {
    method: 'POST',
    url: '/admin/results',
    payload: { drawType: 'M', drawDate: '2026-11-18', fourD },
  });
};

beforeAll(async () => {
  server = await startTestServer();
  const bets: [string, string, string][] = [
    ['straight', 'member1', 'D\n#1\n1234#1#1'], // B 1, S 1
    ['ibox', 'member1', 'D\n#1\n**1234#1'], // 1.00 split over 24 permutations
    ['voided', 'member1', 'D\n#1\n5678#2'],
    ['threeD', 'member2', 'D\n#1\n234#1#1'], // A 1, C 1
    ['kept', 'member2', 'D\n#1\n4444#1'],
  ];
  for (const [name, player, sheet] of bets) {
    const response = await server.call(await tokenFor(server, player), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: player, ClientRef: `settle-${name}`, BetString: sheet },
    });
    guids[name] = response.json().GUID;
  }
  await server.call(await tokenFor(server, 'member1'), {
    method: 'POST',
    url: `/FDAPI/Bet/VoidBet?GUID=${guids.voided}`,
  });
}, 60_000);
afterAll(() => server?.close());

describe('publishing a result', () => {
  it('settles every open ticket of the draw once and pays the wins to the ledger', async () => {
    const response = await publish({ first: '1234', second: '4321', third: '9999', starters, consolations });
    expect(response.json()).toMatchObject({ status: 'S100', data: { version: 1, changed: true, tickets: 27 } });
    // straight: Big 1st 2500 + Small 1st 3500 = 6000.00; iBOX: 1234 hits 1st 2500/24 = 104.17, 4321 hits
    // 2nd 1000/24 = 41.67; together 6145.84. member2: 3A 660 + ABC 1st 220 = 880.00, 4444 nothing.
    expect(await winsOf('member1')).toBe(614_584);
    expect(await winsOf('member2')).toBe(88_000);
    const voided = await server.ctx.db
      .selectFrom('ticket_wins')
      .innerJoin('tickets', 'tickets.id', 'ticket_wins.ticket_id')
      .innerJoin('bets', 'bets.id', 'tickets.bet_id')
      .select('bets.guid')
      .where('bets.guid', '=', guids.voided ?? '')
      .execute();
    expect(voided).toEqual([]);
  });

  it('changes nothing when the same result is published again', async () => {
    const ledger = await ledgerOf(server, 'member1');
    const again = await publish({ first: '1234', second: '4321', third: '9999', starters, consolations });
    expect(again.json().data).toMatchObject({ version: 1, changed: false });
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
  });

  it('a correction reverses the earlier wins and settles again, on the record', async () => {
    const moved = [...consolations];
    moved[0] = '1234';
    const response = await publish({ first: '9998', second: '4321', third: '9999', starters, consolations: moved });
    expect(response.json().data).toMatchObject({ version: 2, changed: true, reversed: 6145.84 + 880 });
    // Now: straight Big consolation 60.00; iBOX 1234 consolation 60/24 = 2.50 and 4321 2nd 41.67 = 44.17.
    expect(await winsOf('member1')).toBe(6000 + 4417);
    expect(await winsOf('member2')).toBe(0);
    const settled = await server.ctx.db.selectFrom('ticket_wins').select('result_id').execute();
    expect(settled).toHaveLength(27 * 2);
  });

  it('leaves the draw closed to new bets (E129), writing nothing', async () => {
    const before = await ledgerOf(server, 'member1');
    const late = await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: 'settle-after-result', BetString: 'D\n#1\n4321#1' },
    });
    expect(late.json().status).toBe('E129');
    expect(await ledgerOf(server, 'member1')).toBe(before);
  });

  it('makes voids of that draw E134', async () => {
    const answer = await server.call(await tokenFor(server, 'member2'), {
      method: 'POST',
      url: `/FDAPI/Bet/VoidBet?GUID=${guids.kept}`,
    });
    expect(answer.json().data[0].status).toBe('E134');
  });

  it("is the operator's alone, and refuses a malformed result with V103 naming the field", async () => {
    expect(
      (await publish({ first: '1234', second: '4321', third: '9999', starters, consolations }, 'agent1')).statusCode,
    ).toBe(403);
    const short = await publish({
      first: '1234',
      second: '4321',
      third: '9999',
      starters: starters.slice(1),
      consolations,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: 'V103', field: 'prizeStarter13' });
  });
});
