// GetStrike through the real server: winning tickets of a draw date within reach, per ticket and per
// currency, against hand-worked figures (fixture.ts); the live result version only, so a correction
// replaces the list; void bets never appear; bad dates are 400 V103.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { userIdOf } from '../support/sessions.ts';
import { CONSOLATIONS, DRAW_DATE, M_RESULT, placeBets, postAs, publish, publishAll, type Placed } from './fixture.ts';

let server: TestServer;
let bets: Record<string, Placed>;
beforeAll(async () => {
  server = await startTestServer();
  bets = await placeBets(server);
  await publishAll(server);
}, 60_000);

/** What the draws paid a player, net: its ledger's 'win' entries less the 'correction's that took some back. */
const ledgerWins = async (username: string) => {
  const rows = await server.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('user_id', '=', await userIdOf(server, username))
    .where('kind', 'in', ['win', 'correction'])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
};
afterAll(() => server?.close());

interface Row {
  betNumber: number;
  player: string;
  currency: string;
  drawType: string;
  number: string;
  stakeCents: number;
  winCents: number;
}
const strike = async (as: string, query = `?DrawDate=${DRAW_DATE}`) =>
  postAs(server, as, `/FDAPI/Report/GetStrike${query}`);
const reportOf = async (as: string, query?: string) =>
  (await strike(as, query)).json().data as { drawDate: string; rows: Row[]; totals: unknown[] };
/** The short form of a row: who, what, stake and win in cents. */
const brief = (row: Row) => [row.player, row.drawType, row.number, row.currency, row.stakeCents, row.winCents];

// Hand-worked (cents): M 1st 1234, 2nd 4321, 3rd 9999; T 5D 1st 12345, 6D 123450; L 1st 1234.
const member1Rows = [
  ['member1', 'M', '1234', 'MYR', 200, 600_000], // B 1 × 2500 + S 1 × 3500 = 6000.00
  ['member1', 'M', '1234', 'MYR', 50, 125_000], // BOX permutation 1234: B 0.50 × 2500 = 1250.00
  ['member1', 'M', '4321', 'MYR', 50, 50_000], // BOX permutation 4321, 2nd: B 0.50 × 1000 = 500.00
  ['member1', 'M', '2000', 'MYR', 100, 600_000], // SE 1 on a consolation: 4ABCDE 6000.00
  ['member1', 'T', '12345', 'MYR', 100, 2_000_000], // 5D 1st: 20000.00
  ['member1', 'T', '123456', 'MYR', 100, 500_000], // 6D: first five digits of 123450 → 2nd tier 5000.00
  ['member1', 'L', '1234', 'MYR', 100, 250_000], // L Big 1st 2500.00
];

