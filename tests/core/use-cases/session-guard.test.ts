// The session guard's four branches (docs/product.md S4) and its failures: a refusal forgets the session, no
// answer keeps it. A returning user's login data is asked for at the stored API base while the config
// answers, and the config's answer decides.
import { describe, expect, it } from 'vitest';
import { guardSession } from '../../../src/core/use-cases/session-guard.ts';
import { API_BASE, loginDataFor, makeFakes, refusal, settle, transportFailure } from './fakes.ts';

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

  describe('a returning user with an API base stored', () => {
    const STORED = 'https://stored.example.test';
    const returning = (apiBase = STORED, loginId = 'member1') => {
      const fakes = makeFakes();
      fakes.sessions.session = session;
      fakes.sessions.offline = { apiBase, loginData: loginDataFor(loginId, 111) };
      return fakes;
    };
    /** The config's answer held back until the test lets it go. */
    const holdConfig = (fakes: ReturnType<typeof makeFakes>) => {
      let answer!: (apiBase: string) => void;
      fakes.sites.apiBaseFor = (pin) => {
        fakes.log.push(`site ${pin}`);
        return new Promise((resolve) => (answer = resolve));
      };
      return (apiBase: string) => answer(apiBase);
    };

    it('asks for the login data at the stored base before the config has answered', async () => {
      const fakes = returning(API_BASE);
      const answerConfig = holdConfig(fakes);

      const guard = guardSession(fakes.deps, { session: null, loginData: null });
      await settle();
      expect(fakes.log).toEqual(['site 8888', `open ${API_BASE} tok-1`, 'loginData']);
      answerConfig(API_BASE);

      await expect(guard).resolves.toEqual({ kind: 'continue', session, loginData: loginDataFor('Member1') });
      expect(fakes.accounts.loginDataCalls).toBe(1);
      expect(fakes.sessions.offline).toEqual({ apiBase: API_BASE, loginData: loginDataFor('Member1') });
    });

    it('the config answering another base re-opens the connection there and asks again', async () => {
      const fakes = returning(STORED);
      fakes.sites.answer = API_BASE;

      const result = await guardSession(fakes.deps, { session: null, loginData: null });

      expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('Member1') });
      expect(fakes.log).toEqual([
        'site 8888',
        `open ${STORED} tok-1`,
        'loginData',
        `open ${API_BASE} tok-1`,
        'loginData',
      ]);
      expect(fakes.connection.apiBase).toBe(API_BASE);
      expect(fakes.sessions.offline?.apiBase).toBe(API_BASE);
    });

    it('an old base that never answers does not hold the guard once the config names another', async () => {
      const fakes = returning(STORED);
      fakes.sites.answer = API_BASE;
      const loginData = fakes.accounts.loginData.bind(fakes.accounts);
      let calls = 0;
      fakes.accounts.loginData = () => {
        calls += 1;
        fakes.log.push(`loginData at ${fakes.connection.apiBase}`);
        return calls === 1 ? new Promise<never>(() => {}) : loginData();
      };

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
        kind: 'continue',
        loginData: loginDataFor('Member1'),
      });
      expect(fakes.log).toContain(`loginData at ${STORED}`);
      expect(fakes.log).toContain(`loginData at ${API_BASE}`);
    });

    it("no answer from the stored base falls back to the config's base", async () => {
      const fakes = returning(STORED);
      fakes.accounts.loginDataAnswer = transportFailure();
      fakes.sites.answer = API_BASE;
      let calls = 0;
      const loginData = fakes.accounts.loginData.bind(fakes.accounts);
      fakes.accounts.loginData = () => {
        calls += 1;
        if (calls === 2) fakes.accounts.loginDataAnswer = loginDataFor('member1', 900);
        return loginData();
      };

      const result = await guardSession(fakes.deps, { session: null, loginData: null });

      expect(result).toEqual({ kind: 'continue', session, loginData: loginDataFor('member1', 900) });
      expect(fakes.connection.apiBase).toBe(API_BASE);
      expect(calls).toBe(2);
    });

    it("a refusal from an old base is not the site's: the config's base is asked and its answer stands", async () => {
      const fakes = returning(STORED);
      fakes.accounts.loginDataAnswer = refusal('E104');
      fakes.sites.answer = API_BASE;
      const loginData = fakes.accounts.loginData.bind(fakes.accounts);
      fakes.accounts.loginData = () => {
        const answer = loginData();
        fakes.accounts.loginDataAnswer = loginDataFor('member1', 420);
        return answer;
      };

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
        kind: 'continue',
        loginData: loginDataFor('member1', 420),
      });
      expect(fakes.sessions.session).toEqual(session);
    });

    it('a refusal at the base the config confirms forgets the session, as before', async () => {
      const fakes = returning(API_BASE);
      fakes.accounts.loginDataAnswer = refusal('E104');

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
        kind: 'failed',
        status: 'E104',
      });
      expect(fakes.accounts.loginDataCalls).toBe(1);
      expect(fakes.sessions.session).toBeNull();
      expect(fakes.connection.apiBase).toBeNull();
    });

    it('a config refusing the pin wins over the login data the stored base gave', async () => {
      const fakes = returning(API_BASE);
      fakes.sites.answer = refusal('E120');

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toMatchObject({
        kind: 'failed',
        status: 'E120',
      });
      expect(fakes.sessions.session).toBeNull();
    });

    it('no answer from the config keeps the login data the stored base gave, online', async () => {
      const fakes = returning(API_BASE);
      fakes.sites.answer = transportFailure();

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toEqual({
        kind: 'continue',
        session,
        loginData: loginDataFor('Member1'),
      });
    });

    it('no answer from either continues offline on the copy', async () => {
      const fakes = returning(API_BASE);
      fakes.sites.answer = transportFailure();
      fakes.accounts.loginDataAnswer = transportFailure();

      await expect(guardSession(fakes.deps, { session: null, loginData: null })).resolves.toEqual({
        kind: 'continue',
        session,
        loginData: loginDataFor('member1', 111),
        offline: true,
      });
      expect(fakes.accounts.loginDataCalls).toBe(1);
      expect(fakes.connection.apiBase).toBe(API_BASE);
    });

    it("another user's stored base is not used: the config is asked first", async () => {
      const fakes = returning(STORED, 'member2');

      await guardSession(fakes.deps, { session: null, loginData: null });

      expect(fakes.log).toEqual(['site 8888', `open ${API_BASE} tok-1`, 'loginData']);
    });
  });
});
