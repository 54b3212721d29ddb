// Logout forgets the session whatever the server says; a password change logs out only for one's own.
import { describe, expect, it } from 'vitest';
import { changePassword } from '../../../src/core/use-cases/change-password.ts';
import { logout } from '../../../src/core/use-cases/logout.ts';
import { API_BASE, makeFakes, refusal, transportFailure } from './fakes.ts';

const session = { Pin: '8888', LoginId: 'agent1', AuthToken: 'tok-1' };

describe('logout', () => {
  it('ends the session on the server and forgets it here', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.connection.open(API_BASE, 'tok-1');
    await logout(fakes.deps);
    expect(fakes.auth.logouts).toBe(1);
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.connection.apiBase).toBeNull();
  });

  it.each([
    ['offline', transportFailure()],
    ['already ended', refusal('E102')],
  ])('clears even when the server call fails (%s)', async (_name, failure) => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.connection.open(API_BASE, 'tok-1');
    fakes.auth.logoutFailure = failure.fail;
    await expect(logout(fakes.deps)).resolves.toBeUndefined();
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.connection.apiBase).toBeNull();
  });

  it('/logout/ opened by URL (no connection open): revokes the stored session on the server through its pin', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    await logout(fakes.deps);
    expect(fakes.auth.logouts).toBe(1);
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.connection.apiBase).toBeNull();
  });

  it('with no connection and no stored session it calls nothing', async () => {
    const fakes = makeFakes();
    await logout(fakes.deps);
    expect(fakes.auth.logouts).toBe(0);
  });

  it('an unreachable config (pin lookup fails) still clears the stored session', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.sites.answer = transportFailure();
    await logout(fakes.deps);
    expect(fakes.auth.logouts).toBe(0);
    expect(fakes.sessions.session).toBeNull();
  });
});

describe('changePassword', () => {
  const change = (userId: string) => ({
    userId,
    oldPassword: 'Demo2026',
    newPassword: 'Fresh2027',
    confirmPassword: 'Fresh2027',
  });

  it("one's own password (any case) logs out: session and connection cleared", async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.connection.open(API_BASE, 'tok-1');
    await expect(
      changePassword(fakes.deps, change('AGENT1'), { forced: false, ownLoginId: 'agent1' }),
    ).resolves.toEqual({ loggedOut: true });
    expect(fakes.auth.changes).toEqual([{ change: change('AGENT1'), forced: false }]);
    expect(fakes.sessions.session).toBeNull();
    expect(fakes.connection.apiBase).toBeNull();
  });

  it("a downline player's password keeps the agent logged in", async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.connection.open(API_BASE, 'tok-1');
    await expect(
      changePassword(fakes.deps, change('member1'), { forced: false, ownLoginId: 'agent1' }),
    ).resolves.toEqual({ loggedOut: false });
    expect(fakes.sessions.session).toEqual(session);
    expect(fakes.connection.apiBase).toBe(API_BASE);
  });

  it('the forced change (after S106) goes through NeedChangePwd and logs out', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = { ...session, LoginId: 'newbie' };
    await expect(changePassword(fakes.deps, change('newbie'), { forced: true, ownLoginId: 'newbie' })).resolves.toEqual(
      { loggedOut: true },
    );
    expect(fakes.auth.changes[0]?.forced).toBe(true);
    expect(fakes.sessions.session).toBeNull();
  });

  it('a refused change (E112) is thrown and logs nobody out', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.auth.changeFailure = refusal('E112').fail;
    await expect(
      changePassword(fakes.deps, change('agent1'), { forced: false, ownLoginId: 'agent1' }),
    ).rejects.toMatchObject({ status: 'E112' });
    expect(fakes.sessions.session).toEqual(session);
  });
});
