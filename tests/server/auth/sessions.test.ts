// Session lifetimes (one per account, 30 idle minutes sliding — the last-seen time written at most once a
// minute — 12 hours in all), Logout, and the forced password change: an S106 session may only call
// NeedChangePwd and Logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { hashToken } from '../../../server/services/tokens.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const SECOND = 1000;
const MINUTE = 60_000;

async function post(accessToken: string | undefined, url: string, payload?: object) {
  const response = await server.call(accessToken, {
    method: 'POST',
    url: `/masterapi/Account/${url}`,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode).toBeLessThan(500);
  return { code: response.statusCode, ...(response.json() as { status: string; field?: string }) };
}

/** A session call that changes nothing (memberx is outside every subtree used here): E103 while alive. */
const probe = async (accessToken: string) =>
  (
    await post(accessToken, 'ChangePassword', {
      userId: 'memberx',
      newPassword: 'Abcd1234',
      confirmPassword: 'Abcd1234',
    })
  ).status;

const login = (username: string, password?: string) => server.loginAnswer(username, password);
const tokenOf = async (username: string) => (await login(username)).access_token;

describe('one session per account', () => {
  it('a second login ends the first: its next call is 401 E104', async () => {
    const first = await tokenOf('member1');
    const second = await tokenOf('member1');
    expect(await post(first, 'Logout')).toMatchObject({ code: 401, status: 'E104' });
    expect(await probe(second)).toBe('E103');
  });
});

describe('session lifetime', () => {
  it('survives 29 idle minutes and ends after 30 minutes and 1 ms (E102)', async () => {
    const token = await tokenOf('member2');
    server.clock.advance(29 * MINUTE);
    expect(await probe(token)).toBe('E103');
    server.clock.advance(30 * MINUTE + 1);
    expect(await post(token, 'Logout')).toMatchObject({ code: 401, status: 'E102' });
  });

  it('slides: calls 20 minutes apart keep it alive', async () => {
    const token = await tokenOf('member3');
    for (let i = 0; i < 5; i += 1) {
      server.clock.advance(20 * MINUTE);
      expect(await probe(token)).toBe('E103');
    }
  });

  it('writes its last-seen time at most once a minute, and idles from that write', async () => {
    const token = await tokenOf('agent1');
    const lastSeen = async () =>
      new Date(
        (
          await server.ctx.db
            .selectFrom('sessions')
            .select('last_seen_at')
            .where('token_hash', '=', hashToken(token))
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      ).getTime();
    const loggedIn = await lastSeen();
    server.clock.advance(59 * SECOND);
    expect(await probe(token)).toBe('E103');
    expect(await lastSeen()).toBe(loggedIn);
    server.clock.advance(2 * SECOND);
    expect(await probe(token)).toBe('E103');
    const touched = await lastSeen();
    expect(touched).toBe(loggedIn + 61 * SECOND);
    server.clock.advance(59 * SECOND);
    expect(await probe(token)).toBe('E103'); // not written: still counted from `touched`
    server.clock.advance(30 * MINUTE - 59 * SECOND + 1);
    expect(await post(token, 'Logout')).toMatchObject({ code: 401, status: 'E102' });
  });

  it('ends after 12 hours even when active (E102)', async () => {
    const token = await tokenOf('agent2');
    for (let i = 0; i < 36; i += 1) {
      server.clock.advance(20 * MINUTE);
      expect(await probe(token)).toBe('E103');
    }
    server.clock.advance(1);
    expect(await post(token, 'Logout')).toMatchObject({ code: 401, status: 'E102' });
  });
});

describe('Logout', () => {
  it('revokes the token: S100, then 401 E102', async () => {
    const token = await tokenOf('agentx');
    expect(await post(token, 'Logout')).toMatchObject({ code: 200, status: 'S100' });
    expect(await post(token, 'Logout')).toMatchObject({ code: 401, status: 'E102' });
    expect(await probe(token)).toBe('E102');
  });

  it('without a token, or with a made-up one, is 401 E102', async () => {
    expect(await post(undefined, 'Logout')).toMatchObject({ code: 401, status: 'E102' });
    expect(await post('x'.repeat(43), 'Logout')).toMatchObject({ code: 401, status: 'E102' });
  });
});

describe('a user who must change its password (S106)', () => {
  const change = { userId: 'newbie', oldPassword: 'Demo2026', newPassword: 'Fresh2026', confirmPassword: 'Fresh2026' };

  it('may log out', async () => {
    const { status, access_token } = await login('newbie');
    expect(status).toBe('S106');
    expect(await post(access_token, 'Logout')).toMatchObject({ code: 200, status: 'S100' });
  });

  it('is refused every other call (403 E103), even ChangePassword of its own account', async () => {
    const { access_token } = await login('newbie');
    expect(await post(access_token, 'ChangePassword', change)).toMatchObject({ code: 403, status: 'E103' });
    expect(await probe(access_token)).toBe('E103');
  });

  it('may change its own password with NeedChangePwd, and nobody else’s', async () => {
    const { access_token } = await login('newbie');
    expect(await post(access_token, 'NeedChangePwd', { ...change, userId: 'member1' })).toMatchObject({
      code: 403,
      status: 'E103',
    });
    expect(await post(access_token, 'NeedChangePwd', { ...change, oldPassword: 'Wrong2026' })).toMatchObject({
      status: 'E112',
    });
    expect(
      await post(access_token, 'NeedChangePwd', { ...change, newPassword: 'Demo2026', confirmPassword: 'Demo2026' }),
    ).toMatchObject({ status: 'E109' });
    expect(await post(access_token, 'NeedChangePwd', change)).toMatchObject({ code: 200, status: 'S100' });
    // The change ended the session it was made in; the client goes to login.
    expect(await post(access_token, 'Logout')).toMatchObject({ code: 401, status: 'E105' });
  });

  it('then logs in with the new password and S100, and no longer with the old one', async () => {
    expect((await login('newbie', 'Demo2026')).status).toBe('E111');
    const { status, access_token } = await login('newbie', 'Fresh2026');
    expect(status).toBe('S100');
    expect(await probe(access_token)).toBe('E103'); // E103 from the subtree check now, not the guard
    expect(
      await post(access_token, 'ChangePassword', {
        userId: 'NEWBIE',
        oldPassword: 'Fresh2026',
        newPassword: 'Fresh2027',
        confirmPassword: 'Fresh2027',
      }),
    ).toMatchObject({ status: 'S100' });
  });

  it('NeedChangePwd without userId means the caller itself', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ must_change_password: true })
      .where('username_key', '=', 'member3')
      .execute();
    const { status, access_token } = await login('member3');
    expect(status).toBe('S106');
    expect(
      await post(access_token, 'NeedChangePwd', {
        oldPassword: 'Demo2026',
        newPassword: 'Other2026',
        confirmPassword: 'Other2026',
      }),
    ).toMatchObject({ status: 'S100' });
    expect((await login('member3', 'Other2026')).status).toBe('S100');
  });
});

describe('a malformed session call', () => {
  it('is 400 V103 naming the field', async () => {
    const token = await tokenOf('admin');
    expect(
      await post(token, 'ChangePassword', { userId: 'admin', oldPassword: 'Demo2026', confirmPassword: 'Abcd1234' }),
    ).toMatchObject({ code: 400, status: 'V103', field: 'newPassword' });
    expect(
      await post(token, 'ChangePassword', {
        userId: { name: 'admin' },
        newPassword: 'Abcd1234',
        confirmPassword: 'Abcd1234',
      }),
    ).toMatchObject({ code: 400, status: 'V103', field: 'userId' });
    expect(await post(token, 'NeedChangePwd', { newPassword: { x: 1 }, confirmPassword: 'Abcd1234' })).toMatchObject({
      code: 400,
      status: 'V103',
      field: 'newPassword',
    });
  });
});
