// Which table pays (src/core/domain/payout-table.ts, docs/settlement.md "Which table pays"), through the real
// server and database: a bet in SPR is paid the special table on every prize rank, whatever package its
// player holds; a player holding the special package is paid the regular table on MYR; and /payout/ and
// the package-info call show the tables settlement pays. Special table (units per 1 unit staked): 1st Big
// 3000, Small 4000, 4ABCDE 7000, 3A 750, 3C 250; 2nd 1000/2000/3C 250; 3rd 500/1000/3C 250; special 200;
// consolation 60. Regular (demo): 1st Big 2500, Small 3500, 4ABCDE 6000, 3A 660, 3C 220.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor, userIdOf } from '../support/sessions.ts';
import { bet, betIdOf, fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;
const ids: Record<string, number> = {};

/** The bet's wins on the draw (cents). */
const winOf = async (betId: number) => {
  const rows = await server.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('bet_id', '=', betId)
    .where('kind', 'in', ['win', 'correction'])
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.ctx.db;
  const site = await db
    .selectFrom('users')
    .select('site_id as id')
    .where('username_key', '=', 'member1')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('site_currencies')
    .values({ site_id: site.id, code: 'SPR', min_regular_cents: 10, min_ibox_cents: 50 })
    .execute();
  // member2 is handed the site's special 3D4D package.
  const special = await db
    .selectFrom('packages')
    .select('id')
    .where('site_id', '=', site.id)
    .where('kind', '=', '3D4D')
    .where('special', '=', true)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_packages')
    .set({ package_id: special.id })
    .where('user_id', '=', await userIdOf(server, 'member2'))
    .where('kind', '=', '3D4D')
    .execute();
  await db
    .updateTable('users')
    .set({ credit_limit_cents: 10_000_00 })
    .where('username_key', 'in', ['member1', 'member2'])
    .execute();
  const place = async (name: string, player: string, sheet: string, currency: string) => {
    const answer = await bet(server, player, sheet, player, currency);
    expect(answer.status, `${name}: ${JSON.stringify(answer)}`).toBe('S100');
    ids[name] = await betIdOf(server, answer.GUID);
  };
  // Slots: B S SA A C SB SC SD SE.
  await place('first', 'member1', 'D\n#1\n1234#1#1#1#1#1', 'SPR');
  await place('second', 'member1', 'D\n#1\n4321#1#1#0#0#1#1', 'SPR');
  await place('third', 'member1', 'D\n#1\n9999#1#1#0#0#1#0#1', 'SPR');
  await place('special', 'member1', 'D\n#1\n1000#1#0#0#0#0#0#0#1', 'SPR');
  await place('consolation', 'member1', 'D\n#1\n2000#1#0#0#0#0#0#0#0#1', 'SPR');
  await place('threeD', 'member1', 'D\n#1\n234#1#1', 'SPR');
  await place('regularOfSpecial', 'member2', 'D\n#1\n1234#1#1#1#1#1', 'MYR');
  await place('specialOfSpecial', 'member2', 'D\n#1\n1234#1', 'SPR');
  server.clock.advance(9 * 60 * 60 * 1000 + 60_000); // 10:00 → 19:01, after M's draw
  expect(await publish(server, 'M', fourD('1234', '4321', '9999'))).toMatchObject({ status: 'S100' });
}, 60_000);
afterAll(() => server?.close());

describe('a bet in a special-rate currency', () => {
  it('is paid the special table on the 1st prize: B 3000 + S 4000 + SA 7000 + 3A 750 + 3C 250 = 15,000.00', async () => {
    expect(await winOf(ids.first!)).toBe(15_000_00);
  });
  it('on the 2nd: B 1000 + S 2000 + 3C 250 + SB 7000 = 10,250.00', async () => {
    expect(await winOf(ids.second!)).toBe(10_250_00);
  });
  it('on the 3rd: B 500 + S 1000 + 3C 250 + SC 7000 = 8,750.00', async () => {
    expect(await winOf(ids.third!)).toBe(8_750_00);
  });
  it('on a special (starter): B 200 + SD 7000 = 7,200.00', async () => {
    expect(await winOf(ids.special!)).toBe(7_200_00);
  });
  it('on a consolation: B 60 + SE 7000 = 7,060.00', async () => {
    expect(await winOf(ids.consolation!)).toBe(7_060_00);
  });
  it('on a 3D number: 3A 750 + 3C 250 = 1,000.00', async () => {
    expect(await winOf(ids.threeD!)).toBe(1_000_00);
  });
  it("keeps its player's own commission (10% of the 5.00 staked on the 1st-prize bet = 0.50)", async () => {
    const row = await server.ctx.db
      .selectFrom('ledger_entries')
      .select('amount_cents')
      .where('bet_id', '=', ids.first!)
      .where('kind', '=', 'commission')
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_cents)).toBe(50);
  });
});

