// Logging in: find the site, get a token, keep the session, then load the player state — except after
// S106, when nothing else may be called until the password is changed.
import { describe, expect, it } from 'vitest';
import { login } from '../../../src/core/use-cases/login.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';
import { API_BASE, loginDataFor, makeFakes, refusal } from './fakes.ts';

describe('login', () => {
  it('S100: opens the site, saves the session with the token, loads the login data (server spelling wins)', async () => {
    const fakes = makeFakes();
    fakes.auth.loginAnswer = { status: 'S100', token: 'tok-100' };
    fakes.accounts.loginDataAnswer = loginDataFor('Member1');

    const result = await login(fakes.deps, { pin: ' 8888 ', username: ' member1 ', password: 'Demo2026' });

    expect(result).toEqual({
      next: 'home',
      session: { Pin: '8888', LoginId: 'Member1', AuthToken: 'tok-100' },
      loginData: loginDataFor('Member1'),
    });
    expect(fakes.sites.calls).toEqual(['8888']);
    expect(fakes.auth.logins).toEqual([{ pin: '8888', username: 'member1', password: 'Demo2026' }]);
    expect(fakes.connection.apiBase).toBe(API_BASE);
    expect(fakes.connection.token).toBe('tok-100');
    expect(fakes.sessions.session).toEqual({ Pin: '8888', LoginId: 'Member1', AuthToken: 'tok-100' });
    // The session is kept before the login data is asked for, so a reload in between restores it.
    expect(fakes.log).toEqual([
      `site 8888`,
      `open ${API_BASE}`,
      'login member1',
      'token tok-100',
      'session saved member1',
      'loginData',
      'session saved Member1',
    ]);
  });

  it('passes the solved challenge on when given', async () => {
    const fakes = makeFakes();
    await login(fakes.deps, { pin: '8888', username: 'member1', password: 'p', captcha: 'c' });
    expect(fakes.auth.logins[0]).toEqual({ pin: '8888', username: 'member1', password: 'p', captcha: 'c' });
  });

  it('S106: saves the session and goes to the password change without calling for the login data', async () => {
    const fakes = makeFakes();
    fakes.auth.loginAnswer = { status: 'S106', token: 'tok-106' };

    const result = await login(fakes.deps, { pin: '8888', username: 'newbie', password: 'Demo2026' });

    expect(result).toEqual({
      next: 'change-password',
      session: { Pin: '8888', LoginId: 'newbie', AuthToken: 'tok-106' },
    });
    expect(fakes.accounts.loginDataCalls).toBe(0);
    expect(fakes.sessions.session?.AuthToken).toBe('tok-106');
    expect(fakes.connection.token).toBe('tok-106');
  });

  it('a refused login (E111) throws its status and keeps no session', async () => {
    const fakes = makeFakes();
    fakes.auth.loginAnswer = refusal('E111');
    const failure = await login(fakes.deps, { pin: '8888', username: 'member1', password: 'wrong' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).status).toBe('E111');
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.accounts.loginDataCalls).toBe(0);
  });

  it('an unknown pin stops before the token call', async () => {
    const fakes = makeFakes();
    fakes.sites.answer = refusal('E120');
    await expect(login(fakes.deps, { pin: '0000', username: 'member1', password: 'x' })).rejects.toMatchObject({
      status: 'E120',
    });
    expect(fakes.auth.logins).toEqual([]);
  });
});
