// Captcha (E100, issue 17): after 3 failed logins from an address or for an account within 15 minutes the
// token call wants a captcha; the server's captcha is single use and lasts 2 minutes; a wrong or stale one
// is E100 and counts as a failure. The server is built with a captcha source whose answers the test knows.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

vi.setConfig({ testTimeout: 60_000 });

let server: TestServer;
let issued = 0;
const answerOf = (n: number) => `Kz${n}Q`;
beforeAll(async () => {
  server = await startTestServer({ captchaAfterFailures: 3, app: { captcha: () => answerOf(++issued) } });
}, 300_000);
afterAll(() => server?.close());

const MINUTE = 60_000;

async function token(address: string, username: string, password: string, captcha: { key: string; answer: string } | null = null) {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    remoteAddress: address,
    payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: '8888', CaptchaKey: captcha?.key ?? '', Captcha: captcha?.answer ?? '' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBeLessThan(500);
  return (response.json() as { status: string }).status;
}

/** A captcha from the server, with the answer the test's source gave it. */
async function captcha(address: string): Promise<{ key: string; answer: string; image: string }> {
  const response = await server.call(undefined, { method: 'GET', url: '/masterapi/captcha', remoteAddress: address });
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json() as { status: string; data: { key: string; image: string } };
  expect(body.status).toBe('S100');
  expect(JSON.stringify(body)).not.toContain(answerOf(issued));
  return { ...body.data, answer: answerOf(issued) };
}

const failures = async (username: string) =>
  Number(
    (await server.ctx.db.selectFrom('login_events').select((eb) => eb.fn.countAll().as('n')).where('username_key', '=', username).where('outcome', '=', 'failure').executeTakeFirst())?.n,
  );

describe('the captcha', () => {
  it('is wanted after 3 failures for an account, even with the right password, and then lets it in', async () => {
    for (let index = 0; index < 3; index++) expect(await token('10.0.0.1', 'member1', 'Wrong2026')).toBe('E111');
    expect(await token('10.0.0.1', 'member1', 'Demo2026')).toBe('E100');
    // From another address too: the account's failures count; and this 5th failure locks the account.
    expect(await token('10.0.0.2', 'member1', 'Demo2026')).toBe('E106');
    expect(await failures('member1')).toBe(5); // 3 wrong, 2 without the captcha
    server.clock.advance(16 * MINUTE); // the lock those 5 made is over; the captcha window too, so fail 3 more
    for (let index = 0; index < 3; index++) expect(await token('10.0.0.1', 'member1', 'Wrong2026')).toBe('E111');
    const shown = await captcha('10.0.0.1');
    expect(shown.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(shown.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(await token('10.0.0.1', 'member1', 'Demo2026', shown)).toBe('S100');
  });

  it('is single use', async () => {
    const shown = await captcha('10.0.0.1');
    expect(await token('10.0.0.1', 'member1', 'Demo2026', shown)).toBe('S100');
    expect(await token('10.0.0.1', 'member1', 'Demo2026', shown)).toBe('E100');
  });

  it('refuses a wrong or stale answer (E100), counted as a failure', async () => {
    const before = await failures('member1');
    const wrong = await captcha('10.0.0.1');
    expect(await token('10.0.0.1', 'member1', 'Demo2026', { key: wrong.key, answer: 'nope' })).toBe('E100');
    const stale = await captcha('10.0.0.1');
    server.clock.advance(2 * MINUTE + 1000);
    expect(await token('10.0.0.1', 'member1', 'Demo2026', stale)).toBe('E100');
    expect(await failures('member1')).toBe(before + 2);
  });

  it('is wanted after 3 failures from an address, whatever the names tried, and not from other addresses', async () => {
    server.clock.advance(16 * MINUTE);
    for (const name of ['nobody1', 'nobody2', 'nobody3']) expect(await token('10.0.0.9', name, 'Wrong2026')).toBe('E111');
    expect(await token('10.0.0.9', 'member2', 'Demo2026')).toBe('E100');
    expect(await token('10.0.0.10', 'member2', 'Demo2026')).toBe('S100');
    expect(await token('10.0.0.9', 'member2', 'Demo2026', await captcha('10.0.0.9'))).toBe('S100');
    // 15 minutes later the address is trusted again.
    server.clock.advance(16 * MINUTE);
    expect(await token('10.0.0.9', 'member2', 'Demo2026')).toBe('S100');
  });
});
