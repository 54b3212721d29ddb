// Every engine error reaches the player through PostBet as its catalogue status, with the engine's
// errors attached, and writes nothing: no bet, no ticket, no ledger entry.
// Clock: Wednesday 2026-11-18 10:00 GMT+8; MYR minimums 0.10 (regular) and 0.50 (iBOX).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'member1');
}, 60_000);
afterAll(() => server?.close());

const fifty = Array.from({ length: 51 }, (_, index) => `${1000 + index}#1`).join('\n');
// [status, the engine code on the sheet, sheet]
const CASES: [string, string, string][] = [
  ['E121', 'bet-nodate', '#1\n1234#1'],
  ['E121', 'bet-only3date', 'D4\n#8\n1234#1'],
  ['E121', 'status-E121', 'D#19\n#1\n1234#1'], // Thursday: no Magnum draw
  ['E122', 'status-E122', 'D\n#11\n1234#1'],
  ['E122', 'bet1-nodrawtype', 'D\n1234#1'],
  ['E122', 'bet-blockedmarker', 'D\n#83\n1234#1'],
  ['E123', 'status-E123', 'D\n#1\nhello'],
  ['E123', 'bet1-nobet', 'D\n#1'],
  ['E124', 'status-E124', 'D\n#1\n1234#0.55'],
  ['E126', 'status-E126', 'D\n#1\n*12345#1'],
  ['E126', 'bet1-toomanyr', 'D\n#1\n1RRR#1'],
  ['E127', 'status-E127', 'D\n#1\n**1234#0.2'],
  ['E130', 'status-E130', 'D\n#1\n12345#1'],
  ['E143', 'bet1-toomanybet', `D\n#1\n${fifty}`],
  ['E143', 'status-E143', 'D3\n#1234567890\n[0123456789][0123456789]RR#1'],
];

const footprint = async () => ({
  bets: (await server.ctx.db.selectFrom('bets').select('id').execute()).length,
  tickets: (await server.ctx.db.selectFrom('tickets').select('id').execute()).length,
  ledger: (await server.ctx.db.selectFrom('ledger_entries').select('id').execute()).length,
  claims: (await server.ctx.db.selectFrom('bet_claims').select('client_ref').execute()).length,
});

describe('engine errors through PostBet', () => {
  it.each(CASES)('%s for %s, and nothing is written', async (status, code, sheet) => {
    const before = await footprint();
    const response = await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: `engine-${code}-ref`, BetString: sheet },
    });
    const body = response.json();
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe(status);
    expect(body.errors.map((error: { code: string }) => error.code)).toContain(code);
    expect(await footprint()).toEqual(before);
  });

  it('E124 for bet2-minbet, with the site minimum as parameter, and nothing is written', async () => {
    // The demo minimum equals the step (0.10); a site may ask more: SGD at 1.00 here.
    await server.ctx.db
      .updateTable('site_currencies')
      .set({ min_regular_cents: 100 })
      .where('code', '=', 'SGD')
      .execute();
    const before = await footprint();
    const response = await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'SGD', UserId: 'member1', ClientRef: 'engine-minbet-ref', BetString: 'D\n#1\n1234#0.5' },
    });
    expect(response.json()).toMatchObject({
      status: 'E124',
      params: ['1.00'],
      errors: [{ line: 3, code: 'bet2-minbet', params: ['1.00'] }],
    });
    expect(await footprint()).toEqual(before);
  });
});
