// Commission and PT at settlement (docs/product.md D7, D8), through the real server and database, against
// hand-worked figures. The demo tree: admin (company, PT 100%) → agent1 (commission 10%, PT 50%) →
// agent2 (8%, 30%) → member3; member1 sits right under agent1. Members hold the demo packages: every
// commission rate 10% (Commission_Big, _Small, _A, _ABC …), Big 1st 2500, Small 1st 3500, 3A 660, ABC 1st 220;
// member1's 3D4D package is given 12.5% on 3A and ABC here, to show the rounding.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUsage } from '../../../server/services/credit.ts';
import { DEMO_PACKAGES } from '../../../server/store/demo-packages.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, userIdOf } from '../support/sessions.ts';
import { bet, betIdOf, fourD, ledgerSum, liveFigures, publish } from './support.ts';

let server: TestServer;
const ids: Record<string, number> = {};
const agentsCredit = async () =>
  Promise.all(
    ['agent1', 'agent2', 'admin'].map(
      async (name) => (await creditUsage(server.ctx.db, await userIdOf(server, name))).availableCents,
    ),
  );
let creditBefore: number[];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.ctx.db;
  const rates = {
    ...DEMO_PACKAGES.find((p) => p.kind === '3D4D' && !p.special)!.rates,
    Commission_A: 1250,
    Commission_ABC: 1250,
  };
  const site = await db
    .selectFrom('users')
    .select('site_id as id')
    .where('username_key', '=', 'member1')
    .executeTakeFirstOrThrow();
  const pkg = await db
    .insertInto('packages')
    .values({ site_id: site.id, name: 'Test 12.5%', kind: '3D4D', rates_json: JSON.stringify(rates) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_packages')
    .set({ package_id: pkg.id })
    .where('user_id', '=', await userIdOf(server, 'member1'))
    .where('kind', '=', '3D4D')
    .execute();
  creditBefore = await agentsCredit();
  // A: member3, Big 10.30 + Small 5 on 1234 (stake 15.30).
  ids.A = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n1234#10.3#5')).GUID);
  // B: member3, iBOX 1.50 on 5678 (24 permutations share the 150 cents: 18 hold 6, six hold 7).
  ids.B = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n**5678#1.5')).GUID);
  // C: member1, 3A 0.10 and ABC 0.10 on 234 (stake 0.20), placed by its agent.
  ids.C = await betIdOf(server, (await bet(server, 'member1', 'D\n#1\n234#0.1#0.1', 'agent1')).GUID);
  // D: member1 on M and L in one bet: each draw settles (and pays commission on) its own tickets.
  ids.D = await betIdOf(server, (await bet(server, 'member1', 'D\n#18\n7777#1')).GUID);
}, 60_000);
afterAll(() => server?.close());

