// GetPlayerBalance, GetMobileProfile and GetLoginPlayerSummaryInfo: every figure derives from the credit
// usage, so they agree before and after a bet. The clock: Wednesday 2026-11-18 10:00 GMT+8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerPackages } from '../../../contract/packages.ts';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const post = (username: string, url: string, payload?: object) => postAs(server, username, url, payload);

describe('GetPlayerBalance', () => {
  it('answers the caller’s available credit, with or without the session fields in the body', async () => {
    expect((await post('member1', '/FDAPI/Player/GetPlayerBalance')).json()).toMatchObject({
      status: 'S100',
      data: { Balance: 1000, Reward: 0 },
    });
    const withBody = await post('agent1', '/FDAPI/Player/GetPlayerBalance', {
      Pin: '8888',
      LoginId: 'agent1',
      AuthToken: 'x',
      Method: 'getbalance',
    });
    expect(withBody.json().data).toEqual({ Balance: 77000, Reward: 0 });
  });

  it('answers for a player of the caller’s subtree named by UserId (any case)', async () => {
    expect(
      (await post('agent1', '/FDAPI/Player/GetPlayerBalance', { Method: 'getbalance', UserId: 'Member3' })).json().data,
    ).toEqual({ Balance: 1000, Reward: 0 });
    expect((await post('agent1', '/FDAPI/Player/GetPlayerBalance', { UserId: 'agent2' })).json().data).toEqual({
      Balance: 19000,
      Reward: 0,
    });
  });

  it('refuses another Method with 400 V103', async () => {
    const response = await post('member1', '/FDAPI/Player/GetPlayerBalance', { Method: 'buy' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field: 'Method' });
  });
});

describe('GetMobileProfile', () => {
  it('a member: credit, balances and outstanding', async () => {
    expect((await post('member2', '/FDAPI/Report/GetMobileProfile')).json().data).toEqual({
      AccountBalance: 0,
      Credit: 1000,
      CreditBalance: 1000,
      Outstanding: 0,
      Type: 'member',
    });
  });

  it('an agent: downline credit instead of outstanding', async () => {
    expect((await post('agent1', '/FDAPI/Report/GetMobileProfile')).json().data).toEqual({
      AccountBalance: 0,
      Credit: 100000,
      CreditBalance: 77000,
      DownlineCredit: 23000,
      Type: 'agent',
    });
    expect((await post('agent1', '/FDAPI/Report/GetMobileProfile?UserId=agent2')).json().data).toMatchObject({
      DownlineCredit: 1000,
      CreditBalance: 19000,
    });
  });

  it('an open bet is outstanding and out of the balance; a void (by its placer) gives it back', async () => {
    const bet = await post('agent1', '/FDAPI/Bet/PostBet', {
      Currency: 'MYR',
      UserId: 'member1',
      ClientRef: 'profile-ref-1',
      BetString: 'D\n#1\n1234#2.5',
    });
    expect(bet.json().status).toBe('S100');
    expect((await post('member1', '/FDAPI/Report/GetMobileProfile')).json().data).toEqual({
      AccountBalance: 0,
      Credit: 1000,
      CreditBalance: 997.5,
      Outstanding: 2.5,
      Type: 'member',
    });
    expect((await post('member1', '/FDAPI/Player/GetPlayerBalance')).json().data).toEqual({
      Balance: 997.5,
      Reward: 0,
    });
    const top = (await post('member1', '/masterapi/Agent/GetInfoForTopContent/1')).json().data;
    expect(top).toMatchObject({ balance: 997.5, totalBalance: 997.5 });

    await post('agent1', `/FDAPI/Bet/VoidBet?GUID=${bet.json().GUID as string}`);
    expect((await post('member1', '/FDAPI/Report/GetMobileProfile')).json().data).toMatchObject({
      CreditBalance: 1000,
      Outstanding: 0,
      AccountBalance: 0,
    });
  });
});

