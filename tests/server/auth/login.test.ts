// POST /masterapi/token: success (S100, S106), one indistinguishable failure for unknown users, wrong
// passwords and unknown pins, the per-account lock after 5 failures in 15 minutes, and malformed bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const MINUTE = 60_000;

/** The login call as the client makes it (form-encoded); never a 500. */
async function token(fields: Record<string, string>) {
  const body = { grant_type: 'password', client_id: '8888', CaptchaKey: '', Captcha: '', ...fields };
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response;
}
const attempt = (username: string, password: string) => token({ username, password });

/** A session call that changes nothing (memberx is in nobody's subtree here): 403 E103 while alive. */
async function probe(accessToken: string): Promise<string> {
  const response = await server.call(accessToken, {
    method: 'POST',
    url: '/masterapi/Account/ChangePassword',
    payload: { userId: 'memberx', newPassword: 'Abcd1234', confirmPassword: 'Abcd1234' },
  });
  return (response.json() as { status: string }).status;
}

describe('a successful login', () => {
  it.each(['member1', 'agent1', 'MEMBER2'])('gives %s a bearer token (S100) for 30 idle minutes', async (username) => {
    const response = await attempt(username, 'Demo2026');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json() as { status: string; access_token: string; token_type: string; expires_in: number };
    expect(body).toMatchObject({ status: 'S100', token_type: 'bearer', expires_in: 1800 });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await probe(body.access_token)).toBe('E103');
  });

  it('is S106 for a user who must change its password', async () => {
    const response = await attempt('newbie', 'Demo2026');
    expect(response.json()).toMatchObject({ status: 'S106', token_type: 'bearer' });
  });
});

describe('a failed login', () => {
  it('answers an unknown user, a wrong password and an unknown pin with the same bytes', async () => {
    const unknown = await attempt('nobody', 'Demo2026');
    const wrong = await attempt('agentx', 'Wrong2026');
    const badPin = await token({ client_id: '1234', username: 'agentx', password: 'Demo2026' });
    for (const response of [unknown, wrong, badPin]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(wrong.body);
    }
    expect(wrong.json()).toEqual({
      status: 'E111',
      message: expect.any(String),
      error: 'invalid_grant',
      error_description: expect.any(String),
    });
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
    await attempt('agentx', 'Demo2026'); // a success clears agentx's one failure
  });

  it('takes about as long for an unknown user as for a wrong password (argon2 against a decoy)', async () => {
    // Interleaved, so both see the same load, and the fastest of each, which load can only slow down.
    const fastest = { nobody: Infinity, admin: Infinity };
    for (let i = 0; i < 3; i += 1) {
      for (const username of ['nobody', 'admin'] as const) {
        const start = performance.now();
        await attempt(username, 'Wrong2026');
        fastest[username] = Math.min(fastest[username], performance.now() - start);
      }
    }
    const [unknown, known] = [fastest.nobody, fastest.admin];
    // Without the decoy an unknown user answers in a millisecond, some 30 times faster than argon2.
    expect(unknown / known).toBeGreaterThan(0.3);
    expect(unknown / known).toBeLessThan(3);
    await attempt('admin', 'Demo2026');
  });

  it('refuses a suspended or blocked account with E131, but only to whoever knows its password', async () => {
    for (const status of ['suspended', 'blocked'] as const) {
      await server.ctx.db.updateTable('users').set({ status }).where('username_key', '=', 'member3').execute();
      // The status goes with it, so the app tells a suspended or blocked user to contact their agent.
      expect((await attempt('member3', 'Demo2026')).json()).toMatchObject({ status: 'E131', params: [status] });
      expect((await attempt('member3', 'Nope2026')).json()).toMatchObject({ status: 'E111' });
    }
    await server.ctx.db.updateTable('users').set({ status: 'active' }).where('username_key', '=', 'member3').execute();
    expect((await attempt('member3', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
  });
});

describe('the lock after 5 failed logins', () => {
  it('locks the account for 15 minutes at the fifth failure, even for the right password', async () => {
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('member2', `Wrong${i}000`)).json()).toMatchObject({ status: 'E111' });
    const fifth = await attempt('member2', 'Wrong5000');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('900');
    expect(fifth.json()).toMatchObject({ status: 'E106', params: [15] });

    const right = await attempt('member2', 'Demo2026');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ status: 'E106', params: [15] });

    server.clock.advance(7 * MINUTE);
    expect((await attempt('member2', 'Demo2026')).json()).toMatchObject({ status: 'E106', params: [8] });
    server.clock.advance(7.5 * MINUTE);
    expect((await attempt('member2', 'Demo2026')).json()).toMatchObject({ status: 'E106', params: [1] });
    server.clock.advance(0.5 * MINUTE);
    expect((await attempt('member2', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
  });

  it('counts per account: failures of another account do not count', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('agent2', 'Wrong2026');
    for (let i = 0; i < 4; i += 1) await attempt('memberx', 'Wrong2026');
    expect((await attempt('nobody', 'Wrong2026')).json()).toMatchObject({ status: 'E111' });
    expect((await attempt('agent2', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
    expect((await attempt('memberx', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
  });

  it('starts counting again after a success', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('member1', 'Wrong2026');
    expect((await attempt('member1', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('member1', 'Wrong2026')).json()).toMatchObject({ status: 'E111' });
    expect((await attempt('member1', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
  });

  it('counts only failures within 15 minutes of the first', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('agent1', 'Wrong2026');
    server.clock.advance(15 * MINUTE);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt('agent1', 'Wrong2026')).json()).toMatchObject({ status: 'E111' });
    expect((await attempt('agent1', 'Wrong2026')).json()).toMatchObject({ status: 'E106', params: [15] });
    server.clock.advance(15 * MINUTE);
    expect((await attempt('agent1', 'Demo2026')).json()).toMatchObject({ status: 'S100' });
  });
});

describe('a malformed login', () => {
  it.each([
    [{ username: '' }, 'username'],
    [{ grant_type: 'client_credentials' }, 'grant_type'],
    [{ password: 'x'.repeat(300) }, 'password'],
  ])('is 400 V103 naming the field (%o)', async (fields, field) => {
    const response = await token({ username: 'member1', password: 'Demo2026', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'V103', field });
  });

  it('is 400 V103 for a missing field, a repeated field or a body that is not a form', async () => {
    const missing = await server.call(undefined, {
      method: 'POST',
      url: '/masterapi/token',
      payload: 'grant_type=password&password=Demo2026&client_id=8888',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(missing.json()).toMatchObject({ status: 'V103', field: 'username' });
    const repeated = await server.call(undefined, {
      method: 'POST',
      url: '/masterapi/token',
      payload: 'grant_type=password&username=a&username=b&password=x&client_id=8888',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(repeated.json()).toMatchObject({ status: 'V103', field: 'username' });
    const text = await server.call(undefined, {
      method: 'POST',
      url: '/masterapi/token',
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ status: 'V103' });
  });
});
