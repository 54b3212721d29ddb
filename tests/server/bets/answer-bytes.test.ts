// The bet calls' answers, byte for byte. A bet's answer is stored with it and replayed as it is for the same
// ClientRef, so the bytes written for a new bet must not change by accident: the texts below were recorded
// from the server before the edge took over writing them (http/bet-answers.ts, docs/layers.md),
// with the GUIDs (random) masked. Clock: Wednesday 2026-11-18 10:00 GMT+8 (M and L draw).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['member1', 'member2', 'member3']) tokens[name] = await tokenFor(server, name);
}, 60_000);
afterAll(() => server?.close());

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** The status and the text as sent, GUIDs masked. */
async function sent(as: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<string> {
  const response = await server.call(tokens[as], { method, url, ...(payload ? { payload } : {}) });
  return `${response.statusCode} ${response.body.replace(GUID, '<guid>')}`;
}
const guidsOf = (text: string) => text.match(GUID) ?? [];
const bet = (as: string, url: string, ClientRef: string, BetString: string) =>
  sent(as, 'POST', url, { Currency: 'MYR', UserId: as, ClientRef, BetString });

describe('the bet calls answer', () => {
  it('PostBet: accepted, replayed, another body under the ref, a faulty sheet, short of credit', async () => {
    const accepted = await bet('member1', '/FDAPI/Bet/PostBet', 'bytes-ref-1', 'D\n#1\n1234#1');
    expect(accepted).toMatchInlineSnapshot(
      `"200 {"status":"S100","message":"Success.","GUID":"<guid>","Output":"Bet No: 1\\n2026-11-18 10:00 (GMT+8)\\nPlayer: member1  Currency: MYR\\nDraw: 2026-11-18\\nM 1234 B 1.00 = 1.00\\nTotal: 1.00 (1 tickets)\\nGT: 1.00","data":{"betNumber":1,"total":1,"tickets":1,"dates":["2026-11-18"],"drawTypes":["M"]},"Receipt":{"betNumber":1,"placedAt":"2026-11-18T02:00:00.000Z","player":"member1","currency":"MYR","dates":[{"date":"2026-11-18","drawTypes":["M"]}],"lines":[{"line":3,"number":"1234","mode":"S","drawTypes":["M"],"amounts":[{"slot":"B","amount":1}],"cost":1,"tickets":1}],"total":1,"tickets":1}}"`,
    );
    expect(await bet('member1', '/FDAPI/Bet/PostBet', 'bytes-ref-1', 'D\n#1\n1234#1')).toBe(accepted);
    expect(await bet('member1', '/FDAPI/Bet/PostBet', 'bytes-ref-1', 'D\n#1\n5678#1')).toMatchInlineSnapshot(
      `"200 {"status":"E133","message":"Record exists.","GUID":"<guid>"}"`,
    );
    expect(await bet('member1', '/FDAPI/Bet/PostBet', 'bytes-ref-2', 'D\n#1\n12345#1\n1RRR#1')).toMatchInlineSnapshot(
      `"200 {"status":"E130","message":"Draw type unavailable.","errors":[{"line":3,"code":"status-E130"},{"line":4,"code":"bet1-toomanyr"}]}"`,
    );
    await server.ctx.db
      .updateTable('users')
      .set({ credit_limit_cents: 150 })
      .where('username_key', '=', 'member3')
      .execute();
    expect(await bet('member3', '/FDAPI/Bet/PostBet', 'bytes-ref-3', 'D\n#1\n1234#2')).toMatchInlineSnapshot(
      `"200 {"status":"E117","message":"Insufficient credit balance."}"`,
    );
  });

  it('PostBet3: one item per draw type, a sold-out one refused with its number; a faulty sheet is one item', async () => {
    await server.ctx.db.updateTable('sites').set({ number_cap_cents: 10_000 }).execute();
    try {
      await bet('member1', '/FDAPI/Bet/PostBet3', 'bytes-ref-4', 'D\n#83\n4321#100');
      expect(await bet('member2', '/FDAPI/Bet/PostBet3', 'bytes-ref-5', 'D\n#8393\n4321#1')).toMatchInlineSnapshot(
        `"200 [{"status":"E145","message":"Sold out: 4321.","params":["4321"],"DrawType":"L3"},{"status":"S100","message":"Success.","GUID":"<guid>","Output":"Bet No: 4\\n2026-11-18 10:00 (GMT+8)\\nPlayer: member2  Currency: MYR\\nDraw: 2026-11-18\\nA3 4321 B 1.00 = 1.00\\nTotal: 1.00 (1 tickets)\\nGT: 1.00","data":{"betNumber":4,"total":1,"tickets":1,"dates":["2026-11-18"],"drawTypes":["A3"]},"Receipt":{"betNumber":4,"placedAt":"2026-11-18T02:00:00.000Z","player":"member2","currency":"MYR","dates":[{"date":"2026-11-18","drawTypes":["A3"]}],"lines":[{"line":3,"number":"4321","mode":"S","drawTypes":["A3"],"amounts":[{"slot":"B","amount":1}],"cost":1,"tickets":1}],"total":1,"tickets":1},"DrawType":"A3"}]"`,
      );
    } finally {
      await server.ctx.db.updateTable('sites').set({ number_cap_cents: null }).execute();
    }
    expect(await bet('member2', '/FDAPI/Bet/PostBet3', 'bytes-ref-5', 'D\n#8393\n4321#2')).toMatchInlineSnapshot(
      `"200 [{"status":"E133","message":"Record exists.","GUID":"<guid>"}]"`,
    );
    expect(await bet('member2', '/FDAPI/Bet/PostBet3', 'bytes-ref-6', 'D\n#1\n1234#1')).toMatchInlineSnapshot(
      `"200 [{"status":"E122","message":"Invalid draw type.","errors":[{"line":2,"code":"status-E122"},{"line":3,"code":"bet1-nodrawtype"}]}]"`,
    );
  });

  it('PostBetEkor: one item per draw type of its one bet', async () => {
    const ekor = { Method: 'buy', Currency: 'MYR', ClientRef: 'bytes-ref-7', BetString: 'D\n#13\n1234#1#1' };
    expect(await sent('member1', 'POST', '/FDAPI/Bet/PostBetEkor', ekor)).toMatchInlineSnapshot(
      `"200 [{"status":"S100","message":"Success.","GUID":"<guid>","Output":"Bet No: 3\\n2026-11-18 10:00 (GMT+8)\\nPlayer: member1  Currency: MYR\\nDraw: 2026-11-18\\nMT 1234 B 1.00 S 1.00 = 4.00\\nTotal: 4.00 (2 tickets)\\nGT: 4.00","data":{"betNumber":3,"total":4,"tickets":2,"dates":["2026-11-18"],"drawTypes":["M","T"]},"Receipt":{"betNumber":3,"placedAt":"2026-11-18T02:00:00.000Z","player":"member1","currency":"MYR","dates":[{"date":"2026-11-18","drawTypes":["M","T"]}],"lines":[{"line":3,"number":"1234","mode":"S","drawTypes":["M","T"],"amounts":[{"slot":"B","amount":1},{"slot":"S","amount":1}],"cost":4,"tickets":2}],"total":4,"tickets":2},"DrawType":"M"},{"status":"S100","message":"Success.","GUID":"<guid>","Output":"Bet No: 3\\n2026-11-18 10:00 (GMT+8)\\nPlayer: member1  Currency: MYR\\nDraw: 2026-11-18\\nMT 1234 B 1.00 S 1.00 = 4.00\\nTotal: 4.00 (2 tickets)\\nGT: 4.00","data":{"betNumber":3,"total":4,"tickets":2,"dates":["2026-11-18"],"drawTypes":["M","T"]},"Receipt":{"betNumber":3,"placedAt":"2026-11-18T02:00:00.000Z","player":"member1","currency":"MYR","dates":[{"date":"2026-11-18","drawTypes":["M","T"]}],"lines":[{"line":3,"number":"1234","mode":"S","drawTypes":["M","T"],"amounts":[{"slot":"B","amount":1},{"slot":"S","amount":1}],"cost":4,"tickets":2}],"total":4,"tickets":2},"DrawType":"T"}]"`,
    );
  });

  it('GetBetByClientRef: the stored answer, or E120', async () => {
    expect(await sent('member2', 'GET', '/FDAPI/Bet/GetBetByClientRef?ClientRef=bytes-ref-5')).toMatchInlineSnapshot(
      `"200 [{"status":"E145","message":"Sold out: 4321.","params":["4321"],"DrawType":"L3"},{"status":"S100","message":"Success.","GUID":"<guid>","Output":"Bet No: 4\\n2026-11-18 10:00 (GMT+8)\\nPlayer: member2  Currency: MYR\\nDraw: 2026-11-18\\nA3 4321 B 1.00 = 1.00\\nTotal: 1.00 (1 tickets)\\nGT: 1.00","data":{"betNumber":4,"total":1,"tickets":1,"dates":["2026-11-18"],"drawTypes":["A3"]},"Receipt":{"betNumber":4,"placedAt":"2026-11-18T02:00:00.000Z","player":"member2","currency":"MYR","dates":[{"date":"2026-11-18","drawTypes":["A3"]}],"lines":[{"line":3,"number":"4321","mode":"S","drawTypes":["A3"],"amounts":[{"slot":"B","amount":1}],"cost":1,"tickets":1}],"total":1,"tickets":1},"DrawType":"A3"}]"`,
    );
    expect(
      await sent('member2', 'GET', '/FDAPI/Bet/GetBetByClientRef?ClientRef=bytes-ref-never'),
    ).toMatchInlineSnapshot(`"200 {"status":"E120","message":"No record."}"`);
  });

  it('VoidBet and VoidEkor: one item per GUID', async () => {
    const placed = (
      await server.call(tokens.member1, { method: 'GET', url: '/FDAPI/Bet/GetBetByClientRef?ClientRef=bytes-ref-1' })
    ).body;
    const [guid] = guidsOf(placed);
    expect(guidsOf(placed)).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await sent('member1', 'POST', `/FDAPI/Bet/VoidBet?GUID=${guid},${unknown}&NeedOutputRef=T`),
    ).toMatchInlineSnapshot(
      `"200 {"status":"S100","message":"Success.","data":[{"GUID":"<guid>","status":"S105","message":"Cancelled.","Output":"VOID Bet No: 1\\nRefund: 1.00","Refund":1},{"GUID":"<guid>","status":"E103","message":"No permission."}]}"`,
    );
    expect(await sent('member1', 'POST', `/FDAPI/Bet/VoidBet?GUID=${guid}`)).toMatchInlineSnapshot(
      `"200 {"status":"S100","message":"Success.","data":[{"GUID":"<guid>","status":"S105","message":"Cancelled."}]}"`,
    );
    expect(await sent('member1', 'POST', '/FDAPI/Bet/VoidEkor', { Guid: [guid] })).toMatchInlineSnapshot(
      `"200 {"status":"S100","message":"Success.","data":[{"GUID":"<guid>","status":"S105","message":"Cancelled.","Output":"VOID Bet No: 1\\nRefund: 0.00 (already void)","Refund":0}]}"`,
    );
  });
});
