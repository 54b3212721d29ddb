// The receipt as data: per date only the draw types that got tickets, line costs adding up to the
// total, the same data in GetReceipts (with the void's details), and the receipt view's GUID lookup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const post = async (as: string, url: string, payload?: object) =>
  (await server.call(await tokenFor(server, as), { method: 'POST', url, ...(payload ? { payload } : {}) })).json();
const bet = (ref: string, sheet: string, as = 'member1') =>
  post(as, '/FDAPI/Bet/PostBet', { Currency: 'MYR', UserId: 'member1', ClientRef: ref, BetString: sheet });

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe('the receipt as data', () => {
  it('a #18 sheet on a Tuesday names Lucky only: Magnum has no draw that day', async () => {
    // The FakeClock's Wednesday 2026-11-18: its list runs to Tuesday the 24th.
    const answer = await bet('data-tue', 'D#24\n#18\n4321#1');
    expect(answer.status).toBe('S100');
    expect(answer.Receipt).toEqual({
      betNumber: answer.data.betNumber,
      placedAt: '2026-11-18T02:00:00.000Z',
      player: 'member1',
      currency: 'MYR',
      dates: [{ date: '2026-11-24', drawTypes: ['L'] }],
      lines: [
        {
          line: 3,
          number: '4321',
          mode: 'S',
          drawTypes: ['L'],
          amounts: [{ slot: 'B', amount: 1 }],
          cost: 1,
          tickets: 1,
        },
      ],
      total: 1,
      tickets: 1,
    });
  });

  it('per date the draw types that draw then; the lines add up to the total', async () => {
    const answer = await bet('data-two', 'D#18#24\n#18\n1234#1#2\n#8\n5678*#1');
    const receipt = answer.Receipt;
    expect(receipt.dates).toEqual([
      { date: '2026-11-18', drawTypes: ['M', 'L'] },
      { date: '2026-11-24', drawTypes: ['L'] },
    ]);
    const cents = (units: number) => Math.round(units * 100);
    expect(receipt.lines.reduce((sum: number, line: { cost: number }) => sum + cents(line.cost), 0)).toBe(
      cents(receipt.total),
    );
    expect(receipt.total).toBe(answer.data.total);
    expect(receipt.tickets).toBe(answer.data.tickets);
    expect(receipt.lines[0]).toMatchObject({
      number: '1234',
      mode: 'S',
      drawTypes: ['M', 'L'],
      amounts: [
        { slot: 'B', amount: 1 },
        { slot: 'S', amount: 2 },
      ],
      tickets: 3,
    });
  });

  it('GetReceipts answers it, finds a receipt by GUID, and tells who voided it and when', async () => {
    const answer = await bet('data-void', 'D\n#1\n2222#1');
    await post('member1', `/FDAPI/Bet/VoidBet?GUID=${answer.GUID}`);
    const found = await post('member1', `/FDAPI/Report/GetReceipts?Type=guid&Guid=${answer.GUID}`);
    expect(found.data.items).toHaveLength(1);
    expect(found.data.items[0]).toMatchObject({
      GUID: answer.GUID,
      status: 'void',
      receipt: answer.Receipt,
      voided: { at: '2026-11-18T02:00:00.000Z', by: 'member1' },
    });
  });

  it("a GUID outside the caller's reach or unknown is E120, a malformed one V103-like 400 never 500", async () => {
    const answer = await bet('data-reach', 'D\n#1\n3333#1');
    expect((await post('memberx', `/FDAPI/Report/GetReceipts?Type=guid&Guid=${answer.GUID}`)).status).toBe('E120');
    expect(
      (await post('member1', '/FDAPI/Report/GetReceipts?Type=guid&Guid=00000000-0000-0000-0000-000000000000')).status,
    ).toBe('E120');
    const bad = await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url: '/FDAPI/Report/GetReceipts?Type=guid&Guid=x%27y',
    });
    expect(bad.statusCode).toBeLessThan(500);
    expect((await post('member1', '/FDAPI/Report/GetReceipts?Type=guid')).status).toBe('V103');
  });
});
