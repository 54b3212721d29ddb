// What is stored for a replay: a new bet keeps its outcome (bets.outcome, request_outcome) and no answer
// text, and every reader renders it the way the first answer was; a bet stored before outcomes were keeps
// only its answer's text (answer_json, request_answer_json), which a replay, the lookup and the receipts
// list still read as it is. The old-style rows are made from placed bets by taking their outcome away and
// giving them a text the renderer would never write (spaces, a marked receipt), so an answer rendered from
// anything else than that text fails. Clock: Wednesday 2026-11-18 10:00 GMT+8 (M and L draw).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'member1');
}, 60_000);
afterAll(() => server?.close());

const post = (url: string, payload: object) => server.call(token, { method: 'POST', url, payload });
const bet = (url: string, ClientRef: string, BetString: string) =>
  post(url, { Currency: 'MYR', UserId: 'member1', ClientRef, BetString });
const lookup = (ClientRef: string) =>
  server.call(token, { method: 'GET', url: `/FDAPI/Bet/GetBetByClientRef?ClientRef=${ClientRef}` });
const receiptOf = async (betNumber: number) =>
  (await server.call(token, { method: 'POST', url: `/FDAPI/Report/GetReceipts?Type=betno&BetNo=${betNumber}` })).json()
    .data.items[0] as { output: string; receipt?: { betNumber: number; total: number } };

const storedOf = async (clientRef: string) =>
  (
    await sql<{
      outcome: unknown;
      request_outcome: unknown;
      answer_json: string | null;
      request_answer_json: string | null;
    }>`select outcome, request_outcome, answer_json, request_answer_json from bets where client_ref = ${clientRef}`.execute(
      server.ctx.db,
    )
  ).rows[0];

/** Turns a placed bet's row into one stored before outcomes were: only the answer's text. */
const makeOldStyle = (clientRef: string, answer: string, requestAnswer: string | null) =>
  sql`update bets set outcome = null, request_outcome = null, answer_json = ${answer}, request_answer_json = ${requestAnswer}
      where client_ref = ${clientRef}`.execute(server.ctx.db);

describe('a new bet', () => {
  it('keeps its outcome, not the answer text, and a replay renders it byte for byte', async () => {
    const first = await bet('/FDAPI/Bet/PostBet', 'outcome-ref-1', 'D\n#1\n1234#1');
    expect(first.json()).toMatchObject({ status: 'S100' });
    const stored = await storedOf('outcome-ref-1');
    expect(stored?.answer_json).toBeNull();
    expect(stored?.request_outcome).toBeNull();
    // Domain terms only: no wire field names in what is stored.
    expect(stored?.outcome).toMatchObject({ bet: { guid: first.json().GUID, receipt: { totalCents: 100 } } });
    expect(JSON.stringify(stored?.outcome)).not.toMatch(/"(GUID|Output|Receipt|status|message)"/);

    expect((await bet('/FDAPI/Bet/PostBet', 'outcome-ref-1', 'D\n#1\n1234#1')).body).toBe(first.body);
    expect((await lookup('outcome-ref-1')).body).toBe(first.body);
    const receipt = await receiptOf(first.json().data.betNumber);
    expect(receipt.output).toBe(first.json().Output);
    expect(receipt.receipt).toEqual(first.json().Receipt);
  });

  it('of a per-draw-type call keeps the request outcome, refusals included, on the bet holding the ref', async () => {
    await server.ctx.db.updateTable('sites').set({ number_cap_cents: 10_000 }).execute();
    try {
      await bet('/FDAPI/Bet/PostBet3', 'outcome-ref-2a', 'D\n#83\n4321#100');
      const first = await bet('/FDAPI/Bet/PostBet3', 'outcome-ref-2', 'D\n#8393\n4321#1');
      expect(first.json().map((item: { status: string }) => item.status)).toEqual(['E145', 'S100']);
      const stored = await storedOf('outcome-ref-2');
      expect(stored?.request_outcome).toMatchObject([
        { drawType: 'L3', refusal: { status: 'E145', params: ['4321'] } },
        { drawType: 'A3', bet: { receipt: { drawTypes: ['A3'] } } },
      ]);
      expect((await bet('/FDAPI/Bet/PostBet3', 'outcome-ref-2', 'D\n#8393\n4321#1')).body).toBe(first.body);
      expect((await lookup('outcome-ref-2')).body).toBe(first.body);
    } finally {
      await server.ctx.db.updateTable('sites').set({ number_cap_cents: null }).execute();
    }
  });
});

