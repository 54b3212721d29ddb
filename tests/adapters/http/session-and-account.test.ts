// AuthService, AccountService and ResultFeed over real HTTP against the real server (demo site, fake
// clock at Wednesday 2026-11-18 10:00 GMT+8): the bearer token travels on every session call, and every
// refusal arrives as a ServiceError with its catalogue status.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginData as WireLoginData } from '../../../contract/login-data.ts';
import { demoJackpotCents } from '../../../server/services/results/jackpot.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { httpAdapters, logIn } from '../support/http-adapters.ts';
import { startListeningServer, type ListeningServer } from '../support/listening-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
}, 60_000);
afterAll(() => server?.close());

const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );

describe('logging in and the account calls', () => {
  it('member1 logs in (S100) and loads its login data, top content and balance with its token', async () => {
    const adapters = httpAdapters(server.origin);
    expect(await logIn(adapters, 'member1')).toBe('S100');
    expect(adapters.connection.token).toMatch(/^[A-Za-z0-9_-]{20,100}$/);

    const loginData = await adapters.accounts.loginData();
    expect(loginData).toMatchObject({
      LoginId: 'member1',
      role: 'member',
      players: ['member1'],
      defaultCurrency: 'MYR',
    });
    expect(loginData.drawCalendar[0]?.date).toBe('2026-11-18');
    const top = await adapters.accounts.topContent();
    expect(top.balanceCents).toBe(loginData.balanceCents);
    await expect(adapters.accounts.balance()).resolves.toEqual({
      balanceCents: loginData.balanceCents,
      rewardCents: loginData.rewardCents,
    });
  });

  it("hands over the login data's amounts in cents: the wire's units times 100, the wire itself unchanged", async () => {
    const adapters = httpAdapters(server.origin);
    await logIn(adapters, 'member1');
    const wire = await adapters.api.data<WireLoginData>({ method: 'POST', path: '/FDAPI/User/GetLoginData' });
    const loginData = await adapters.accounts.loginData();
    // The server still writes units: a balance of 1000.00 is 1000 there and 100000 here.
    expect(wire.balance).toBeGreaterThan(0);
    expect(loginData.balanceCents).toBe(Math.round(wire.balance * 100));
    expect(loginData.creditCents).toBe(Math.round(wire.credit * 100));
    expect(loginData.totalBalanceCents).toBe(Math.round(wire.totalBalance * 100));
    expect(loginData.currencies).toEqual(
      wire.currencies.map((currency) => ({
        code: currency.code,
        minRegularCents: Math.round(currency.minRegular * 100),
        minIboxCents: Math.round(currency.minIbox * 100),
      })),
    );
    expect(loginData).not.toHaveProperty('balance');
    expect(loginData.currencies[0]).not.toHaveProperty('minRegular');
    const top = await adapters.accounts.topContent();
    expect(top.creditCents).toBe(loginData.creditCents);
    expect(top.currencies).toEqual(loginData.currencies);
  });

  it('a wrong password is E111 as a ServiceError (an answer, not a transport failure)', async () => {
    const adapters = httpAdapters(server.origin);
    const failure = await caught(logIn(adapters, 'member1', 'wrong-password-1'));
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ status: 'E111', transport: false });
  });

  it('a call without a valid token is 401 E102, thrown with its status', async () => {
    const adapters = httpAdapters(server.origin);
    adapters.connection.open(server.origin, 'not-a-real-token-but-long-enough');
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E102', transport: false });
    adapters.connection.open(server.origin);
    await expect(adapters.accounts.topContent()).rejects.toMatchObject({ status: 'E102' });
  });

  it('with no site chosen there is nowhere to call: E102 (log in), nothing sent', async () => {
    const adapters = httpAdapters(server.origin);
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E102', transport: false });
  });

  it('logout ends the session: the same token is E102 afterwards', async () => {
    const adapters = httpAdapters(server.origin);
    await logIn(adapters, 'member2');
    await adapters.auth.logout();
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E102' });
  });
});

describe('password changes', () => {
  it('newbie logs in with S106, may do nothing else (403 E103), and the forced change ends its session', async () => {
    const adapters = httpAdapters(server.origin);
    expect(await logIn(adapters, 'newbie')).toBe('S106');
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E103' });

    const weak = { userId: 'newbie', oldPassword: 'Demo2026', newPassword: 'short', confirmPassword: 'short' };
    await expect(adapters.auth.changePassword(weak, true)).rejects.toMatchObject({ status: 'E107' });
    await adapters.auth.changePassword({ ...weak, newPassword: 'Fresh2027', confirmPassword: 'Fresh2027' }, true);
    await expect(adapters.accounts.loginData()).rejects.toMatchObject({ status: 'E105' });

    expect(await logIn(httpAdapters(server.origin), 'newbie', 'Fresh2027')).toBe('S100');
  });

  it("an agent sets a downline player's password and stays logged in; the player must change it next", async () => {
    const agent = httpAdapters(server.origin);
    await logIn(agent, 'agent1');
    await agent.auth.changePassword(
      { userId: 'member3', oldPassword: '', newPassword: 'Given2027', confirmPassword: 'Given2027' },
      false,
    );
    await expect(agent.accounts.loginData()).resolves.toMatchObject({ LoginId: 'agent1', role: 'agent' });
    expect(await logIn(httpAdapters(server.origin), 'member3', 'Given2027')).toBe('S106');
  });

  it("one's own change with a wrong old password is E112", async () => {
    const adapters = httpAdapters(server.origin);
    await logIn(adapters, 'member1');
    const change = {
      userId: 'member1',
      oldPassword: 'not-it-2026',
      newPassword: 'Fresh2027',
      confirmPassword: 'Fresh2027',
    };
    await expect(adapters.auth.changePassword(change, false)).rejects.toMatchObject({ status: 'E112' });
  });
});

describe('HttpResultFeed', () => {
  it('reads the L and A jackpots without a session, from the page origin before any login', async () => {
    const adapters = httpAdapters(server.origin);
    const items = await adapters.results.jackpots('2026-11-18');
    expect(items.map((item) => [item.drawType, item.drawDate, item.currency])).toEqual([
      ['L', '2026-11-18', 'MYR'],
      ['A', '2026-11-18', 'MYR'],
    ]);
    // MYR cents, whole: the server's own figures before it wrote them as units.
    expect(items.map((item) => item.amountCents)).toEqual([
      demoJackpotCents('L', '2026-11-18'),
      demoJackpotCents('A', '2026-11-18'),
    ]);
  });

  it("defaults to today (the server's GMT+8 date) and refuses a malformed date with V103", async () => {
    const adapters = httpAdapters(server.origin);
    adapters.connection.open(server.origin, 'not-a-real-token-but-long-enough');
    const items = await adapters.results.jackpots();
    expect(items.map((item) => item.drawDate)).toEqual(['2026-11-18', '2026-11-18']);
    await expect(adapters.results.jackpots('2026-13-45')).rejects.toMatchObject({ status: 'V103' });
  });
});