describe('GetStrike', () => {
  it("lists a member's winning tickets in full, totals adding up to the cent", async () => {
    const response = await strike('member1');
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('S100');
    expect(data.drawDate).toBe(DRAW_DATE);
    expect(data.rows.map(brief)).toEqual(member1Rows);
    expect(data.rows[0]).toEqual({
      betNumber: bets.bigSmall!.betNumber,
      player: 'member1',
      currency: 'MYR',
      drawType: 'M',
      drawDate: DRAW_DATE,
      number: '1234',
      mode: 'S',
      slots: [
        { slot: 'B', amountCents: 100 },
        { slot: 'S', amountCents: 100 },
      ],
      hits: [
        { slot: 'B', prize: 'Prize1_Big' },
        { slot: 'S', prize: 'Prize1_Small' },
      ],
      stakeCents: 200,
      winCents: 600_000,
    });
    expect(data.rows[1]).toMatchObject({
      betNumber: bets.box!.betNumber,
      mode: 'B',
      slots: [{ slot: 'B', amountCents: 50 }],
      hits: [{ slot: 'B', prize: 'Prize1_Big' }],
    });
    expect(data.rows[2]).toMatchObject({ mode: 'B', hits: [{ slot: 'B', prize: 'Prize2_Big' }] });
    expect(data.rows[3]).toMatchObject({
      slots: [{ slot: 'SE', amountCents: 100 }],
      hits: [{ slot: 'SE', prize: 'Prize1_4A' }],
    });
    expect(data.rows[4]).toMatchObject({ hits: [{ slot: 'B', prize: 'Prize1_5D' }] });
    expect(data.rows[5]).toMatchObject({ hits: [{ slot: 'B', prize: 'Prize2_6D' }] });
    // 7 tickets; 2.00 + 0.50 + 0.50 + 1.00 × 4 = 7.00 staked; 41,250.00 won.
    expect(data.totals).toEqual([{ currency: 'MYR', tickets: 7, stakeCents: 700, winCents: 4_125_000 }]);
  });

  it('leaves the voided bet out (its 1234 B 5 would have won 12,500.00)', async () => {
    const rows = (await reportOf('member1')).rows;
    expect(rows.some((row) => row.betNumber === bets.voided!.betNumber)).toBe(false);
  });

  it('matches the ledger: the wins the draw paid each player', async () => {
    // Every win of the fixture is on this date, so each player's net wins in the ledger are its strike's.
    for (const player of ['member1', 'member2', 'member3', 'memberx']) {
      const { rows } = await reportOf(player);
      expect(rows.length).toBeGreaterThan(0);
      expect(await ledgerWins(player)).toBe(rows.reduce((sum, row) => sum + row.winCents, 0));
    }
  });

  it("gives an agent its whole subtree (agent2's member3 included), totals per currency", async () => {
    const data = await reportOf('agent1');
    expect(data.rows.map(brief)).toEqual([
      ...member1Rows.slice(0, 4),
      ['member2', 'M', '234', 'MYR', 200, 88_000], // 3A 660.00 + 3C 1st 220.00
      ['member2', 'M', '1234', 'SGD', 100, 250_000], // Big 1st in SGD
      ['member3', 'M', '9999', 'MYR', 200, 100_000], // Big 3rd: 2 × 500.00
      ...member1Rows.slice(4),
    ]);
    expect(data.totals).toEqual([
      { currency: 'MYR', tickets: 9, stakeCents: 1100, winCents: 4_313_000 },
      { currency: 'SGD', tickets: 1, stakeCents: 100, winCents: 250_000 },
    ]);
    const sum = (currency: string, key: 'stakeCents' | 'winCents') =>
      data.rows.filter((row) => row.currency === currency).reduce((total, row) => total + row[key], 0);
    expect([sum('MYR', 'stakeCents'), sum('MYR', 'winCents'), sum('SGD', 'winCents')]).toEqual([
      1100, 4_313_000, 250_000,
    ]);
  });

  it('keeps subtrees apart: agentx sees its own player only, agent2 only member3', async () => {
    expect((await reportOf('agentx')).rows.map(brief)).toEqual([['memberx', 'M', '1000', 'MYR', 100, 18_000]]); // starter 180.00
    expect((await reportOf('agent2')).rows.map(brief)).toEqual([['member3', 'M', '9999', 'MYR', 200, 100_000]]);
    expect((await reportOf('member3')).totals).toEqual([
      { currency: 'MYR', tickets: 1, stakeCents: 200, winCents: 100_000 },
    ]);
  });

  it('defaults to the newest date with a result; a date without draws is empty', async () => {
    expect(await reportOf('member1', '')).toEqual(await reportOf('member1'));
    expect(await reportOf('member1', '?DrawDate=')).toEqual(await reportOf('member1'));
    expect(await reportOf('member1', '?DrawDate=2026-11-17')).toEqual({ drawDate: '2026-11-17', rows: [], totals: [] });
  });

  it('refuses a malformed or impossible date with 400 V103 naming DrawDate, and needs a session', async () => {
    for (const query of [
      '?DrawDate=2026-02-30',
      '?DrawDate=18-11-2026',
      '?DrawDate=2026-11-18T10:00',
      '?DrawDate=%00',
    ]) {
      const response = await strike('member1', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'V103', field: 'DrawDate' });
    }
    const anonymous = await postAs(server, undefined, '/FDAPI/Report/GetStrike');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe('E102');
  });

  it("after a correction lists the new version's wins only", async () => {
    const moved = [...CONSOLATIONS];
    moved[0] = '1234'; // 2000 leaves the consolations, 1234 joins them; the 1st becomes 9998
    await publish(server, 'M', { fourD: { ...M_RESULT, first: '9998', consolations: moved } });
    const data = await reportOf('agent1');
    expect(data.rows.map(brief)).toEqual([
      ['member1', 'M', '1234', 'MYR', 200, 6000], // Big consolation 60.00; Small pays nothing there
      ['member1', 'M', '1234', 'MYR', 50, 3000], // 0.50 × 60 = 30.00
      ['member1', 'M', '4321', 'MYR', 50, 50_000], // still the 2nd
      ['member2', 'M', '1234', 'SGD', 100, 6000],
      ['member3', 'M', '9999', 'MYR', 200, 100_000],
      ...member1Rows.slice(4),
    ]);
    expect(data.rows[0]).toMatchObject({ hits: [{ slot: 'B', prize: 'PrizeConsolation_Big' }] });
    expect(data.totals).toEqual([
      {
        currency: 'MYR',
        tickets: 7,
        stakeCents: 800,
        winCents: 6000 + 3000 + 50_000 + 100_000 + 2_000_000 + 500_000 + 250_000,
      },
      { currency: 'SGD', tickets: 1, stakeCents: 100, winCents: 6000 },
    ]);
    // The ledger agrees: the first version's wins were reversed, the new ones paid.
    const member1Wins = (await reportOf('member1')).rows.reduce((sum, row) => sum + row.winCents, 0);
    expect(member1Wins).toBe(2_809_000);
    expect(await ledgerWins('member1')).toBe(member1Wins);
  });
});
