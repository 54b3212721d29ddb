// GetDrawTicketUser (form-encoded) and GetDrawTicketUserDetail (JSON) through the real server: one summary
// row per (player, operator, currency) and one detail row per ticket, void bets left out, summaries equal
// to their detail rows to the cent; reach by access.ts (E103 outside it); bad input 400 V103.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { DRAW_DATE, placeBets, postAs } from './fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await placeBets(server);
}, 60_000);
afterAll(() => server?.close());

interface Summary {
  CompanyName: string;
  DrawTicketDate: string;
  UserId: string;
  BetAmount: number;
  TicketCount: number;
  Currency: string;
}
interface Detail {
  CompanyName: string;
  DrawTicketDate: string;
  UserId: string;
  TicketNumber: string;
  DrawType: string;
  BetAmount: number;
  Currency: string;
}

const search = (as: string, fields: Record<string, string>) =>
  postAs(server, as, '/FDAPI/Report/GetDrawTicketUser', {
    payload: new URLSearchParams(fields).toString(),
    form: true,
  });
const detail = (as: string, body: Record<string, string>) =>
  postAs(server, as, '/FDAPI/Report/GetDrawTicketUserDetail', { payload: body });
const summaryOf = async (as: string, fields: Record<string, string>) => {
  const body = (await search(as, { DrawTicketDate: DRAW_DATE, UserId: '', TicketNumber: '', ...fields })).json();
  expect(body).toMatchObject({ status: 'S100', total: body.data?.length });
  return (body.data as Summary[]).map((row) => [
    row.CompanyName,
    row.UserId,
    row.Currency,
    row.TicketCount,
    row.BetAmount,
  ]);
};
const detailOf = async (as: string, body: Record<string, string>) => {
  const answer = (
    await detail(as, { CompanyName: '', DrawTicketDate: DRAW_DATE, UserId: '', TicketNumber: '', ...body })
  ).json();
  expect(answer).toMatchObject({ status: 'S100', total: answer.data?.length });
  return answer.data as Detail[];
};

// Hand-worked: [operator, player, currency, tickets, cents]. member1's M: 1234 B1 S1 (1 ticket, 2.00), BOX
// 4321 (24 × 0.50 = 12.00), 2000 SE 1 (1.00); its voided 1234 B 5 is not there.
const member1Summary = [
  ['Magnum', 'member1', 'MYR', 26, 1500],
  ['Toto', 'member1', 'MYR', 2, 200], // 12345 and 123456, 1.00 each
  ['Lucky', 'member1', 'MYR', 1, 100],
];

describe('GetDrawTicketUser', () => {
  it("sums an agent's players per operator and currency, from the form-encoded call", async () => {
    const response = await search('agent1', { DrawTicketDate: DRAW_DATE, UserId: '', TicketNumber: '' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(body.data[0]).toEqual({
      CompanyName: 'Magnum',
      DrawTicketDate: DRAW_DATE,
      UserId: 'member1',
      BetAmount: 1500,
      TicketCount: 26,
      Currency: 'MYR',
    });
    expect(await summaryOf('agent1', {})).toEqual([
      ...member1Summary,
      ['Magnum', 'member2', 'MYR', 2, 300], // 234 A1 C1 (2.00) + 5555 B1 (1.00)
      ['Magnum', 'member2', 'SGD', 1, 100], // amounts of two currencies are never added together
      ['Magnum', 'member3', 'MYR', 1, 200], // under agent2, placed by agent2
    ]);
  });

  it('filters by the number as typed (surrounding blanks ignored)', async () => {
    const rows = [
      ['Magnum', 'member1', 'MYR', 2, 250], // 1234 B1 S1 (2.00) and the BOX's 1234 (0.50)
      ['Lucky', 'member1', 'MYR', 1, 100],
      ['Magnum', 'member2', 'SGD', 1, 100],
    ];
    expect(await summaryOf('agent1', { TicketNumber: '1234' })).toEqual(rows);
    expect(await summaryOf('agent1', { TicketNumber: ' 1234 ' })).toEqual(rows);
    expect(await summaryOf('agent1', { TicketNumber: '234' })).toEqual([['Magnum', 'member2', 'MYR', 1, 200]]); // 3D 234 only, not 1234
    expect(await summaryOf('agent1', { TicketNumber: '8888' })).toEqual([]);
  });

  it('answers a member its own tickets; an agent a named player or sub-agent of its subtree', async () => {
    expect(await summaryOf('member1', {})).toEqual(member1Summary);
    expect(await summaryOf('member1', { UserId: 'member1' })).toEqual(member1Summary);
    expect(await summaryOf('agent1', { UserId: 'member1' })).toEqual(member1Summary);
    expect(await summaryOf('agent1', { UserId: 'member3' })).toEqual([['Magnum', 'member3', 'MYR', 1, 200]]);
    expect(await summaryOf('agent1', { UserId: 'Agent2' })).toEqual([['Magnum', 'member3', 'MYR', 1, 200]]);
    expect(await summaryOf('agentx', {})).toEqual([['Magnum', 'memberx', 'MYR', 1, 100]]);
    expect(await summaryOf('admin', {})).toHaveLength(7);
  });

  it('refuses a player out of reach with 403 E103, existing or not, well-formed or not', async () => {
    for (const [as, target] of [
      ['member1', 'member2'],
      ['agentx', 'member1'],
      ['agent2', 'member1'],
      ['agent1', 'nobody'],
      ['agent1', 'mem ber'],
      ['agent1', 'memberx'],
    ]) {
      const response = await search(as as string, {
        DrawTicketDate: DRAW_DATE,
        UserId: target as string,
        TicketNumber: '',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 'E103', message: 'No permission.' });
    }
  });

  it('defaults the date to today (GMT+8); reads a JSON body and no body the same way; another date is empty', async () => {
    const explicit = (await search('member1', { DrawTicketDate: DRAW_DATE })).json();
    expect((await search('member1', {})).json()).toEqual(explicit);
    expect(
      (
        await postAs(server, 'member1', '/FDAPI/Report/GetDrawTicketUser', { payload: { DrawTicketDate: DRAW_DATE } })
      ).json(),
    ).toEqual(explicit);
    expect((await postAs(server, 'member1', '/FDAPI/Report/GetDrawTicketUser')).json()).toEqual(explicit);
    expect((await search('member1', { DrawTicketDate: '2026-11-19' })).json()).toEqual({
      status: 'S100',
      message: 'Success.',
      total: 0,
      data: [],
    });
  });

  it('refuses bad input with 400 V103 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ DrawTicketDate: '2026-13-01' }, 'DrawTicketDate'],
      [{ DrawTicketDate: '18/11/2026' }, 'DrawTicketDate'],
      [{ DrawTicketDate: '2026-02-30' }, 'DrawTicketDate'],
      [{ TicketNumber: '1234567' }, 'TicketNumber'],
      [{ TicketNumber: '12' }, 'TicketNumber'],
      [{ TicketNumber: '12R4' }, 'TicketNumber'],
      [{ UserId: 'x'.repeat(41) }, 'UserId'],
      [{ UserId: 'member1\u0000' }, 'UserId'],
    ];
    for (const [fields, field] of cases) {
      const response = await search('agent1', { DrawTicketDate: DRAW_DATE, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'V103', field });
    }
  });
});

