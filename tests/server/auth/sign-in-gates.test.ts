// The operator's sign-in switches on the real server: maintenance (V110) for logins and session calls, with
// house operators and the public results left working; the minimum app version (E142) at the token call
// and GetLoginData; blocked address ranges (E303), IPv4 and IPv6, with the address Fastify's trustProxy
// gives. Who may set each: a house operator for maintenance, a site's company account for the rest.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy the test trusts: X-Forwarded-For names the client, as TRUST_PROXY would in production.
  server = await startTestServer({ app: { trustProxy: ['127.0.0.1', '::1'] } });
}, 300_000);
afterAll(() => server?.close());

const HOUR = 3_600_000;

async function token(
  username: string,
  options: { pin?: string; password?: string; version?: string; from?: string } = {},
) {
  const form: Record<string, string> = {
    grant_type: 'password',
    username,
    password: options.password ?? 'Demo2026',
    client_id: options.pin ?? '8888',
  };
  if (options.version !== undefined) form.version = options.version;
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    payload: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
  });
  const body = response.json() as { status: string; params?: unknown[]; access_token?: string };
  return { http: response.statusCode, ...body };
}

async function post(tokenValue: string, url: string, payload: unknown) {
  const response = await server.call(tokenValue, { method: 'POST', url, payload: payload as Record<string, unknown> });
  return {
    http: response.statusCode,
    ...(response.json() as { status: string; params?: unknown[]; data?: unknown; field?: string }),
  };
}

async function balance(tokenValue: string) {
  const response = await server.call(tokenValue, {
    method: 'POST',
    url: '/FDAPI/Player/GetPlayerBalance',
    payload: { Method: 'getbalance' },
  });
  return { http: response.statusCode, ...(response.json() as { status: string; params?: unknown[] }) };
}

describe('maintenance (V110)', () => {
  it('only a house operator may switch it, and it answers during maintenance', async () => {
    const agent = await server.login('agent1');
    const member = await server.login('member1');
    const starCompany = (await token('starhq', { pin: '7777' })).access_token as string;
    for (const who of [agent, member, starCompany]) {
      expect(await post(who, '/admin/maintenance', { active: true })).toMatchObject({ http: 403, status: 'E103' });
      expect((await server.call(who, { method: 'GET', url: '/admin/maintenance' })).statusCode).toBe(403);
    }
    const admin = await server.login('admin');
    expect(await post(admin, '/admin/maintenance', { active: true, reason: 'nonsense' })).toMatchObject({
      http: 400,
      status: 'V103',
    });
    const past = new Date(server.clock.now() - 1000).toISOString();
    expect(await post(admin, '/admin/maintenance', { active: true, endsAt: past })).toMatchObject({
      http: 400,
      field: 'endsAt',
    });
    expect(await balance(member)).toMatchObject({ http: 200, status: 'S100' }); // nothing switched so far
  });

  it('refuses session calls and logins but a house operator’s, keeps results public, and ends at its end time', async () => {
    const member = await server.login('member1');
    const admin = await server.login('admin');
    const endsAt = new Date(server.clock.now() + HOUR).toISOString();
    const on = await post(admin, '/admin/maintenance', { active: true, reason: 'upgrade', endsAt });
    expect(on).toMatchObject({ http: 200, status: 'S100', data: { active: true, reason: 'upgrade', endsAt } });

    // The running session's next call: 503 V110 with the reason and the end for the app to show.
    expect(await balance(member)).toMatchObject({ http: 503, status: 'V110', params: ['upgrade', endsAt] });
    // The token call: V110 for the right password (no session is made), the usual E111 for a wrong one.
    expect(await token('member2')).toMatchObject({ http: 503, status: 'V110', params: ['upgrade', endsAt] });
    expect(await token('member2', { password: 'Wrong2026' })).toMatchObject({ status: 'E111' });
    // Logout still ends the session.
    expect(await post(member, '/masterapi/Account/Logout', {})).toMatchObject({ http: 200, status: 'S100' });

    // The house operator works on, and logs in again.
    expect(await balance(admin)).toMatchObject({ http: 200, status: 'S100' });
    expect(await token('admin')).toMatchObject({ http: 200, status: 'S100' });
    // Results need no session and stay public.
    const results = await server.call(undefined, { method: 'POST', url: '/Result/GetLatestResults' });
    expect(results.statusCode).toBe(200);

    // At its end time it is over by itself.
    server.clock.advance(HOUR);
    const member2 = (await token('member2')).access_token as string;
    expect(await balance(member2)).toMatchObject({ http: 200, status: 'S100' });
    expect(
      await post((await token('admin')).access_token as string, '/admin/maintenance', { active: false }),
    ).toMatchObject({ data: { active: false } });
  });

  it('is switched off by the operator, and then everything answers again', async () => {
    const admin = await server.login('admin');
    expect(await post(admin, '/admin/maintenance', { active: true })).toMatchObject({
      data: { active: true, reason: null, endsAt: null },
    });
    const member = await token('member3');
    expect(member).toMatchObject({ http: 503, status: 'V110', params: ['', ''] });
    expect(await post(admin, '/admin/maintenance', { active: false })).toMatchObject({ data: { active: false } });
    expect(await token('member3')).toMatchObject({ http: 200, status: 'S100' });
  });
});

