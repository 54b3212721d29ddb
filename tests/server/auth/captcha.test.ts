// The login's challenge (E100): after 3 failed logins from an address or for an account within 15 minutes
// the token call wants a solved proof-of-work challenge; the refusal that makes it necessary says so
// (challenge_required). A guessed, altered, stale or replayed solution is E100 and counts as a failure.
// The rule holds under a parallel burst. The test solves challenges as the app's widget does.
import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payloadOf, solvedPayload } from '../support/challenge.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

vi.setConfig({ testTimeout: 120_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ captchaAfterFailures: 3 });
}, 300_000);
afterAll(() => server?.close());

const MINUTE = 60_000;

interface Answer {
  http: number;
  status: string;
  challenge_required?: boolean;
}

async function token(address: string, username: string, password: string, captcha = ''): Promise<Answer> {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    remoteAddress: address,
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      client_id: '8888',
      Captcha: captcha,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { http: response.statusCode, ...(response.json() as Omit<Answer, 'http'>) };
}
const status = async (...args: Parameters<typeof token>) => (await token(...args)).status;

async function challenge(address: string): Promise<Challenge> {
  const response = await server.call(undefined, { method: 'GET', url: '/masterapi/captcha', remoteAddress: address });
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json() as { status: string; data: Challenge };
  expect(body.status).toBe('S100');
  return body.data;
}

const failures = async (username: string) =>
  Number(
    (
      await server.ctx.db
        .selectFrom('login_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('username_key', '=', username)
        .where('outcome', '=', 'failure')
        .executeTakeFirst()
    )?.n,
  );

describe('the challenge', () => {
  it('is wanted after 3 failures for an account, even with the right password, and the 3rd refusal says so', async () => {
    for (let index = 0; index < 2; index++)
      expect(await token('10.0.0.1', 'member1', 'Wrong2026')).toEqual({
        http: 200,
        status: 'E111',
        message: expect.any(String),
        error: 'invalid_grant',
        error_description: expect.any(String),
      });
    expect(await token('10.0.0.1', 'member1', 'Wrong2026')).toMatchObject({ status: 'E111', challenge_required: true });
    expect(await token('10.0.0.1', 'member1', 'Demo2026')).toMatchObject({ status: 'E100', challenge_required: true });
    // From another address too: the account's failures count; and this 5th failure locks the account.
    expect(await token('10.0.0.2', 'member1', 'Demo2026')).toMatchObject({
      http: 429,
      status: 'E106',
      challenge_required: true,
    });
    expect(await failures('member1')).toBe(5); // 3 wrong, 2 without the challenge
    server.clock.advance(16 * MINUTE); // the lock those 5 made is over; the window too, so fail 3 more
    for (let index = 0; index < 3; index++) expect(await status('10.0.0.1', 'member1', 'Wrong2026')).toBe('E111');
    const shown = await challenge('10.0.0.1');
    expect(shown.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' });
    expect(await status('10.0.0.1', 'member1', 'Demo2026', await solvedPayload(shown))).toBe('S100');
  });

  it('is single use: a replayed solution is E100', async () => {
    const payload = await solvedPayload(await challenge('10.0.0.1'));
    expect(await status('10.0.0.1', 'member1', 'Demo2026', payload)).toBe('S100');
    expect(await status('10.0.0.1', 'member1', 'Demo2026', payload)).toBe('E100');
  });

  it('refuses a guessed, altered or stale solution (E100), each counted as a failure', async () => {
    const before = await failures('member1');
    const shown = await challenge('10.0.0.1');
    // Guessed: a counter and a key made up, without the work.
    expect(
      await status('10.0.0.1', 'member1', 'Demo2026', payloadOf(shown, { counter: 1234, derivedKey: 'ab'.repeat(32) })),
    ).toBe('E100');
    // Altered: the work done for an easier challenge of one's own making, under the server's signature.
    const solved = JSON.parse(Buffer.from(await solvedPayload(shown), 'base64').toString()) as {
      challenge: Challenge;
      solution: object;
    };
    const altered = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
    };
    expect(
      await status('10.0.0.1', 'member1', 'Demo2026', Buffer.from(JSON.stringify(altered)).toString('base64')),
    ).toBe('E100');
    expect(await status('10.0.0.1', 'member1', 'Demo2026', 'not base64 json')).toBe('E100');
    const stale = await solvedPayload(await challenge('10.0.0.1'));
    server.clock.advance(10 * MINUTE + 1000);
    // (Another account from the same address: member1's 5th failure would lock it, E106.)
    expect(await status('10.0.0.1', 'member3', 'Demo2026', stale)).toBe('E100');
    expect(await failures('member1')).toBe(before + 3);
    expect(await failures('member3')).toBe(1);
  });

  it('is wanted after 3 failures from an address, whatever the names tried, and not from other addresses', async () => {
    server.clock.advance(16 * MINUTE);
    for (const name of ['nobody1', 'nobody2', 'nobody3'])
      expect(await status('10.0.0.9', name, 'Wrong2026')).toBe('E111');
    expect(await status('10.0.0.9', 'member2', 'Demo2026')).toBe('E100');
    expect(await status('10.0.0.10', 'member2', 'Demo2026')).toBe('S100');
    expect(await status('10.0.0.9', 'member2', 'Demo2026', await solvedPayload(await challenge('10.0.0.9')))).toBe(
      'S100',
    );
    // 15 minutes later the address is trusted again.
    server.clock.advance(16 * MINUTE);
    expect(await status('10.0.0.9', 'member2', 'Demo2026')).toBe('S100');
  });

  it('holds under a parallel burst: no more than 3 attempts are judged without a challenge', async () => {
    server.clock.advance(16 * MINUTE);
    const answers = await Promise.all(
      Array.from({ length: 11 }, (_, index) => token('10.0.0.20', `burst${index}`, 'Wrong2026')),
    );
    const judged = answers.filter((answer) => answer.status === 'E111');
    expect(judged.length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 'E100')).toHaveLength(11 - judged.length);
    expect(answers.every((answer) => answer.status !== 'E100' || answer.challenge_required)).toBe(true);
    // Nothing is left pending once every answer is out.
    const pending = await server.ctx.db
      .selectFrom('login_events')
      .select('id')
      .where('outcome', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });
});
