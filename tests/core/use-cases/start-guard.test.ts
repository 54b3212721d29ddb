// The guard's first check started early (src/app/main.tsx): the first guard takes its answer, asking nothing
// twice; a later guard asks again.
import { describe, expect, it } from 'vitest';
import { createUseCases } from '../../../src/core/use-cases/use-cases.ts';
import { API_BASE, loginDataFor, makeFakes } from './fakes.ts';

const session = { Pin: '8888', LoginId: 'member1', AuthToken: 'tok-1' };

describe('startGuard', () => {
  it('fetches the config and the login data once; the first guard with nothing in memory takes that answer', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    const useCases = createUseCases(fakes.deps);

    useCases.startGuard();
    useCases.startGuard();
    expect(fakes.sites.calls).toEqual(['8888']);
    const result = await useCases.guardSession({ session: null, loginData: null });

    expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('Member1') });
    expect(fakes.sites.calls).toEqual(['8888']);
    expect(fakes.accounts.loginDataCalls).toBe(1);

    await useCases.guardSession({ session: null, loginData: null });
    expect(fakes.accounts.loginDataCalls).toBe(2);
  });

  it('a guard that has the login data in memory does not take the early answer', async () => {
    const fakes = makeFakes();
    fakes.sessions.session = session;
    fakes.connection.open(API_BASE, 'tok-1');
    const useCases = createUseCases(fakes.deps);
    useCases.startGuard();
    const loginData = loginDataFor('member1', 500);
    await expect(useCases.guardSession({ session, loginData })).resolves.toEqual({
      kind: 'continue',
      session,
      loginData,
    });
  });
});