describe('the first settlement', () => {
  it("records every level of member3's winning bet to the cent (A)", async () => {
    expect(await publish(server, 'M', fourD('1234'))).toMatchObject({
      status: 'S100',
      data: { version: 1, changed: true },
    });
    // Stake 1530; commission 10% of Big 1030 + 10% of Small 500 = 153; win Big 1st 2500 × 10.3 + Small 1st
    // 3500 × 5 = 43 250.00. Agents' commission on the stake: agent2 8% − member3's 0% = 122.4 → 122,
    // agent1 10% − 8% = 30.6 → 31; the company pays both (−153). House outcome 1530 − 153 − 4 325 000 =
    // −4 323 623, split 30 / 20 / 50 %: 1 297 086.9, 864 724.6, 2 161 811.5 → the floors, and the two
    // cents left over to the largest remainders (.9 agent2, .6 agent1).
    expect(await liveFigures(server, ids.A!)).toEqual([
      { user: 'member3', stake: 1530, commission: 153, win: 4_325_000, share: 0, net: 4_323_623 },
      { user: 'agent2', stake: 0, commission: 122, win: 0, share: -1_297_087, net: -1_296_965 },
      { user: 'agent1', stake: 0, commission: 31, win: 0, share: -864_725, net: -864_694 },
      { user: 'admin', stake: 0, commission: -153, win: 0, share: -2_161_811, net: -2_161_964 },
    ]);
  });

  it("takes an iBOX line's stake whole, and breaks a PT tie towards the company (B)", async () => {
    // 24 tickets of 150/24 cents: commission 10% of exactly 150 = 15; agent2 8% = 12, agent1 2% = 3.
    // House 150 − 15 = 135: 40.5 / 27 / 67.5 → floors 40, 27, 67, the one cent left to the company (tie).
    expect(await liveFigures(server, ids.B!)).toEqual([
      { user: 'member3', stake: 150, commission: 15, win: 0, share: 0, net: -135 },
      { user: 'agent2', stake: 0, commission: 12, win: 0, share: 40, net: 52 },
      { user: 'agent1', stake: 0, commission: 3, win: 0, share: 27, net: 30 },
      { user: 'admin', stake: 0, commission: -15, win: 0, share: 68, net: 53 },
    ]);
  });

  it("prices 3D slots by family at the package's rates, each family rounded half-up once (C)", async () => {
    // 3A: 12.5% of 10 = 1.25 → 1; ABC: 12.5% of 10 = 1.25 → 1; 2 in all (3 if rounded on the 20 together).
    // Win: 3A 660 × 0.1 = 66.00 + ABC 1st 220 × 0.1 = 22.00. agent1: 10% − member1's 0% of 20 = 2.
    // House 20 − 2 − 8800 = −8782: 50 / 50.
    expect(await liveFigures(server, ids.C!)).toEqual([
      { user: 'member1', stake: 20, commission: 2, win: 8800, share: 0, net: 8782 },
      { user: 'agent1', stake: 0, commission: 2, win: 0, share: -4391, net: -4389 },
      { user: 'admin', stake: 0, commission: -2, win: 0, share: -4391, net: -4393 },
    ]);
  });

  it('pays the players their commission in the ledger once per bet and draw, and nothing to the agents', async () => {
    expect(await ledgerSum(server, 'member3', ['commission'])).toBe(153 + 15);
    // D has 1.00 on M and 1.00 on L: only M has settled, so 10 cents.
    expect(await ledgerSum(server, 'member1', ['commission'])).toBe(2 + 10);
    for (const agent of ['agent1', 'agent2', 'admin']) expect(await ledgerOf(server, agent)).toBe(0);
    // PT shares and agents' commissions are accounting figures: nobody's available credit moved.
    expect(await agentsCredit()).toEqual(creditBefore);
  });

  it('settles each draw of a bet on its own (D)', async () => {
    const onM = await liveFigures(server, ids.D!);
    expect(onM[0]).toEqual({ user: 'member1', stake: 100, commission: 10, win: 0, share: 0, net: -90 });
    await publish(server, 'L', fourD('7777'));
    // L adds its own set: Big 1st 2500 × 1 = 2500.00, commission 10 more (one entry per draw).
    expect((await liveFigures(server, ids.D!))[0]).toEqual({
      user: 'member1',
      stake: 200,
      commission: 20,
      win: 250_000,
      share: 0,
      net: 249_820,
    });
    const entries = await server.ctx.db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_cents'])
      .where('bet_id', '=', ids.D!)
      .where('kind', '=', 'commission')
      .execute();
    expect(entries.map((e) => Number(e.amount_cents))).toEqual([10, 10]);
  });

  it('every settled set adds up to zero to the cent', async () => {
    const sets = await server.ctx.db
      .selectFrom('settlement_shares')
      .select([
        'bet_id',
        'result_id',
        'entry',
        sql<string>`sum(net_cents)`.as('net'),
        sql<string>`count(*)`.as('levels'),
      ])
      .groupBy(['bet_id', 'result_id', 'entry'])
      .execute();
    expect(sets.length).toBeGreaterThanOrEqual(5);
    for (const set of sets) expect(Number(set.net)).toBe(0);
  });
});

