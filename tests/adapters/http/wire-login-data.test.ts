// The login data's amounts at the boundary (src/adapters/http/wire-login-data.ts): GetLoginData, the 60 s
// top content and GetPlayerBalance arrive in units and leave the adapter in cents, with the exact rule of
// wireCents; a malformed figure is a malformed answer (E101), also through the account adapter itself.
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginData as WireLoginData, TopContent as WireTopContent } from '../../../contract/login-data.ts';
import { balanceOf, loginDataOf, topContentOf } from '../../../src/adapters/http/wire-login-data.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { httpAdapters } from '../support/http-adapters.ts';
import { rawServer } from '../support/listening-server.ts';
import { wireLoginData } from '../support/wire-login-data.ts';

function statusOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    return (error as ServiceError).status;
  }
  return 'no error';
}

describe('loginDataOf', () => {
  it('turns every amount into cents, exactly, and keeps the rest as the wire wrote it', () => {
    const wire = wireLoginData();
    const money = ['balance', 'reward', 'totalBalance', 'credit', 'currencies'];
    const rest = Object.fromEntries(Object.entries(wire).filter(([key]) => !money.includes(key)));
    expect(loginDataOf(wire)).toEqual({
      ...rest,
      balanceCents: 123_456,
      rewardCents: 30,
      totalBalanceCents: 123_486,
      creditCents: 500_000,
      currencies: [
        { code: 'MYR', minRegularCents: 10, minIboxCents: 50 },
        { code: 'SGD', minRegularCents: 101, minIboxCents: 200 },
      ],
    });
  });

  it.each([
    ['a balance written as text', { balance: '12.5' }],
    ['a missing credit', { credit: undefined }],
    ['a reward that is no number', { reward: Number.NaN }],
    ['a total beyond any safe count of cents', { totalBalance: 1e21 }],
    ['a currency minimum of null', { currencies: [{ code: 'MYR', minRegular: null, minIbox: 0.5 }] }],
    ['no list of currencies', { currencies: null }],
    ['a currency that is no object', { currencies: [null] }],
  ])('refuses %s as a malformed answer (E101)', (_name, over) => {
    expect(statusOf(() => loginDataOf(wireLoginData(over as unknown as Partial<WireLoginData>)))).toBe('E101');
  });
});

describe('topContentOf and balanceOf', () => {
  it('read the same amounts in cents', () => {
    const {
      balance,
      reward,
      totalBalance,
      credit,
      currencies,
      defaultCurrency,
      tickerMessage,
      package: pack,
    } = wireLoginData();
    const wire: WireTopContent = {
      balance,
      reward,
      totalBalance,
      credit,
      currencies,
      defaultCurrency,
      tickerMessage,
      package: pack,
    };
    expect(topContentOf(wire)).toEqual({
      balanceCents: 123_456,
      rewardCents: 30,
      totalBalanceCents: 123_486,
      creditCents: 500_000,
      currencies: loginDataOf(wireLoginData()).currencies,
      defaultCurrency,
      tickerMessage,
      package: pack,
    });
    expect(balanceOf({ Balance: 999.99, Reward: 12.345 })).toEqual({ balanceCents: 99_999, rewardCents: 1235 });
  });

  it('refuse a malformed figure (E101)', () => {
    expect(statusOf(() => topContentOf({ ...wireLoginData(), balance: null as unknown as number }))).toBe('E101');
    expect(statusOf(() => balanceOf({ Balance: 10, Reward: '0' as unknown as number }))).toBe('E101');
  });
});

describe('the account adapter over a server answering a malformed figure', () => {
  const servers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('rejects the login data, the top content and the balance with E101, an answer (not a transport fault)', async () => {
    const server = await rawServer((request, response) => {
      const data = request.url?.includes('GetPlayerBalance')
        ? { Balance: 'lots', Reward: 0 }
        : { ...wireLoginData(), balance: 'lots' };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 'S100', message: 'OK', data }));
    });
    servers.push(server);
    const adapters = httpAdapters(server.origin);
    adapters.connection.open(server.origin, 'token-token-token-token');
    for (const call of [adapters.accounts.loginData(), adapters.accounts.topContent(), adapters.accounts.balance()])
      await expect(call).rejects.toMatchObject({ status: 'E101', transport: false });
  });
});