describe('a player holding the special package', () => {
  it('is paid the regular table on MYR: 2500 + 3500 + 6000 + 660 + 220 = 12,880.00', async () => {
    expect(await winOf(ids.regularOfSpecial!)).toBe(12_880_00);
  });
  it('and the special table on SPR: Big 3000.00', async () => {
    expect(await winOf(ids.specialOfSpecial!)).toBe(3_000_00);
  });
});

describe('what the screens show', () => {
  it('/payout/ shows the special table settlement paid, and the regular one a MYR bet is paid', async () => {
    for (const player of ['member1', 'member2']) {
      const answer = (
        await server.call(await tokenFor(server, player), { method: 'POST', url: '/FDAPI/Report/GetPayout' })
      ).json();
      expect(answer.data.special).toMatchObject({ currencies: ['SPR'] });
      expect(answer.data.special.rows[0]).toEqual({
        tier: '1st',
        bigCents: 300_000,
        smallCents: 400_000,
        saToSeCents: 700_000,
        threeACents: 75_000,
        threeCCents: 25_000,
      });
      expect(answer.data.special.rows.map((row: { bigCents: number }) => row.bigCents)).toEqual([
        300_000, 100_000, 50_000, 20_000, 6_000,
      ]);
      const m = answer.data.fourD.find((table: { operators: string[] }) => table.operators.includes('M'));
      expect(m.rows[0]).toMatchObject({ bigCents: 250_000, smallCents: 350_000, saToSeCents: 600_000 });
    }
  });

  it("package info shows member2 the regular 3D4D rates its MYR bets are paid, not its special package's", async () => {
    const answer = (
      await server.call(await tokenFor(server, 'member2'), {
        method: 'POST',
        url: '/FDAPI/User/GetLoginPlayerSummaryInfo',
      })
    ).json();
    expect(answer.data.UserPackage3D4D).toMatchObject({
      Prize1_Big: 2500,
      Prize1_Small: 3500,
      Prize1_4A: 6000,
      Commission_Big: 0.1,
    });
  });

  it("asked with a currency (the forms' top-payout preview), it shows the table a bet in it is paid", async () => {
    const ask = async (who: string, query: string) =>
      (
        await server.call(await tokenFor(server, who), {
          method: 'POST',
          url: `/FDAPI/User/GetLoginPlayerSummaryInfo?${query}`,
        })
      ).json();
    // member1 holds the regular package: SPR shows the special table, MYR the regular one.
    expect((await ask('member1', 'Currency=SPR')).data.UserPackage3D4D).toMatchObject({
      Prize1_Big: 3000,
      Prize1_Small: 4000,
      Prize1_4A: 7000,
      Prize1_A: 750,
      Prize1_ABC: 250,
    });
    expect((await ask('member1', 'Currency=MYR')).data.UserPackage3D4D).toMatchObject({
      Prize1_Big: 2500,
      Prize1_Small: 3500,
    });
    // 5D/6D have no special table: the player's own.
    expect((await ask('member1', 'Currency=SPR')).data.UserPackage5D6D).toMatchObject({ Prize1_5D: 20_000 });
    // An agent asks for its player (the forms price an agent's bet by its player's package).
    expect((await ask('agent1', 'UserId=member1&Currency=SPR')).data.UserPackage3D4D).toMatchObject({
      Prize1_Big: 3000,
    });
    // A currency the site does not offer falls back to the regular table; a malformed one is 400.
    expect((await ask('member1', 'Currency=TSR')).data.UserPackage3D4D).toMatchObject({ Prize1_Big: 2500 });
    expect((await ask('member1', 'Currency=spr1')).status).toBe('V103');
  });
});
