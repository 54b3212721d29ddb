// Report/GetWeeklyStatement and MarkStatementPaid through the real server: a week (Mon 2026-11-16 … Sun
// 11-22) of bets on two draws (Wed 18 and Sat 21, both published) and one still open (Sun 22) for the
// demo tree (agent1 → member1, member2, agent2 → member3; agentx → memberx). Every figure equals the
// win/loss report of the same days; what each owes the other follows from it (docs/statements.md); a
// payment is one new ledger entry, never an edit; each caller sees only its reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WinLossDetail } from '../../../contract/reports-ledger.ts';
import type { StatementCurrency, WeeklyStatement } from '../../../contract/statements.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, postAs, tokenFor, userIdOf } from '../support/sessions.ts';
import { bet, fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;
const WEEK = '?DateFrom=2026-11-16&DateTill=2026-11-22';

beforeAll(async () => {
  server = await startTestServer();
  const placed = [
    await bet(server, 'member1', 'D\n#1\n1234#10'), // Wed: wins Big 1st
    await bet(server, 'member2', 'D\n#1\n5678#2#1'), // Wed: loses
    await bet(server, 'member3', 'D\n#1\n1234#1'), // Wed: wins Big 1st
    await bet(server, 'member3', 'D\n#1\n4444#1', 'member3', 'SGD'), // Wed, SGD: loses
    await bet(server, 'memberx', 'D\n#1\n1234#5'), // agentx's player
    await bet(server, 'member1', 'D#21\n#1\n8888#4'), // Sat: loses
    await bet(server, 'member3', 'D#21\n#1\n8765#3'), // Sat: wins the 2nd prize Big
    await bet(server, 'member2', 'D#22\n#1\n1111#2'), // Sun: still open
  ];
  for (const answer of placed) expect(answer.status).toBe('S100');
  await publish(server, 'M', fourD('1234'));
  await publish(server, 'M', fourD('9999', '8765'), '2026-11-21');
}, 120_000);
afterAll(() => server?.close());

const statement = async (as: string, query = '') => {
  const response = await postAs(server, as, `/FDAPI/Report/GetWeeklyStatement${query}`);
  return {
    status: response.statusCode,
    body: response.json() as { status: string; data: WeeklyStatement; field?: string },
  };
};
const winLoss = async (as: string) =>
  (await postAs(server, as, `/FDAPI/Report/GetMobileWinLossDetail${WEEK}`)).json().data as WinLossDetail;
const cents = (units: number) => Math.round(units * 100);
const section = (data: WeeklyStatement, currency: string) =>
  data.currencies.find((c) => c.currency === currency) as StatementCurrency;
const line = (data: WeeklyStatement, currency: string, downline: string) =>
  section(data, currency).lines.find((l) => l.downline === downline)!;

describe('the figures', () => {
  it('equal the win/loss report of the same seven days, line by line, for every caller', async () => {
    for (const user of ['agent1', 'agent2', 'agentx', 'admin', 'member1', 'member3']) {
      const { body } = await statement(user, '?Week=2026-11-19');
      expect(body.status).toBe('S100');
      expect(body.data).toMatchObject({
        user,
        weekStart: '2026-11-16',
        weekEnd: '2026-11-22',
        weekFirstDay: 1,
        baseCurrency: 'MYR',
      });
      const report = await winLoss(user);
      expect(body.data.currencies.map((c) => c.currency)).toEqual(report.currencies.map((c) => c.currency));
      for (const sectionOfReport of report.currencies) {
        for (const group of sectionOfReport.groups) {
          const mine = line(body.data, sectionOfReport.currency, group.downline);
          for (const key of [
            'stake',
            'pending',
            'commission',
            'win',
            'net',
            'ownCommission',
            'ownShare',
            'ownNet',
          ] as const) {
            expect(mine[key], `${user} ${group.downline} ${key}`).toBe(cents(group.totals[key]));
          }
        }
        const totals = section(body.data, sectionOfReport.currency).totals;
        expect(totals.net).toBe(cents(sectionOfReport.totals.net));
        expect(totals.pending).toBe(cents(sectionOfReport.totals.pending));
      }
    }
  });

  it('owes: a player line −net; a sub-agent line −(net + what the sub-agent keeps); the agent passes the rest up', async () => {
    const { data } = (await statement('agent1')).body;
    const member1 = line(data, 'MYR', 'member1');
    expect(member1.belowNet).toBe(0);
    expect(member1.owed).toBe(-member1.net);
    // Sunday's stake is pending, in no net.
    expect(line(data, 'MYR', 'member2').pending).toBe(200);
    const agent2 = line(data, 'MYR', 'agent2');
    const agent2Own = section((await statement('agent2')).body.data, 'MYR').totals.ownNet;
    expect(agent2.belowNet).toBe(agent2Own);
    expect(agent2.owed).toBe(-(agent2.net + agent2Own));
    // What agent1 owes its upline is what the company's line for agent1 says agent1 owes it.
    const company = (await statement('admin')).body.data;
    expect(section(data, 'MYR').owedToUpline).toBe(line(company, 'MYR', 'agent1').owed);
    expect(section(data, 'SGD').owedToUpline).toBe(line(company, 'SGD', 'agent1').owed);
    // The company has no upline: it ends with what its downlines owe it, which is its own net.
    expect(section(company, 'MYR').owedToUpline).toBeNull();
    expect(section(company, 'MYR').totals.owed).toBe(section(company, 'MYR').totals.ownNet);
  });

  it('a player sees its own line: what it owes its agent', async () => {
    const { data } = (await statement('member1')).body;
    expect(data).toMatchObject({ role: 'member', upline: 'agent1', canPay: false });
    expect(data.currencies).toHaveLength(1);
    const own = line(data, 'MYR', 'member1');
    expect(own.owed).toBe(-own.net);
    expect(section(data, 'MYR').owedToUpline).toBeNull();
  });

  it('another week is empty; a date that does not exist is V103 Week', async () => {
    expect((await statement('agent1', '?Week=2026-11-09')).body.data).toMatchObject({
      weekStart: '2026-11-09',
      weekEnd: '2026-11-15',
      currencies: [],
    });
    const bad = await statement('agent1', '?Week=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'V103', field: 'Week' });
  });

  it("follows the site's first day of the week", async () => {
    await server.ctx.db.updateTable('sites').set({ week_first_day: 0 }).execute();
    try {
      expect((await statement('member1', '?Week=2026-11-18')).body.data).toMatchObject({
        weekStart: '2026-11-15',
        weekEnd: '2026-11-21',
        weekFirstDay: 0,
      });
    } finally {
      await server.ctx.db.updateTable('sites').set({ week_first_day: 1 }).execute();
    }
  });
});

describe('access', () => {
  it("an agent sees its subtree's statements only; a player only its own", async () => {
    expect((await statement('agent1', '?UserId=agent2')).body.data).toMatchObject({ user: 'agent2', canPay: false });
    for (const [as, whom] of [
      ['member1', 'member2'],
      ['member1', 'agent1'],
      ['agentx', 'agent1'],
      ['agent2', 'member1'],
      ['agent2', 'agent1'],
    ]) {
      const refused = await statement(as!, `?UserId=${whom}`);
      expect(refused.status, `${as} → ${whom}`).toBe(403);
      expect(refused.body.status).toBe('E103');
    }
  });
});

describe('marking paid', () => {
  const pay = (as: string, payload: object) => postAs(server, as, '/FDAPI/Report/MarkStatementPaid', payload);
  const entriesOf = async (username: string) =>
    server.ctx.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', await userIdOf(server, username))
      .where('kind', '=', 'payment')
      .execute();

  it('writes one ledger entry for a player, settles its line, and a second mark writes nothing', async () => {
    const before = line((await statement('agent1')).body.data, 'MYR', 'member2');
    const ledgerBefore = await ledgerOf(server, 'member2');
    const answer = await pay('agent1', { UserId: 'member2', Week: '2026-11-18', Currency: 'myr' });
    expect(answer.statusCode).toBe(200);
    const after = line((answer.json() as { data: WeeklyStatement }).data, 'MYR', 'member2');
    expect(after).toMatchObject({ owed: before.owed, paid: before.outstanding, outstanding: 0 });
    const entries = await entriesOf('member2');
    expect(entries.map((entry) => Number(entry.amount_cents))).toEqual([before.outstanding]);
    expect(await ledgerOf(server, 'member2')).toBe(ledgerBefore + before.outstanding);
    // A double tap: nothing more is written.
    expect((await pay('agent1', { UserId: 'member2', Week: '2026-11-18', Currency: 'MYR' })).statusCode).toBe(200);
    expect(await entriesOf('member2')).toHaveLength(1);
    const payments = (await statement('agent1')).body.data.payments;
    expect(payments).toEqual([
      expect.objectContaining({
        downline: 'member2',
        currency: 'MYR',
        amount: before.outstanding,
        baseAmount: before.outstanding,
        paidBy: 'agent1',
      }),
    ]);
    // The player's own statement shows its line settled, and the payment.
    const own = (await statement('member2')).body.data;
    expect(line(own, 'MYR', 'member2')).toMatchObject({ paid: before.outstanding, outstanding: 0 });
    expect(own.payments).toHaveLength(1);
  });

  it("records a sub-agent's payment without touching any ledger (agents' money is not in it)", async () => {
    const before = line((await statement('agent1')).body.data, 'SGD', 'agent2');
    const answer = await pay('agent1', { UserId: 'agent2', Week: '2026-11-18', Currency: 'SGD' });
    expect(line((answer.json() as { data: WeeklyStatement }).data, 'SGD', 'agent2')).toMatchObject({
      paid: before.outstanding,
      outstanding: 0,
    });
    expect(await entriesOf('agent2')).toHaveLength(0);
    const rows = await server.ctx.db
      .selectFrom('statement_payments')
      .selectAll()
      .where('downline_id', '=', await userIdOf(server, 'agent2'))
      .execute();
    expect(rows.map((row) => [row.currency, Number(row.amount_cents), row.ledger_entry_id])).toEqual([
      ['SGD', before.outstanding, null],
    ]);
  });

  it("two marks at once pay once (the downline's row is locked while the payment is judged)", async () => {
    const before = line((await statement('agent2')).body.data, 'MYR', 'member3');
    expect(before.outstanding).not.toBe(0);
    // One session (a second login would end the first): the same agent tapping three times.
    const token = await tokenFor(server, 'agent2');
    const payload = { UserId: 'member3', Week: '2026-11-18', Currency: 'MYR' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.call(token, { method: 'POST', url: '/FDAPI/Report/MarkStatementPaid', payload })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await entriesOf('member3')).map((entry) => Number(entry.amount_cents))).toEqual([before.outstanding]);
  });

  it('only the direct agent pays; a bad currency is V103; the rows can never change', async () => {
    for (const [as, whom] of [
      ['admin', 'member1'],
      ['agent2', 'member1'],
      ['member1', 'member1'],
      ['agentx', 'member2'],
    ]) {
      const refused = await pay(as!, { UserId: whom, Week: '', Currency: 'MYR' });
      expect(refused.statusCode, `${as} → ${whom}`).toBe(403);
    }
    const bad = await pay('agent1', { UserId: 'member1', Week: '', Currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'V103', field: 'Currency' });
    await expect(server.ctx.db.updateTable('statement_payments').set({ amount_cents: 0 }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