describe('GetDrawTicketUserDetail', () => {
  it('lists one row per ticket of the operator, player and number', async () => {
    const rows = await detailOf('agent1', { CompanyName: 'Magnum', UserId: 'member1', TicketNumber: '1234' });
    expect(rows).toEqual([
      {
        CompanyName: 'Magnum',
        DrawTicketDate: DRAW_DATE,
        UserId: 'member1',
        TicketNumber: '1234',
        DrawType: 'M',
        BetAmount: 200,
        Currency: 'MYR',
      },
      {
        CompanyName: 'Magnum',
        DrawTicketDate: DRAW_DATE,
        UserId: 'member1',
        TicketNumber: '1234',
        DrawType: 'M',
        BetAmount: 50,
        Currency: 'MYR',
      },
    ]);
    // The operator by name in any case, or by its letter; empty for every operator.
    expect(await detailOf('agent1', { CompanyName: 'magnum', UserId: 'member1', TicketNumber: '1234' })).toEqual(rows);
    expect(await detailOf('agent1', { CompanyName: 'M', UserId: 'member1', TicketNumber: '1234' })).toEqual(rows);
    expect((await detailOf('agent1', { UserId: 'member1', TicketNumber: '1234' })).map((row) => row.DrawType)).toEqual([
      'M',
      'M',
      'L',
    ]);
    expect(await detailOf('member1', { CompanyName: 'Winbox Lotto' })).toEqual([]);
  });

  it('adds up to the summary: every summary row is the count and the sum of its detail rows', async () => {
    for (const as of ['agent1', 'member1', 'admin']) {
      const summary = (await search(as, { DrawTicketDate: DRAW_DATE })).json().data as Summary[];
      const rows = await detailOf(as, {});
      expect(rows.some((row) => row.BetAmount === 500)).toBe(false); // the voided 1234 B 5
      const grouped = new Map<string, { count: number; cents: number }>();
      for (const row of rows) {
        const key = `${row.CompanyName}|${row.UserId}|${row.Currency}`;
        const group = grouped.get(key) ?? { count: 0, cents: 0 };
        group.count += 1;
        group.cents += row.BetAmount;
        grouped.set(key, group);
      }
      expect(Object.fromEntries(grouped)).toEqual(
        Object.fromEntries(
          summary.map((row) => [
            `${row.CompanyName}|${row.UserId}|${row.Currency}`,
            { count: row.TicketCount, cents: row.BetAmount },
          ]),
        ),
      );
    }
  });

  it("keeps to the caller's reach (E103) and refuses bad input with V103", async () => {
    const outside = await detail('member1', {
      CompanyName: '',
      DrawTicketDate: DRAW_DATE,
      UserId: 'member2',
      TicketNumber: '',
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().status).toBe('E103');
    expect(await detailOf('agentx', {})).toEqual([
      {
        CompanyName: 'Magnum',
        DrawTicketDate: DRAW_DATE,
        UserId: 'memberx',
        TicketNumber: '1000',
        DrawType: 'M',
        BetAmount: 100,
        Currency: 'MYR',
      },
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ CompanyName: 'Nowhere' }, 'CompanyName'],
      [{ TicketNumber: '1234567' }, 'TicketNumber'],
      [{ TicketNumber: { number: '1234' } }, 'TicketNumber'],
      [{ DrawTicketDate: '2026-1-1' }, 'DrawTicketDate'],
    ];
    for (const [body, field] of cases) {
      const response = await postAs(server, 'agent1', '/FDAPI/Report/GetDrawTicketUserDetail', {
        payload: { DrawTicketDate: DRAW_DATE, ...body },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status: 'V103', field });
    }
  });
});
