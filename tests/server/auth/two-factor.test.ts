// Two-factor codes on a fake clock: turning them on → S108 with the QR's secret → the first code
// confirms it → S107 at every later login → only the right code gives the session. Wrong codes, replays,
// stale and spent challenges (E110), ±1 step of drift accepted and ±2 refused, 5 wrong codes, an agent's
// reset and the access rules of the settings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpOf } from '../../../server/services/two-factor.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const STEP = 30_000;
const MINUTE = 60_000;

interface TokenBody {
  status: string;
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  secret?: string;
  otpauth_uri?: string;
}

async function passwordStep(username: string, password = 'Demo2026'): Promise<TokenBody> {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password, client_id: '8888' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBeLessThan(500);
  return response.json() as TokenBody;
}

async function codeStep(challenge: string, code: string): Promise<TokenBody & { http: number }> {
  const response = await server.call(undefined, {
    method: 'POST',
    url: '/masterapi/token/code',
    payload: new URLSearchParams({ challenge, code }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['cache-control']).toBe('no-store');
  return { ...(response.json() as TokenBody), http: response.statusCode };
}

const codeAt = (secret: string, offsetMs = 0) => totpOf(secret).generate({ timestamp: server.clock.now() + offsetMs });
/** A code that is none of the accepted ones (the right one's digits shifted), never right by chance. */
const wrongCode = (secret: string) => String((Number(codeAt(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function settings(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await server.call(token, { method, url, ...(payload ? { payload } : {}) });
  return response.json() as { status: string; data?: { required: boolean; enrolled: boolean } };
}

/** A session call that answers 200 for a live session and 401 for anything else. */
async function sessionWorks(token: string): Promise<boolean> {
  const response = await server.call(token, { method: 'GET', url: '/masterapi/Account/TwoFactor' });
  return response.statusCode === 200;
}

let secret = '';

describe('enrolment and the code step', () => {
  it('turns codes on from the account itself; the next login answers S108 with the QR, the first code confirms it', async () => {
    const session = await server.login('member1');
    expect(await settings(session, 'POST', '/masterapi/Account/TwoFactor', { required: true })).toMatchObject({
      status: 'S100',
      data: { required: true, enrolled: false },
    });

    const enrol = await passwordStep('member1');
    expect(enrol).toMatchObject({ status: 'S108', token_type: 'challenge', expires_in: 300 });
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauth_uri).toContain(`secret=${enrol.secret}`);
    expect(enrol.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Tikam:member1\?/);
    // The challenge is not a session.
    expect(await sessionWorks(enrol.access_token!)).toBe(false);
    secret = enrol.secret!;

    const confirmed = await codeStep(enrol.access_token!, codeAt(secret));
    expect(confirmed).toMatchObject({ status: 'S100', token_type: 'bearer' });
    expect(await sessionWorks(confirmed.access_token!)).toBe(true);
    expect((await settings(confirmed.access_token!, 'GET', '/masterapi/Account/TwoFactor')).data).toEqual({
      required: true,
      enrolled: true,
    });
  });

  it('asks for the code (S107) at every later login, and only the right code gives the session', async () => {
    server.clock.advance(STEP);
    const step = await passwordStep('member1');
    expect(step).toMatchObject({ status: 'S107', token_type: 'challenge', expires_in: 300 });
    expect(step.secret).toBeUndefined();
    expect(step.otpauth_uri).toBeUndefined();
    expect(await codeStep(step.access_token!, wrongCode(secret))).toMatchObject({ status: 'E111' });
    expect(await codeStep(step.access_token!, 'abc')).toMatchObject({ status: 'E111' });
    const granted = await codeStep(step.access_token!, codeAt(secret));
    expect(granted.status).toBe('S100');
    expect(await sessionWorks(granted.access_token!)).toBe(true);
    // The challenge is spent.
    server.clock.advance(STEP);
    expect(await codeStep(step.access_token!, codeAt(secret))).toMatchObject({ status: 'E110', http: 200 });
  });

  it('refuses a code already used (a replay within its window), and takes the next step’s code', async () => {
    server.clock.advance(STEP);
    const first = await passwordStep('member1');
    const code = codeAt(secret);
    expect((await codeStep(first.access_token!, code)).status).toBe('S100');
    const second = await passwordStep('member1');
    expect((await codeStep(second.access_token!, code)).status).toBe('E111');
    server.clock.advance(STEP);
    expect((await codeStep(second.access_token!, codeAt(secret))).status).toBe('S100');
  });

  it('lets a challenge expire after 5 minutes (E110: log in again)', async () => {
    server.clock.advance(STEP);
    const step = await passwordStep('member1');
    server.clock.advance(5 * MINUTE);
    expect((await codeStep(step.access_token!, codeAt(secret))).status).toBe('E110');
    expect((await codeStep('not-a-challenge', codeAt(secret))).status).toBe('E110');
  });

  it('accepts ±1 step of clock drift and refuses ±2', async () => {
    server.clock.advance(5 * STEP);
    const step = await passwordStep('member1');
    expect((await codeStep(step.access_token!, codeAt(secret, -2 * STEP))).status).toBe('E111');
    expect((await codeStep(step.access_token!, codeAt(secret, 2 * STEP))).status).toBe('E111');
    expect((await codeStep(step.access_token!, codeAt(secret, -STEP))).status).toBe('S100');
    const next = await passwordStep('member1');
    expect((await codeStep(next.access_token!, codeAt(secret, STEP))).status).toBe('S100');
  });

  it('allows 5 wrong codes, counted with the login failures: the fifth locks the account', async () => {
    server.clock.advance(5 * STEP);
    const step = await passwordStep('member1');
    const answers = [];
    for (let index = 0; index < 5; index++) answers.push(await codeStep(step.access_token!, wrongCode(secret)));
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual(['E111', 'E111', 'E111', 'E111']);
    // The lock names its cause, so the app says "wrong codes", not "wrong passwords".
    expect(answers[4]).toMatchObject({ status: 'E106', params: [15, 'codes'] });
    // The right code now: the lock says so while it lasts.
    expect(await codeStep(step.access_token!, codeAt(secret))).toMatchObject({ status: 'E106', params: [15, 'codes'] });
    expect((await passwordStep('member1')).status).toBe('E106');
    server.clock.advance(16 * MINUTE);
    // After the lock, the old challenge is dead: only a new one may try again.
    expect((await codeStep(step.access_token!, codeAt(secret))).status).toBe('E110');
    expect((await passwordStep('member1')).status).toBe('S107');
  });

  it('counts wrong codes across password logins: a right password clears nothing, the 5th wrong code locks', async () => {
    server.clock.advance(31 * MINUTE);
    const answers: string[] = [];
    let last = '';
    // The attack: the right password, one wrong code, again and again (each login a fresh challenge).
    for (let login = 0; login < 5; login++) {
      const step = await passwordStep('member1');
      expect(step.status).toBe('S107');
      last = step.access_token!;
      answers.push((await codeStep(last, wrongCode(secret))).status);
    }
    expect(answers).toEqual(['E111', 'E111', 'E111', 'E111', 'E106']);
    // The right code is then refused, on the last challenge and on any new login.
    expect((await codeStep(last, codeAt(secret))).status).toBe('E106');
    expect((await passwordStep('member1')).status).toBe('E106');
    // Two wrong codes per login lock just the same, at the 5th.
    server.clock.advance(16 * MINUTE);
    const spread: string[] = [];
    for (let login = 0; login < 3; login++) {
      const step = await passwordStep('member1');
      expect(step.status).toBe('S107');
      for (let guess = 0; guess < 2; guess++)
        spread.push((await codeStep(step.access_token!, wrongCode(secret))).status);
    }
    expect(spread).toEqual(['E111', 'E111', 'E111', 'E111', 'E106', 'E106']);
    // Once the lock is over, a new challenge and the right code let the owner in, and clear the count.
    server.clock.advance(16 * MINUTE);
    const fresh = await passwordStep('member1');
    expect((await codeStep(fresh.access_token!, codeAt(secret))).status).toBe('S100');
    const count = await server.ctx.db.selectFrom('code_failures').selectAll().execute();
    expect(count).toEqual([]);
  });
});

describe('who may change the second factor', () => {
  it('lets an agent reset a downline’s: the next login scans a new QR (S108)', async () => {
    const agent = await server.login('agent1');
    expect(await settings(agent, 'POST', '/masterapi/Account/ResetTwoFactor', { userId: 'member1' })).toMatchObject({
      status: 'S100',
      data: { required: true, enrolled: false },
    });
    const enrol = await passwordStep('member1');
    expect(enrol.status).toBe('S108');
    expect(enrol.secret).not.toBe(secret);
    expect((await codeStep(enrol.access_token!, codeAt(secret))).status).toBe('E111');
    server.clock.advance(STEP);
    expect((await codeStep(enrol.access_token!, codeAt(enrol.secret!))).status).toBe('S100');
  });

  it('refuses an agent outside the subtree, and a member resetting or turning off its own', async () => {
    const stranger = await server.login('agentx');
    expect((await settings(stranger, 'POST', '/masterapi/Account/ResetTwoFactor', { userId: 'member1' })).status).toBe(
      'E103',
    );
    expect((await settings(stranger, 'GET', '/masterapi/Account/TwoFactor?userId=member1')).status).toBe('E103');
    const member = await server.login('member2');
    expect((await settings(member, 'POST', '/masterapi/Account/TwoFactor', { required: false })).status).toBe('E103');
    expect((await settings(member, 'POST', '/masterapi/Account/ResetTwoFactor', { userId: 'member2' })).status).toBe(
      'E103',
    );
    expect(
      (await settings(member, 'POST', '/masterapi/Account/TwoFactor', { userId: 'member1', required: false })).status,
    ).toBe('E103');
  });

  it('lets an agent turn a downline’s codes on and off', async () => {
    const agent = await server.login('agent1');
    expect(
      (await settings(agent, 'POST', '/masterapi/Account/TwoFactor', { userId: 'member3', required: true })).data,
    ).toEqual({ required: true, enrolled: false });
    expect((await passwordStep('member3')).status).toBe('S108');
    expect(
      (await settings(agent, 'POST', '/masterapi/Account/TwoFactor', { userId: 'member3', required: false })).data,
    ).toEqual({ required: false, enrolled: false });
    expect((await passwordStep('member3')).status).toBe('S100');
  });
});