describe('GetLoginPlayerSummaryInfo', () => {
  it('answers the seven packages with commissions as fractions and prizes in units', async () => {
    // A member's own, and one of an agent's players (what the bet forms price an agent's bet with).
    for (const [username, url] of [
      ['member1', '/FDAPI/User/GetLoginPlayerSummaryInfo'],
      ['agent1', '/FDAPI/User/GetLoginPlayerSummaryInfo?UserId=member2'],
    ] as const) {
      const response = await post(username, url);
      expect(response.statusCode).toBe(200);
      const data = response.json().data as PlayerPackages;
      expect(Object.keys(data)).toEqual([
        'UserPackage3D4D',
        'UserPackage5D6D',
        'UserPackage3D4DL',
        'UserPackage5D6DL',
        'UserPackage3D4DA',
        'UserPackage5D6DA',
        'UserPackage3D4DN',
      ]);
      expect(data.UserPackage3D4D).toEqual({
        PackageId: expect.any(Number),
        Commission_Big: 0.1,
        Commission_Small: 0.1,
        Commission_4A: 0.1,
        Commission_A: 0.1,
        Commission_ABC: 0.1,
        Prize1_Big: 2500,
        Prize2_Big: 1000,
        Prize3_Big: 500,
        PrizeStarter_Big: 180,
        PrizeConsolation_Big: 60,
        Prize1_Small: 3500,
        Prize2_Small: 2000,
        Prize3_Small: 1000,
        Prize1_4A: 6000,
        Prize1_A: 660,
        Prize1_ABC: 220,
        Prize2_ABC: 220,
        Prize3_ABC: 220,
      });
      expect(data.UserPackage5D6D).toEqual({
        PackageId: expect.any(Number),
        Commission_5D: 0.1,
        Prize1_5D: 20000,
        Prize2_5D: 10000,
        Prize3_5D: 5000,
        Prize4_5D: 800,
        Prize5_5D: 80,
        Prize6_5D: 8,
        Commission_6D: 0.1,
        Prize1_6D: 150000,
        Prize2_6D: 5000,
        Prize3_6D: 500,
        Prize4_6D: 50,
        Prize5_6D: 5,
      });
      expect(data.UserPackage5D6DL).toEqual({
        PackageId: expect.any(Number),
        Commission_6D: 0.1,
        Prize1_6D: 150000,
        Prize2_6D: 5000,
        Prize3_6D: 500,
        Prize4_6D: 50,
        Prize5_6D: 5,
      });
      expect(data.UserPackage3D4DN).toMatchObject({ Prize1_Big: 2500 });
    }
  });

  it('converts odd rates exactly and answers null for a kind the user lacks', async () => {
    const member = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username_key', '=', 'member2')
      .executeTakeFirstOrThrow();
    const site = await server.ctx.db
      .selectFrom('sites')
      .select('id')
      .where('pin', '=', DEMO_PIN)
      .executeTakeFirstOrThrow();
    const odd = await server.ctx.db
      .insertInto('packages')
      .values({
        site_id: site.id,
        name: 'Odd',
        kind: '3D4DL',
        rates_json: JSON.stringify({ Commission_Big: 1234, Prize1_Big: 250050 }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('user_packages')
      .set({ package_id: odd.id })
      .where('user_id', '=', member.id)
      .where('kind', '=', '3D4DL')
      .execute();
    await server.ctx.db
      .deleteFrom('user_packages')
      .where('user_id', '=', member.id)
      .where('kind', '=', '5D6DA')
      .execute();
    const data = (await post('member2', '/FDAPI/User/GetLoginPlayerSummaryInfo')).json().data as PlayerPackages;
    expect(data.UserPackage3D4DL).toMatchObject({
      PackageId: odd.id,
      Commission_Big: 0.1234,
      Prize1_Big: 2500.5,
      Prize2_Big: 0,
    });
    expect(data.UserPackage5D6DA).toBeNull();
  });
});
