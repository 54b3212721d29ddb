// PostBet end to end on a real database: the engine judges, an accepted bet writes its tickets and stake
// once, refusals write nothing. The clock stands at Wednesday 2026-11-18 10:00 GMT+8 (M and L draw).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, tokenFor, userIdOf } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['member1', 'member2', 'agent1', 'agentx']) tokens[name] = await tokenFor(server, name);
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const newRef = () => `test-ref-${++refs}-${Date.now()}`;
const post = (as: string, body: Record<string, string>) =>
  server.call(tokens[as], {
    method: 'POST',
    url: '/FDAPI/Bet/PostBet',
    payload: { Currency: 'MYR', UserId: as, ...body },
  });
const ticketCount = async (username: string) =>
  (
    await server.ctx.db
      .selectFrom('tickets')
      .innerJoin('bets', 'bets.id', 'tickets.bet_id')
      .select('tickets.id')
      .where('bets.player_id', '=', await userIdOf(server, username))
      .execute()
  ).length;

describe('PostBet', () => {
  it('accepts a sheet: S100, GUID, receipt; tickets and one stake written', async () => {
    const before = await ledgerOf(server, 'member1');
    // BOX 1234 = 24 numbers × 1.00 × (M and L both draw on Wednesday) = 48.00
    const response = await post('member1', { ClientRef: newRef(), BetString: 'D\n#18\n*1234#1' });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe('S100');
    expect(body.GUID).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.Output).toContain('Total: 48.00 (48 tickets)');
    expect(body.Output).toContain('GT: 48.00');
    expect(await ledgerOf(server, 'member1')).toBe(before - 4800);
  });

  it('replays the same ClientRef and body byte for byte, recording nothing more', async () => {
    const ref = newRef();
    const first = await post('member1', { ClientRef: ref, BetString: 'D\n#1\n1234#1' });
    const ledger = await ledgerOf(server, 'member1');
    const tickets = await ticketCount('member1');
    const again = await post('member1', { ClientRef: ref, BetString: 'D\n#1\n1234#1' });
    expect(again.body).toBe(first.body);
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
    expect(await ticketCount('member1')).toBe(tickets);
  });

  it('answers E133 with the original GUID when the same ClientRef comes with another body', async () => {
    const ref = newRef();
    const first = (await post('member1', { ClientRef: ref, BetString: 'D\n#1\n1234#1' })).json();
    const ledger = await ledgerOf(server, 'member1');
    const other = (await post('member1', { ClientRef: ref, BetString: 'D\n#1\n5678#1' })).json();
    expect(other).toMatchObject({ status: 'E133', GUID: first.GUID });
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
  });

  it('refuses a faulty sheet with its E code and the engine errors, writing nothing; the ref stays usable', async () => {
    const ref = newRef();
    const ledger = await ledgerOf(server, 'member1');
    const refused = (await post('member1', { ClientRef: ref, BetString: 'D\n#1\n12345#1\n1RRR#1' })).json();
    expect(refused.status).toBe('E130');
    expect(refused.errors).toEqual([
      { line: 3, code: 'status-E130' },
      { line: 4, code: 'bet1-toomanyr' },
    ]);
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
    const fixed = (await post('member1', { ClientRef: ref, BetString: 'D\n#1\n1234#1' })).json();
    expect(fixed.status).toBe('S100');
  });

  it('refuses a bet over the available credit with E117 and no change', async () => {
    const ledger = await ledgerOf(server, 'member2');
    expect((await post('member2', { ClientRef: newRef(), BetString: 'D\n#1\n1234#999' })).json().status).toBe('S100');
    const over = await post('member2', { ClientRef: newRef(), BetString: 'D\n#1\n1234#2' });
    expect(over.json().status).toBe('E117');
    expect(await ledgerOf(server, 'member2')).toBe(ledger - 99_900);
  });

  it('lets an agent bet for a player of its subtree, and no one else', async () => {
    const byAgent = await server.call(tokens.agent1, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: newRef(), BetString: 'D\n#1\n1111#1' },
    });
    expect(byAgent.json().status).toBe('S100');
    for (const [as, target] of [
      ['agentx', 'member1'],
      ['member1', 'member2'],
    ] as const) {
      const refused = await server.call(tokens[as], {
        method: 'POST',
        url: '/FDAPI/Bet/PostBet',
        payload: { Currency: 'MYR', UserId: target, ClientRef: newRef(), BetString: 'D\n#1\n1111#1' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().status).toBe('E103');
    }
    const forAgent = await server.call(tokens.agent1, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'agent1', ClientRef: newRef(), BetString: 'D\n#1\n1111#1' },
    });
    expect(forAgent.json().status).toBe('E131');
  });

  it('refuses a currency the site does not offer (E128) and malformed bodies (400 V103 with the field)', async () => {
    expect(
      (await post('member1', { ClientRef: newRef(), BetString: 'D\n#1\n1234#1', Currency: 'THB' })).json().status,
    ).toBe('E128');
    const malformed = await post('member1', { ClientRef: 'short', BetString: 'D\n#1\n1234#1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 'V103', field: 'ClientRef' });
  });

  it('GetBetByClientRef returns the original answer, or E120 for a ref never placed', async () => {
    const ref = newRef();
    const placed = await post('member1', { ClientRef: ref, BetString: 'D\n#8\n4321#1' });
    const found = await server.call(tokens.member1, {
      method: 'GET',
      url: `/FDAPI/Bet/GetBetByClientRef?ClientRef=${ref}`,
    });
    expect(found.body).toBe(placed.body);
    const stranger = await server.call(tokens.agentx, {
      method: 'GET',
      url: `/FDAPI/Bet/GetBetByClientRef?ClientRef=${ref}`,
    });
    expect(stranger.json().status).toBe('E120');
  });

  it('refuses a draw after its cut-off with E129 (19:00 GMT+8 closes the evening draws)', async () => {
    server.clock.advance(9 * 60 * 60 * 1000); // 19:00 GMT+8 on Wednesday
    tokens.member1 = await tokenFor(server, 'member1'); // nine idle hours ended the old session
    const ledger = await ledgerOf(server, 'member1');
    const late = await post('member1', { ClientRef: newRef(), BetString: 'D\n#1\n1234#1' });
    expect(late.json().status).toBe('E129');
    expect(await ledgerOf(server, 'member1')).toBe(ledger);
    // 19:30 opens tomorrow's list: Thursday 19 has no Magnum draw (E121); 'D' is now Saturday's draw.
    server.clock.advance(30 * 60 * 1000);
    expect((await post('member1', { ClientRef: newRef(), BetString: 'D#19\n#1\n1234#1' })).json().status).toBe('E121');
    const saturday = (await post('member1', { ClientRef: newRef(), BetString: 'D\n#1\n1234#1' })).json();
    expect(saturday.status).toBe('S100');
    expect(saturday.data.dates).toEqual(['2026-11-21']);
  });
});
