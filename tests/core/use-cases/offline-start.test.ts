// The installed app opened without a connection: the guard continues on the stored copy of the login data
// (marked offline) instead of sending the player to /login/, and a ping that gets no answer is not a reason
// to log out. A refusal still ends the session.
import { describe, expect, it } from 'vitest';
import { guardSession } from '../../../src/core/use-cases/session-guard.ts';
import { login } from '../../../src/core/use-cases/login.ts';
import { startPing } from '../../../src/core/use-cases/ping.ts';
import { API_BASE, loginDataFor, makeFakes, refusal, settle, topContentOf, transportFailure } from './fakes.ts';

const session = { Pin: '8888', LoginId: 'member1', AuthToken: 'tok-1' };

describe('offline start', () => {
  it('a guard that got its login data keeps a copy with the API base', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.accounts.loginDataAnswer = loginDataFor('member1', 640);
    await guardSession(fakes.deps, { session: null, loginData: null });
    expect(fakes.sessions.offline).toEqual({ apiBase: API_BASE, loginData: loginDataFor('member1', 640) });
  });

  it('a login keeps the copy too', async () => {
    const fakes = makeFakes();
    fakes.accounts.loginDataAnswer = loginDataFor('member1', 500);
    await login(fakes.deps, { pin: '8888', username: 'member1', password: 'pw' });
    expect(fakes.sessions.offline?.loginData.balanceCents).toBe(500);
  });

  it('no answer with a stored copy continues offline on it, with the connection opened at its API base', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.sessions.offline = { apiBase: API_BASE, loginData: loginDataFor('member1', 320) };
    // Neither the config nor the stored API base answers (the login data is asked for there meanwhile).
    fakes.sites.answer = transportFailure();
    fakes.accounts.loginDataAnswer = transportFailure();

    const result = await guardSession(fakes.deps, { session: null, loginData: null });

    expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('member1', 320), offline: true });
    expect(fakes.connection.apiBase).toBe(API_BASE);
    expect(fakes.connection.token).toBe('tok-1');
    expect(fakes.sessions.session).toEqual(session);
  });

  it("another user's copy is not used: the guard fails with E101 as before", async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.sessions.offline = { apiBase: API_BASE, loginData: loginDataFor('member2') };
    fakes.sites.answer = transportFailure();
    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
      kind: 'failed',
      status: 'E101',
    });
  });

  it('a refusal forgets the session and its copy, offline or not', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.sessions.offline = { apiBase: API_BASE, loginData: loginDataFor('member1') };
    fakes.accounts.loginDataAnswer = refusal('E104');
    await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
      kind: 'failed',
      status: 'E104',
    });
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.sessions.offline).toBeNull();
  });

  it('a ping without an answer is not a failure: the ping goes on and reports the next answer', async () => {
    const fakes = makeFakes();
    fakes.accounts.topContentAnswers = [transportFailure(), topContentOf(700)];
    const failures: string[] = [];
    const balances: number[] = [];
    startPing(fakes.deps, {
      onContent: (content) => balances.push(content.balanceCents),
      onFailure: (error) => failures.push(error.status),
    });
    fakes.scheduler.tick();
    await settle();
    fakes.scheduler.tick();
    await settle();
    expect(failures).toEqual([]);
    expect(balances).toEqual([700]);
    expect(fakes.scheduler.tasks.size).toBe(1);
  });
});
