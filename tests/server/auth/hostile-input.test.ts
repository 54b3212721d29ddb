// Bad input never answers 500: a NUL character anywhere (form, query, JSON, a key) is 400 V103 before it
// can reach the database; every number must be finite and in range; a session call checks the session
// before it reads the body; the page's headers carry Permissions-Policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let member = '';
beforeAll(async () => {
  server = await startTestServer();
  member = await server.login('member1');
}, 60_000);
afterAll(() => server?.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const login = { grant_type: 'password', username: 'member1', password: 'Demo2026', client_id: '8888' };

async function answer(token: string | undefined, options: Parameters<TestServer['call']>[1]) {
  const response = await server.call(token, options);
  return { http: response.statusCode, body: response.json() as { status: string; field?: string } };
}

describe('NUL characters', () => {
  it.each([
    ['the user name', { ...login, username: '\u0000' }, 'username'],
    ['the pin', { ...login, client_id: '88\u008888'.replace('\u0088', '\u0000') }, 'client_id'],
    ['the password', { ...login, password: 'Demo\u00002026' }, 'password'],
    ['the version', { ...login, version: '1.0\u0000' }, 'version'],
  ])('in %s of the token form: 400 V103 naming it', async (_what, fields, field) => {
    expect(await answer(undefined, { method: 'POST', url: '/masterapi/token', ...form(fields) })).toEqual({
      http: 400,
      body: expect.objectContaining({ status: 'V103', field }),
    });
  });

  it('in a JSON value or key of the token call, and in the code step', async () => {
    const json = (payload: object) => ({ method: 'POST' as const, url: '/masterapi/token', payload });
    expect(await answer(undefined, json({ ...login, username: 'a\u0000b' }))).toMatchObject({
      http: 400,
      body: { status: 'V103', field: 'username' },
    });
    expect(await answer(undefined, json({ ...login, ['x\u0000']: '1' }))).toMatchObject({
      http: 400,
      body: { status: 'V103' },
    });
    expect(
      await answer(undefined, {
        method: 'POST',
        url: '/masterapi/token/code',
        ...form({ challenge: 'a\u0000', code: '123456' }),
      }),
    ).toMatchObject({
      http: 400,
      body: { status: 'V103', field: 'challenge' },
    });
  });

  it('in a query string and a path parameter', async () => {
    expect(await answer(member, { method: 'POST', url: '/FDAPI/Report/GetReceipts?BetNo=12%0034' })).toMatchObject({
      http: 400,
      body: { status: 'V103', field: 'BetNo' },
    });
    expect((await answer(undefined, { method: 'GET', url: '/config/88%0088' })).http).toBe(400);
  });
});

describe('numbers', () => {
  it.each(['Infinity', '-Infinity', '1e309', 'NaN', '1e20', '-1', '0.5'])(
    'GetReceipts?Page=%s is 400 V103 Page',
    async (page) => {
      expect(await answer(member, { method: 'POST', url: `/FDAPI/Report/GetReceipts?Page=${page}` })).toMatchObject({
        http: 400,
        body: { status: 'V103', field: 'Page' },
      });
    },
  );
});

describe('session before body', () => {
  it('answers an unauthenticated admin call 401 E102, whatever its body', async () => {
    for (const url of ['/admin/results', '/admin/maintenance', '/admin/sign-in-settings', '/admin/suspensions']) {
      const response = await answer(undefined, { method: 'POST', url, payload: {} });
      expect(response, url).toMatchObject({ http: 401, body: { status: 'E102' } });
      expect(response.body.field, url).toBeUndefined();
    }
  });
});

describe('headers', () => {
  it('include Permissions-Policy', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/config/8888' });
    expect(response.headers['permissions-policy']).toMatch(/camera=\(\)/);
  });
});
