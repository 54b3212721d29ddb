// The session guard's four branches (docs/product.md S4) and its failures: a refusal forgets the session, no
// answer keeps it.
import { describe, expect, it } from 'vitest';
import { guardSession } from '../../../src/core/use-cases/session-guard.ts';
import { API_BASE, loginDataFor, makeFakes, refusal, transportFailure } from './fakes.ts';

const session = { Pin: '8888', LoginId: 'member1', AuthToken: 'tok-1' };

describe('guardSession', () => {
  it('a session in memory with its login data continues at once, calling nothing', async () => {
    const fakes = makeFakes();
    fakes.connection.open(API_BASE, 'tok-1');
    fakes.log.length = 0;
    const loginData = loginDataFor('member1');

    await expect(guardSession(fakes.deps, { session, loginData })).resolves.toEqual({
      kind: 'continue',
      session,
      loginData,
    });
    expect(fakes.log).toEqual([]);
  });

  it('a session in memory without login data fetches it over the open connection', async () => {
    const fakes = makeFakes();
    fakes.connection.open(API_BASE, 'tok-1');
    fakes.accounts.loginDataAnswer = loginDataFor('member1', 750);

    const result = await guardSession(fakes.deps, { session, loginData: null });

    expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('member1', 750) });
    expect(fakes.sites.calls).toEqual([]);
    expect(fakes.accounts.loginDataCalls).toBe(1);
  });

  it('no session in memory but one stored: restores it, finds the site from its pin, fetches login data', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;

    const result = await guardSession(fakes.deps, { session: null, loginData: null });

    expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('Member1') });
    expect(fakes.sites.calls).toEqual(['8888']);
    expect(fakes.connection.apiBase).toBe(API_BASE);
    expect(fakes.connection.token).toBe('tok-1');
    expect(fakes.log).toEqual(['site 8888', `open ${API_BASE} tok-1`, 'loginData']);
  });

  it('no session at all goes to login without a call', async () => {
    const fakes = makeFakes();
    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toEqual({ kind: 'login' });
    expect(fakes.log).toEqual([]);
  });

  it('a failing login-data call reports its status and forgets the session', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.accounts.loginDataAnswer = refusal('E104');

    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toEqual({
      kind: 'failed',
      status: 'E104',
      params: [],
    });
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.connection.apiBase).toBeNull();
  });

  it('no answer at all (offline, or a reload aborting the call) is reported as E101 and keeps the stored session', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.sites.answer = transportFailure();

    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toEqual({
      kind: 'failed',
      status: 'E101',
      params: [],
    });
    expect(fakes.sessions.session).toEqual(session);
    expect(fakes.connection.apiBase).toBeNull();

    fakes.sites.answer = API_BASE;
    fakes.accounts.loginDataAnswer = transportFailure();
    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
      kind: 'failed',
      status: 'E101',
    });
    expect(fakes.sessions.session).toEqual(session);
  });
});
