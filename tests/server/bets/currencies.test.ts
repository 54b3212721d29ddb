// Credit and balances are in the site's base currency (MYR on the demo site); a bet in another currency
// takes its total converted at the site's rate table (SGD 1, MYR 4, THB 30 per 1 SGD), and records the
// rate, so a later change of rates never changes it. The receipt shows the rate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor, userIdOf } from '../support/sessions.ts';
import { creditUsage } from '../../../server/services/credit.ts';

let server: TestServer;
let token: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'member1');
  admin = await tokenFor(server, 'admin');
  const site = await server.ctx.db
    .selectFrom('users')
    .select('site_id')
    .where('username_key', '=', 'member1')
    .executeTakeFirstOrThrow();
  await server.ctx.db
    .insertInto('site_currencies')
    .values({ site_id: site.site_id, code: 'THB', min_regular_cents: 100, min_ibox_cents: 500 })
    .execute();
}, 60_000);
afterAll(() => server?.close());

let refs = 0;
const bet = async (Currency: string, BetString: string) =>
  (
    await server.call(token, {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency, UserId: 'member1', ClientRef: `currency-${++refs}`, BetString },
    })
  ).json() as {
    status: string;
    Output?: string;
    Receipt?: { rate?: { units: string; base: string; baseUnits: string; baseTotal: number } };
  };
const available = async () => (await creditUsage(server.ctx.db, await userIdOf(server, 'member1'))).availableCents;

describe('bets in another currency than the base', () => {
  it('takes 3.00 THB as 0.40 MYR of credit and 1.00 SGD as 4.00 MYR, with the rate on the receipt', async () => {
    const start = await available();
    // 1234 Big 3 THB on Magnum only (#1): 300 cents × 4 ÷ 30 = 40 cents of MYR.
    const thb = await bet('THB', 'D\n#1\n1234#3');
    expect(thb).toMatchObject({ status: 'S100' });
    expect(thb.Output).toContain('Rate: 30 THB = 4 MYR (MYR 0.40)');
    expect(thb.Receipt?.rate).toEqual({ units: '30', base: 'MYR', baseUnits: '4', baseTotal: 0.4 });
    expect(await available()).toBe(start - 40);
    // 1.00 SGD: 100 cents × 4 ÷ 1 = 400 cents of MYR.
    const sgd = await bet('SGD', 'D\n#1\n1234#1');
    expect(sgd.status).toBe('S100');
    expect(sgd.Receipt?.rate).toEqual({ units: '1', base: 'MYR', baseUnits: '4', baseTotal: 4 });
    expect(await available()).toBe(start - 440);
    // A bet in the base currency shows no rate.
    const myr = await bet('MYR', 'D\n#1\n1234#1');
    expect(myr.Receipt?.rate).toBeUndefined();
    expect(myr.Output).not.toContain('Rate:');
    expect(await available()).toBe(start - 540);
  });

  it('rounds each conversion half away from zero: 1.00 THB is 0.13 MYR, and its void gives back exactly that', async () => {
    const start = await available();
    const one = await bet('THB', 'D\n#1\n4321#1');
    expect(one.status).toBe('S100');
    expect(await available()).toBe(start - 13);
    const guid = await server.ctx.db
      .selectFrom('bets')
      .select('guid')
      .where('client_ref', '=', `currency-${refs}`)
      .executeTakeFirstOrThrow();
    const voided = await server.call(token, { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${guid.guid}` });
    expect(voided.statusCode).toBe(200);
    expect(await available()).toBe(start);
  });

  it('refuses a THB bet whose converted total passes the MYR credit (E117)', async () => {
    const left = await available();
    // Enough THB that its MYR value is 0.01 more than what is left: units × 4 ÷ 30 > left.
    const units = Math.ceil(((left + 1) * 30) / 4 / 100);
    const overs = (await bet('THB', `D\n#1\n1111#${units}`)).status;
    expect((units * 100 * 4) / 30).toBeGreaterThan(left);
    expect(overs).toBe('E117');
  });

  it('keeps an old bet at its recorded rate when the operator changes the table', async () => {
    const before = await available();
    const changed = await server.call(admin, {
      method: 'POST',
      url: '/admin/rates',
      payload: { code: 'THB', rate: '25' },
    });
    expect(changed.json()).toMatchObject({ status: 'S103' });
    expect(await available()).toBe(before);
    const after = await bet('THB', 'D\n#1\n5555#3');
    // 300 × 4 ÷ 25 = 48 cents.
    expect(after.Receipt?.rate).toMatchObject({ units: '25', baseUnits: '4', baseTotal: 0.48 });
    expect(await available()).toBe(before - 48);
  });

  it('lets only the company account read and change the rates; each change is audited with who and what it was', async () => {
    const agent = await tokenFor(server, 'agent1');
    expect((await server.call(agent, { method: 'GET', url: '/admin/rates' })).json().status).toBe('E103');
    expect(
      (await server.call(agent, { method: 'POST', url: '/admin/rates', payload: { code: 'THB', rate: '20' } })).json()
        .status,
    ).toBe('E103');
    expect((await server.call(token, { method: 'GET', url: '/admin/rates' })).json().status).toBe('E103');
    // A special-rate code follows its money's rate: it has none of its own.
    expect(
      (await server.call(admin, { method: 'POST', url: '/admin/rates', payload: { code: 'SPR', rate: '5' } })).json(),
    ).toMatchObject({ status: 'V103', field: 'code' });
    expect(
      (await server.call(admin, { method: 'POST', url: '/admin/rates', payload: { code: 'THB', rate: '0' } })).json(),
    ).toMatchObject({ status: 'V101', field: 'rate' });
    expect(
      (await server.call(admin, { method: 'POST', url: '/admin/rates', payload: { code: 'THB', rate: 'abc' } }))
        .statusCode,
    ).toBe(400);
    const read = (await server.call(admin, { method: 'GET', url: '/admin/rates' })).json();
    expect(read.data.base).toBe('MYR');
    expect(read.data.rates).toEqual([
      { code: 'MYR', rate: '4', isDefault: true },
      { code: 'SGD', rate: '1', isDefault: true },
      { code: 'THB', rate: '25', isDefault: false },
      { code: 'IDR', rate: '14000', isDefault: true },
      { code: 'VND', rate: '23000', isDefault: true },
      { code: 'USD', rate: '1', isDefault: true },
    ]);
    expect(read.data.changes[0]).toMatchObject({ code: 'THB', previous: '30', rate: '25', changedBy: 'admin' });
  });
});
