// Turning two-factor codes off (POST /masterapi/Account/TwoFactorOff) on a fake clock: the account itself
// with a fresh code of its own (none: V104; wrong or replayed: E111; five wrong: the sign-in lock, E106),
// never while the codes are only pending; an agent above it with a fresh code of its own when it has codes,
// without one when it has none; nobody else (E103). Off forgets the secret and ends a pending code step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpOf } from '../../../server/services/two-factor.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const STEP = 30_000;
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function post(token: string | undefined, url: string, payload: object) {
  const response = await server.call(token, { method: 'POST', url, payload });
  expect(response.statusCode).toBeLessThan(500);
  return {
    http: response.statusCode,
    ...(response.json() as {
      status: string;
      field?: string;
      params?: unknown[];
      data?: { required: boolean; enrolled: boolean };
    }),
  };
}
const off = (token: string, body: object) => post(token, '/masterapi/Account/TwoFactorOff', body);
const codeAt = (secret: string, offsetMs = 0) => totpOf(secret).generate({ timestamp: server.clock.now() + offsetMs });
const wrongCode = (secret: string) => String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function passwordStep(username: string) {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    ...form({ grant_type: 'password', username, password: 'Demo2026', client_id: '8888' }),
  });
  return response.json() as { status: string; access_token?: string; secret?: string };
}
async function codeStep(challenge: string, code: string) {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token/code',
    ...form({ challenge, code }),
  });
  return response.json() as { status: string; access_token?: string };
}

/** Turns codes on for `username` (by itself) and logs in through the QR: its session and its secret. */
async function enrolled(username: string): Promise<{ token: string; secret: string }> {
  expect((await post(await server.login(username), '/masterapi/Account/TwoFactor', { required: true })).status).toBe(
    'S100',
  );
  const enrol = await passwordStep(username);
  expect(enrol.status).toBe('S108');
  const granted = await codeStep(enrol.access_token as string, codeAt(enrol.secret as string));
  expect(granted.status).toBe('S100');
  return { token: granted.access_token as string, secret: enrol.secret as string };
}
const stateOf = async (token: string, userId?: string) =>
  (
    await server.call(token, { method: 'GET', url: `/masterapi/Account/TwoFactor${userId ? `?userId=${userId}` : ''}` })
  ).json().data as { required: boolean; enrolled: boolean };

describe('one’s own codes', () => {
  it('need a fresh code: none is V104, a wrong one E111 (naming the code), the right one turns them off', async () => {
    const { token, secret } = await enrolled('member1');
    expect(await off(token, {})).toMatchObject({ status: 'V104', field: 'code', params: ['code'] });
    expect(await off(token, { code: '  ' })).toMatchObject({ status: 'V104', field: 'code' });
    expect(await off(token, { code: wrongCode(secret) })).toMatchObject({ status: 'E111', field: 'code' });
    expect(await off(token, { code: 'abcdef' })).toMatchObject({ status: 'E111', field: 'code' });
    expect(await stateOf(token)).toEqual({ required: true, enrolled: true });
    // The code the login just used is spent: the same step is refused, the next one is taken.
    expect(await off(token, { code: codeAt(secret) })).toMatchObject({ status: 'E111' });
    server.clock.advance(STEP);
    expect(await off(token, { code: codeAt(secret) })).toMatchObject({
      status: 'S100',
      data: { required: false, enrolled: false },
    });
    // Off: the next login asks no code, and the secret is forgotten (turning on again means a new QR).
    expect((await passwordStep('member1')).status).toBe('S100');
    const row = await server.ctx.db
      .selectFrom('two_factor')
      .innerJoin('users', 'users.id', 'two_factor.user_id')
      .select(['secret', 'required'])
      .where('users.username_key', '=', 'member1')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ secret: null, required: false });
  });

  it('off when already off answers the state and changes nothing; pending (no QR scanned yet) is E103', async () => {
    const session = await server.login('member2');
    expect(await off(session, {})).toMatchObject({ status: 'S100', data: { required: false, enrolled: false } });
    expect((await post(session, '/masterapi/Account/TwoFactor', { required: true })).status).toBe('S100');
    expect(await off(session, { code: '123456' })).toMatchObject({ http: 403, status: 'E103' });
    expect(await stateOf(session)).toEqual({ required: true, enrolled: false });
  });

  it('five wrong codes lock the sign-in (E106), as at login, so codes cannot be guessed here', async () => {
    server.clock.advance(STEP);
    const { token, secret } = await enrolled('memberx');
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await off(token, { code: wrongCode(secret) })).status);
    expect(answers.slice(0, 4)).toEqual(['E111', 'E111', 'E111', 'E111']);
    expect(answers.slice(4)).toEqual(['E106', 'E106']);
    server.clock.advance(STEP);
    // Locked: even the right code is refused until the lock ends, and the login is locked too.
    expect((await off(token, { code: codeAt(secret) })).status).toBe('E106');
    expect(await stateOf(token)).toEqual({ required: true, enrolled: true });
    expect((await passwordStep('memberx')).status).toBe('E106');
  });
});

describe('a downline’s codes', () => {
  it('an agent without codes of its own turns them off without one; a member or an agent outside the tree cannot (E103)', async () => {
    server.clock.advance(STEP);
    await enrolled('member3');
    for (const [caller, target] of [
      ['member1', 'member3'],
      ['agentx', 'member3'],
      ['agent2', 'agent1'],
    ] as const) {
      expect(await off(await server.login(caller), { userId: target }), `${caller} → ${target}`).toMatchObject({
        http: 403,
        status: 'E103',
      });
    }
    const agent2 = await server.login('agent2');
    expect(await stateOf(agent2, 'member3')).toEqual({ required: true, enrolled: true });
    expect(await off(agent2, { userId: 'member3' })).toMatchObject({
      status: 'S100',
      data: { required: false, enrolled: false },
    });
    expect((await passwordStep('member3')).status).toBe('S100');
  });

  it('an agent with codes needs a fresh one of its own (its downline’s are no use), by either call', async () => {
    server.clock.advance(STEP);
    const member = await enrolled('member3');
    server.clock.advance(STEP);
    const agent = await enrolled('agent1');
    expect(await off(agent.token, { userId: 'member3' })).toMatchObject({ status: 'V104', field: 'code' });
    server.clock.advance(STEP);
    expect(await off(agent.token, { userId: 'member3', code: codeAt(member.secret) })).toMatchObject({
      status: 'E111',
    });
    // The older call without a code is refused to an agent with codes.
    expect(
      await post(agent.token, '/masterapi/Account/TwoFactor', { userId: 'member3', required: false }),
    ).toMatchObject({ status: 'E103' });
    expect(await stateOf(agent.token, 'member3')).toEqual({ required: true, enrolled: true });
    expect(await off(agent.token, { userId: 'member3', code: codeAt(agent.secret) })).toMatchObject({
      status: 'S100',
      data: { required: false, enrolled: false },
    });
    // The agent's own codes stay on.
    expect(await stateOf(agent.token)).toEqual({ required: true, enrolled: true });
  });
});
