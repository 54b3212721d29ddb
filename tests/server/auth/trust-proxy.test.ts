// trustProxy: behind a proxy the client's address is the one the proxy forwards, so the captcha's
// per-address rule (and the per-address login limit) sees each client, not the proxy. Off by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captchaAfterFailures: 3, app: { trustProxy: ['127.0.0.1'] } });
}, 300_000);
afterAll(() => server?.close());

async function token(forwardedFor: string, username: string, password: string) {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: '8888' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
  });
  return (response.json() as { status: string }).status;
}

describe('the client address behind a trusted proxy', () => {
  it('is the forwarded one: failures of one client do not make another solve a captcha', async () => {
    for (const name of ['nobody1', 'nobody2', 'nobody3'])
      expect(await token('203.0.113.7', name, 'Wrong2026')).toBe('E111');
    expect(await token('203.0.113.7', 'member1', 'Demo2026')).toBe('E100');
    expect(await token('198.51.100.20', 'member1', 'Demo2026')).toBe('S100');
    const addresses = await server.ctx.db.selectFrom('login_events').select('address').distinct().execute();
    expect(addresses.map((row) => row.address).sort()).toEqual(['198.51.100.20', '203.0.113.7']);
  }, 120_000);
});
