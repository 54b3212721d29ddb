// GetReceipts' outcome of each bet, through the real server with results published by the operator: open
// before its draw, won with the amount and the winning lines, lost, none on a void bet; and a corrected
// result counts its new version only. Demo package: M 4D Big first prize 2500 per unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptItem } from '../../../contract/receipts.ts';
import { outcomeOf } from '../../../server/services/receipts/receipt-outcomes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { M_RESULT, postAs, publish } from '../reports-draw/fixture.ts';

let server: TestServer;
const bets: Record<string, string> = {};

const place = async (name: string, sheet: string) => {
  const body = (
    await postAs(server, 'member1', '/FDAPI/Bet/PostBet', {
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: `outcome-${name}`, BetString: sheet },
    })
  ).json();
  if (body.status !== 'S100') throw new Error(`bet ${name}: ${JSON.stringify(body)}`);
  bets[name] = body.GUID as string;
};
const itemOf = async (name: string): Promise<ReceiptItem> =>
  (await postAs(server, 'member1', `/FDAPI/Report/GetReceipts?Type=guid&Guid=${bets[name]}`)).json().data.items[0];

beforeAll(async () => {
  server = await startTestServer();
  await place('winner', 'D\n#1\n5555#1\n1234#1'); // sheet line 4 (1234) wins M's first prize (Big 1: 2500)
  await place('loser', 'D\n#1\n5556#1');
  await place('twoDraws', 'D\n#13\n1234#1'); // M wins; T not drawn yet
  await place('voided', 'D\n#1\n1234#1');
  await postAs(server, 'member1', `/FDAPI/Bet/VoidBet?GUID=${bets.voided}`);
}, 60_000);
afterAll(() => server?.close());

describe('receipt outcomes', () => {
  it('before any result every accepted bet is open, a void one has no outcome', async () => {
    expect((await itemOf('winner')).outcome).toEqual({ state: 'open', winTotal: 0, settled: false, lineWins: [] });
    expect((await itemOf('voided')).outcome).toBeUndefined();
  });

  it('after the result: won with the amount and its line, lost, and won while a draw is still to come', async () => {
    await publish(server, 'M', { fourD: M_RESULT });
    expect((await itemOf('winner')).outcome).toEqual({
      state: 'won',
      winTotal: 2500,
      settled: true,
      lineWins: [{ line: 4, win: 2500 }],
    });
    expect((await itemOf('loser')).outcome).toEqual({ state: 'lost', winTotal: 0, settled: true, lineWins: [] });
    expect((await itemOf('twoDraws')).outcome).toMatchObject({ state: 'won', winTotal: 2500, settled: false });
    expect((await itemOf('voided')).outcome).toBeUndefined();
  });

  it('a corrected result counts its own wins only', async () => {
    await publish(server, 'M', { fourD: { ...M_RESULT, first: '5556', second: '7777' } });
    expect((await itemOf('winner')).outcome).toMatchObject({ state: 'lost', winTotal: 0 });
    expect((await itemOf('loser')).outcome).toEqual({
      state: 'won',
      winTotal: 2500,
      settled: true,
      lineWins: [{ line: 3, win: 2500 }],
    });
  });

  it('outcomeOf: open, won, lost from line figures (database numbers may come as text)', () => {
    expect(outcomeOf([{ line: 1, tickets: '2', settled: '1', win_cents: '0' }])).toMatchObject({
      state: 'open',
      settled: false,
    });
    expect(
      outcomeOf([
        { line: 1, tickets: 2, settled: 2, win_cents: 0 },
        { line: 3, tickets: 1, settled: 0, win_cents: 0 },
      ]),
    ).toMatchObject({ state: 'open' });
    expect(
      outcomeOf([
        { line: 1, tickets: 1, settled: 1, win_cents: 0 },
        { line: 2, tickets: 1, settled: 1, win_cents: '12345' },
      ]),
    ).toEqual({ state: 'won', winTotal: 123.45, settled: true, lineWins: [{ line: 2, win: 123.45 }] });
    expect(outcomeOf([{ line: 1, tickets: 3, settled: 3, win_cents: 0 }])).toMatchObject({
      state: 'lost',
      settled: true,
    });
  });
});