describe('app versions (E142)', () => {
  it('a site’s company account sets the minimum; older apps are refused at the token call and GetLoginData', async () => {
    const agent = await server.login('agent1');
    expect(await post(agent, '/admin/sign-in-settings', { minAppVersion: '1.2.0' })).toMatchObject({
      http: 403,
      status: 'E103',
    });
    const admin = await server.login('admin');
    expect(await post(admin, '/admin/sign-in-settings', { minAppVersion: 'one' })).toMatchObject({
      http: 400,
      field: 'minAppVersion',
    });
    expect(await post(admin, '/admin/sign-in-settings', { minAppVersion: '1.2.0' })).toMatchObject({
      data: { minAppVersion: '1.2.0', blockedRanges: [] },
    });

    expect(await token('member1', { version: '1.1.9' })).toMatchObject({
      http: 200,
      status: 'E142',
      params: ['1.2.0'],
    });
    expect(await token('member1', { version: '0.1.0' })).toMatchObject({ status: 'E142' });
    expect(await token('member1', { version: 'garbage' })).toMatchObject({ status: 'E142' });
    expect(await token('member1', { version: '1.2.0' })).toMatchObject({ status: 'S100' });
    expect(await token('member1', { version: '1.10' })).toMatchObject({ status: 'S100' });
    // The other site has no minimum.
    expect(await token('star1', { pin: '7777', version: '0.1.0' })).toMatchObject({ status: 'S100' });

    const member = await server.login('member1');
    const loginData = (version: string) =>
      server.call(member, { method: 'POST', url: `/FDAPI/User/GetLoginData?clientId=GameWeb&version=${version}` });
    expect((await loginData('1.1.0')).json()).toMatchObject({ status: 'E142', params: ['1.2.0'] });
    expect((await loginData('1.2.1')).json()).toMatchObject({ status: 'S100' });

    expect(await post(admin, '/admin/sign-in-settings', { minAppVersion: '' })).toMatchObject({
      data: { minAppVersion: '' },
    });
    expect(await token('member1', { version: '0.0.1' })).toMatchObject({ status: 'S100' });
  });
});

describe('blocked locations (E303)', () => {
  it('a site’s company account sets the ranges; a login from one is 403 E303, from elsewhere it goes on', async () => {
    const agent = await server.login('agent1');
    expect(await post(agent, '/admin/sign-in-settings', { blockedRanges: ['10.0.0.0/8'] })).toMatchObject({
      http: 403,
      status: 'E103',
    });
    const admin = await server.login('admin');
    expect(
      await post(admin, '/admin/sign-in-settings', { blockedRanges: ['10.0.0.0/8', 'not a range'] }),
    ).toMatchObject({ http: 400, field: 'blockedRanges' });
    const set = await post(admin, '/admin/sign-in-settings', {
      blockedRanges: ['10.1.2.3/16', '2001:DB8::/32', '192.0.2.7'],
    });
    expect(set).toMatchObject({ data: { blockedRanges: ['10.1.0.0/16', '192.0.2.7/32', '2001:db8::/32'] } });

    expect(await token('member1', { from: '10.1.200.3' })).toMatchObject({ http: 403, status: 'E303' });
    expect(await token('member1', { from: '10.2.0.1' })).toMatchObject({ http: 200, status: 'S100' });
    expect(await token('member1', { from: '2001:db8:1::9' })).toMatchObject({ http: 403, status: 'E303' });
    expect(await token('member1', { from: '2001:db9::9' })).toMatchObject({ status: 'S100' });
    expect(await token('member1', { from: '192.0.2.7' })).toMatchObject({ status: 'E303' });
    // A wrong password from a blocked range is E303 too: the range is checked first, and counts no failure.
    expect(await token('member1', { from: '192.0.2.7', password: 'Wrong2026' })).toMatchObject({ status: 'E303' });
    // Another site's ranges are its own.
    expect(await token('star1', { pin: '7777', from: '10.1.200.3' })).toMatchObject({ status: 'S100' });
  });

  it('covers the socket’s own address when no proxy speaks: a range with 127.0.0.1 blocks, one without does not', async () => {
    const admin = await server.login('admin');
    await post(admin, '/admin/sign-in-settings', { blockedRanges: ['127.0.0.0/8'] });
    expect(await token('member2')).toMatchObject({ http: 403, status: 'E303' });
    await post(admin, '/admin/sign-in-settings', { blockedRanges: ['127.0.0.2/32', '::2/128'] });
    expect(await token('member2')).toMatchObject({ status: 'S100' });
    expect(await post(admin, '/admin/sign-in-settings', { blockedRanges: [] })).toMatchObject({
      data: { blockedRanges: [] },
    });
  });
});