describe('a bet stored before outcomes were', () => {
  it('PostBet: replays, looks up and lists the stored text as it is', async () => {
    const placed = (await bet('/FDAPI/Bet/PostBet', 'old-ref-1', 'D\n#1\n2345#1')).json();
    const old = `{"status":"S100", "message":"Success.", "GUID":"${placed.GUID}", "Output":"Bet No: ${placed.data.betNumber} (kept as text)", "data":{"betNumber":${placed.data.betNumber},"total":1,"tickets":1,"dates":["2026-11-18"],"drawTypes":["M"]}}`;
    await makeOldStyle('old-ref-1', old, null);

    const replay = await bet('/FDAPI/Bet/PostBet', 'old-ref-1', 'D\n#1\n2345#1');
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(old);
    expect((await lookup('old-ref-1')).body).toBe(old);
    expect((await bet('/FDAPI/Bet/PostBet', 'old-ref-1', 'D\n#1\n2345#2')).json()).toEqual({
      status: 'E133',
      message: 'Record exists.',
      GUID: placed.GUID,
    });
    // Placed before the receipt was recorded as data: the text only.
    const receipt = await receiptOf(placed.data.betNumber);
    expect(receipt.output).toBe(`Bet No: ${placed.data.betNumber} (kept as text)`);
    expect(receipt.receipt).toBeUndefined();
  });

  it('PostBet3: the request array kept as text is the answer, byte for byte', async () => {
    const placed = (await bet('/FDAPI/Bet/PostBet3', 'old-ref-2', 'D\n#8393\n5432#1')).json();
    expect(placed).toHaveLength(2);
    const own = `{"status":"S100","message":"Success.","GUID":"${placed[0].GUID}","Output":"own text","DrawType":"L3"}`;
    const request = `[ ${own}, {"status":"E117","message":"Insufficient credit balance.","DrawType":"A3"} ]`;
    await makeOldStyle('old-ref-2', own, request);
    expect((await bet('/FDAPI/Bet/PostBet3', 'old-ref-2', 'D\n#8393\n5432#1')).body).toBe(request);
    expect((await lookup('old-ref-2')).body).toBe(request);
  });

  it('PostBetEkor: one item per draw type of the stored answer', async () => {
    const payload = { Method: 'buy', Currency: 'MYR', ClientRef: 'old-ref-3', BetString: 'D\n#13\n6543#1#1' };
    const placed = (await post('/FDAPI/Bet/PostBetEkor', payload)).json();
    expect(placed).toHaveLength(2);
    const old = {
      status: 'S100',
      message: 'Success.',
      GUID: placed[0].GUID,
      Output: 'kept',
      data: { drawTypes: ['M', 'T'] },
    };
    await makeOldStyle('old-ref-3', JSON.stringify(old), null);
    expect((await post('/FDAPI/Bet/PostBetEkor', payload)).json()).toEqual([
      { ...old, DrawType: 'M' },
      { ...old, DrawType: 'T' },
    ]);
    // The lookup answers the bet's own answer, as it always did for PostBetEkor.
    expect((await lookup('old-ref-3')).body).toBe(JSON.stringify(old));
  });

  it('cannot lose both: a bet has its outcome or its answer text', async () => {
    await expect(
      sql`update bets set answer_json = null, outcome = null where client_ref = 'outcome-ref-1'`.execute(server.ctx.db),
    ).rejects.toThrow(/bets_outcome_or_answer/);
  });
});
