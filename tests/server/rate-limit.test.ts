// The login call is rate-limited per address (on top of each account's lock): past LOGINS_PER_MINUTE
// attempts a minute, 429 with E106 and the minutes to wait — and other calls are not limited at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGINS_PER_MINUTE } from '../../server/routes/token-routes.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ loginsPerMinute: LOGINS_PER_MINUTE });
}, 60_000);
afterAll(() => server?.close());

const attempt = (username: string) =>
  server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'wrong1234',
      client_id: '8888',
    }).toString(),
  });

describe('login rate limit', () => {
  it('answers 429 E106 once an address has tried too often, whatever the user names', async () => {
    // Unknown names: no account lock can be what stops them.
    const answers = await Promise.all(
      Array.from({ length: LOGINS_PER_MINUTE }, (_, index) => attempt(`nobody${index}`)),
    );
    expect(answers.every((answer) => answer.json().status === 'E111')).toBe(true);
    const limited = await attempt('nobodyelse');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'E106', params: [1] });
  }, 60_000);

  it('does not limit other calls', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => server.call(undefined, { method: 'GET', url: '/config/8888' })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
  });
});