describe('publishing the same result again', () => {
  it('changes nothing: no row in the ledger or the figures', async () => {
    const count = async () => ({
      shares: (
        await server.ctx.db
          .selectFrom('settlement_shares')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
      ledger: (
        await server.ctx.db
          .selectFrom('ledger_entries')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    });
    const before = await count();
    expect(await publish(server, 'M', fourD('1234'))).toMatchObject({ data: { version: 1, changed: false } });
    expect(await count()).toEqual(before);
  });
});

describe('a correction', () => {
  let rowsBefore: unknown[];
  beforeAll(async () => {
    rowsBefore = await server.ctx.db.selectFrom('settlement_shares').selectAll().orderBy('id').execute();
    expect(await publish(server, 'M', fourD('9999'))).toMatchObject({ data: { version: 2, changed: true } });
  });

  it("leaves exactly one live set, the new version's, with the commission of the first settlement", async () => {
    // A loses now: house 1530 − 153 = 1377 → 413.1 / 275.4 / 688.5, the one cent left to the company.
    expect(await liveFigures(server, ids.A!)).toEqual([
      { user: 'member3', stake: 1530, commission: 153, win: 0, share: 0, net: -1377 },
      { user: 'agent2', stake: 0, commission: 122, win: 0, share: 413, net: 535 },
      { user: 'agent1', stake: 0, commission: 31, win: 0, share: 275, net: 306 },
      { user: 'admin', stake: 0, commission: -153, win: 0, share: 689, net: 536 },
    ]);
    // C loses: house 20 − 2 = 18 → 9 / 9.
    expect(await liveFigures(server, ids.C!)).toEqual([
      { user: 'member1', stake: 20, commission: 2, win: 0, share: 0, net: -18 },
      { user: 'agent1', stake: 0, commission: 2, win: 0, share: 9, net: 11 },
      { user: 'admin', stake: 0, commission: -2, win: 0, share: 9, net: 7 },
    ]);
    // Settle rows of version 1 are matched by reverse rows; version 2's stand alone.
    const m = await server.ctx.db
      .selectFrom('settlement_shares')
      .innerJoin('draw_results', 'draw_results.id', 'settlement_shares.result_id')
      .select(['draw_results.version', 'entry', sql<string>`count(*)`.as('n')])
      .where('draw_results.draw_type', '=', 'M')
      .groupBy(['draw_results.version', 'entry'])
      .orderBy('draw_results.version')
      .orderBy('entry', 'desc')
      .execute();
    // Bets A (4 levels), B (4), C (3), D (3) = 14 rows per set.
    expect(m.map((row) => [row.version, row.entry, Number(row.n)])).toEqual([
      [1, 'settle', 14],
      [1, 'reverse', 14],
      [2, 'settle', 14],
    ]);
  });

  it('does not pay commission again, and takes the wins back in the ledger', async () => {
    expect(await ledgerSum(server, 'member3', ['commission'])).toBe(168);
    expect(await ledgerSum(server, 'member3', ['win', 'correction'])).toBe(0);
    // member3: −15.30 − 1.50 + 1.68 commission = −15.12.
    expect(await ledgerOf(server, 'member3')).toBe(-1512);
    expect(await agentsCredit()).toEqual(creditBefore);
  });

  it('keeps the audit trail: earlier rows are untouched, and the table refuses updates and deletes', async () => {
    const now = await server.ctx.db.selectFrom('settlement_shares').selectAll().orderBy('id').execute();
    expect(now.slice(0, rowsBefore.length)).toEqual(rowsBefore);
    await expect(sql`update settlement_shares set share_cents = 0`.execute(server.ctx.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from settlement_shares`.execute(server.ctx.db)).rejects.toThrow(/append-only/);
  });
});
