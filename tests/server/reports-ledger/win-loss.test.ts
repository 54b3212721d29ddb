// Report/GetMobileWinLossDetail through the real server: each caller's reach, the figures against the
// ledger and the settlement figures to the cent (for a member, an agent and the company), the zero sum
// across the levels, currency and date filters, and V103 on bad dates. Bets on the FakeClock's day
// (2026-11-18), M settled (then corrected), L still open.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WinLossDetail, WinLossFigures } from '../../../contract/reports-ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, postAs, userIdOf } from '../support/sessions.ts';
import { bet, fourD, ledgerSum, publish } from '../settlement-shares/support.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const placed = [
    await bet(server, 'member1', 'D\n#1\n1234#10'), // wins Big 1st: 25 000.00
    await bet(server, 'member2', 'D\n#1\n5678#2#1'), // loses on version 1, wins the 2nd on version 2
    await bet(server, 'member2', 'D\n#8\n1111#1\n*1122#1'), // L: 1 + 6 tickets, pending
    await bet(server, 'member3', 'D\n#1\n1234#1'), // wins Big 1st: 2 500.00
    await bet(server, 'member3', 'D\n#1\n4444#1', 'member3', 'SGD'), // SGD, loses
    await bet(server, 'memberx', 'D\n#1\n1234#5'), // agentx's player: wins 12 500.00
  ];
  for (const answer of placed) expect(answer.status).toBe('S100');
  const voided = await bet(server, 'member1', 'D\n#1\n9999#3');
  await postAs(server, 'member1', `/FDAPI/Bet/VoidBet?GUID=${voided.GUID}`);
  await publish(server, 'M', fourD('1234'));
  await publish(server, 'M', fourD('1234', '5678')); // a correction: 5678 now takes the 2nd prize
}, 90_000);
afterAll(() => server?.close());

const report = async (as: string, query = '') => {
  const response = await postAs(server, as, `/FDAPI/Report/GetMobileWinLossDetail${query}`);
  return {
    status: response.statusCode,
    body: response.json() as { status: string; message: string; data: WinLossDetail; field?: string },
  };
};
const cents = (units: number) => Math.round(units * 100);
/** The totals of every currency section added up (cents). */
const totalsOf = (data: WinLossDetail) => {
  const sum = { stake: 0, pending: 0, commission: 0, win: 0, net: 0, ownCommission: 0, ownShare: 0, ownNet: 0 };
  for (const section of data.currencies)
    for (const key of Object.keys(sum) as (keyof WinLossFigures)[]) sum[key] += cents(section.totals[key]);
  return sum;
};
/** Σ of a user's settlement_shares rows (every version, reversals included). */
const sharesOf = async (username: string) => {
  const row = await server.ctx.db
    .selectFrom('settlement_shares')
    .select([
      sql<string>`coalesce(sum(commission_cents), 0)`.as('commission'),
      sql<string>`coalesce(sum(share_cents), 0)`.as('share'),
    ])
    .where('user_id', '=', await userIdOf(server, username))
    .executeTakeFirstOrThrow();
  return { commission: Number(row.commission), share: Number(row.share) };
};

describe('a member', () => {
  it('sees itself only, with figures equal to its ledger to the cent', async () => {
    const { status, body } = await report('member1');
    expect(status).toBe(200);
    expect(body.status).toBe('S100');
    expect(body.data).toMatchObject({
      user: 'member1',
      role: 'member',
      currency: 'ALL',
      dateFrom: '2026-11-18',
      dateTill: '2026-11-18',
    });
    expect(body.data.currencies).toHaveLength(1);
    const [section] = body.data.currencies;
    expect(section!.groups).toEqual([
      {
        downline: 'member1',
        role: 'member',
        players: [
          {
            player: 'member1',
            stake: 10,
            pending: 0,
            commission: 1,
            win: 25_000,
            net: 24_991,
            ownCommission: 0,
            ownShare: 0,
            ownNet: 0,
          },
        ],
        totals: {
          stake: 10,
          pending: 0,
          commission: 1,
          win: 25_000,
          net: 24_991,
          ownCommission: 0,
          ownShare: 0,
          ownNet: 0,
        },
      },
    ]);
    // The void bet counts nowhere; every settled figure is the ledger's.
    expect(cents(section!.totals.net)).toBe(await ledgerOf(server, 'member1'));
    expect(cents(section!.totals.commission)).toBe(await ledgerSum(server, 'member1', ['commission']));
    expect(cents(section!.totals.win)).toBe(await ledgerSum(server, 'member1', ['win', 'correction']));
    expect(body.message).toContain('member1  stake 10.00  comm 1.00  win 25,000.00  net 24,991.00');
  });

  it('shows the live version after a correction, and pending stakes apart from the net', async () => {
    const { body } = await report('member2');
    // 5678 Big 2 + Small 1: the 2nd prize of version 2 pays 1000 × 2 + 2000 × 1 = 4 000.00.
    const t = totalsOf(body.data);
    expect(t).toMatchObject({ stake: 300, pending: 700, commission: 30, win: 400_000, net: 399_730 });
    // The ledger holds the pending stakes too: ledger = net − pending.
    expect(t.net - t.pending).toBe(await ledgerOf(server, 'member2'));
    expect(t.win).toBe(await ledgerSum(server, 'member2', ['win', 'correction']));
  });
});

describe('an agent', () => {
  it('sees every player of its subtree, grouped by its direct downline, per currency', async () => {
    const { body } = await report('agent1');
    expect(body.data.currencies.map((c) => c.currency)).toEqual(['MYR', 'SGD']);
    const myr = body.data.currencies[0]!;
    expect(myr.groups.map((g) => [g.downline, g.role, g.players.map((p) => p.player)])).toEqual([
      ['agent2', 'agent', ['member3']],
      ['member1', 'member', ['member1']],
      ['member2', 'member', ['member2']],
    ]);
    expect(body.data.currencies[1]!.groups.map((g) => g.downline)).toEqual(['agent2']);
    expect(body.message).toContain('[agent2]');
    expect(body.message).toContain('Total SGD');
  });

  it("totals equal its players' ledgers and its own settlement figures to the cent", async () => {
    const { body } = await report('agent1');
    const t = totalsOf(body.data);
    const ledgers =
      (await ledgerOf(server, 'member1')) + (await ledgerOf(server, 'member2')) + (await ledgerOf(server, 'member3'));
    expect(t.net - t.pending).toBe(ledgers);
    const own = await sharesOf('agent1');
    expect(t.ownCommission).toBe(own.commission);
    expect(t.ownShare).toBe(own.share);
    expect(t.ownNet).toBe(own.commission + own.share);
    // By hand: agent1's commission is 10% on member1's and member2's stakes (13.00 → 1.30) and 2% on
    // member3's (1.00 + 1.00 → 0.04).
    expect(t.ownCommission).toBe(134);
  });

  it("sees nothing of another agent's players (agentx: memberx only; agent2: member3 only)", async () => {
    const x = await report('agentx');
    expect(x.body.data.currencies.flatMap((c) => c.groups.flatMap((g) => g.players.map((p) => p.player)))).toEqual([
      'memberx',
    ]);
    expect(x.body.message).not.toMatch(/member[123]/);
    const two = await report('agent2');
    expect(two.body.data.currencies.flatMap((c) => c.groups.flatMap((g) => g.players.map((p) => p.player)))).toEqual([
      'member3',
      'member3',
    ]);
    expect(totalsOf(two.body.data).ownCommission).toBe((await sharesOf('agent2')).commission);
  });

  it('filters by currency (any case), and refuses one the site does not take (V103 Currency)', async () => {
    const sgd = await report('agent1', '?Currency=sgd');
    expect(sgd.body.data.currency).toBe('SGD');
    expect(sgd.body.data.currencies.map((c) => c.currency)).toEqual(['SGD']);
    expect(sgd.body.data.currencies[0]!.totals).toMatchObject({ stake: 1, commission: 0.1, win: 0, net: -0.9 });
    const bad = await report('agent1', '?Currency=XYZ');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'V103', field: 'Currency' });
  });
});

describe('the company', () => {
  it("sees every player; with every agent's own figures the levels add up to zero to the cent", async () => {
    const company = totalsOf((await report('admin')).body.data);
    const players = ['member1', 'member2', 'member3', 'memberx'];
    let ledgers = 0;
    for (const player of players) ledgers += await ledgerOf(server, player);
    expect(company.net - company.pending).toBe(ledgers);
    const own = await sharesOf('admin');
    expect([company.ownCommission, company.ownShare]).toEqual([own.commission, own.share]);
    let agents = 0;
    for (const agent of ['agent1', 'agent2', 'agentx']) agents += totalsOf((await report(agent)).body.data).ownNet;
    expect(company.net + agents + company.ownNet).toBe(0);
    // The company pays every agent's commission.
    expect(company.ownCommission).toBe(
      -(
        (await sharesOf('agent1')).commission +
        (await sharesOf('agent2')).commission +
        (await sharesOf('agentx')).commission
      ),
    );
  });
});

describe('dates', () => {
  it('default to today (GMT+8); another range without draws has no records', async () => {
    const none = await report('agent1', '?DateFrom=2026-11-19&DateTill=2026-11-25');
    expect(none.body.data).toMatchObject({ dateFrom: '2026-11-19', dateTill: '2026-11-25', currencies: [] });
    expect(none.body.message).toContain('No records.');
    const range = await report('member1', '?DateFrom=2026-11-01&DateTill=2026-11-18');
    expect(totalsOf(range.body.data).net).toBe(2_499_100);
    // A lone DateFrom runs to today.
    expect((await report('member1', '?DateFrom=2026-11-10')).body.data).toMatchObject({
      dateFrom: '2026-11-10',
      dateTill: '2026-11-18',
    });
  });

  it.each([
    ['?DateFrom=2026-02-30', 'DateFrom'],
    ['?DateFrom=18-11-2026', 'DateFrom'],
    ['?DateTill=2026-13-01', 'DateTill'],
    ['?DateFrom=2026-11-19&DateTill=2026-11-18', 'DateTill'],
    ['?DateFrom=2026-01-01&DateTill=2026-03-04', 'DateTill'],
  ])('%s is V103 naming %s', async (query, field) => {
    const { status, body } = await report('member1', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'V103', field });
  });

  it('takes a range of 62 days', async () => {
    expect((await report('member1', '?DateFrom=2026-01-01&DateTill=2026-03-03')).status).toBe(200);
  });
});
