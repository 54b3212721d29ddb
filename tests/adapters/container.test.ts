// The composition root (src/app/container.ts) over the real server: every port resolves to one shared
// adapter, and the use-cases work end to end through them — including a reload in the middle, played as a
// second container over the same storage.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetAccepted } from '../../contract/bets.ts';
import { createContainer } from '../../src/app/container.ts';
import { FetchConnection } from '../../src/adapters/http/fetch-connection.ts';
import { AccountService } from '../../src/core/ports/account-service.ts';
import { AuthService } from '../../src/core/ports/auth-service.ts';
import { BetEngine } from '../../src/core/ports/bet-engine.ts';
import { BetService } from '../../src/core/ports/bet-service.ts';
import { Clock } from '../../src/core/ports/clock.ts';
import { Connection } from '../../src/core/ports/connection.ts';
import { Gmt8Format } from '../../src/core/ports/gmt8-format.ts';
import { IdSource } from '../../src/core/ports/id-source.ts';
import { PendingBetStore } from '../../src/core/ports/pending-bet-store.ts';
import { ResultFeed } from '../../src/core/ports/result-feed.ts';
import { DrawReports } from '../../src/core/ports/draw-reports.ts';
import { Scheduler } from '../../src/core/ports/scheduler.ts';
import { SessionStore } from '../../src/core/ports/session-store.ts';
import { SiteDirectory } from '../../src/core/ports/site-directory.ts';
import { UseCases } from '../../src/core/use-cases/use-cases.ts';
import { startListeningServer, type ListeningServer } from './support/listening-server.ts';
import { MemoryStorage } from './support/memory-storage.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
}, 60_000);
afterAll(() => server?.close());

const appOver = (storage: Storage) => createContainer({ configBase: server.origin, storage: () => storage });
const draft = {
  variant: 'regular' as const,
  request: { Currency: 'MYR', UserId: 'member1', BetString: 'D\n#1\n4321#1' },
};

describe('createContainer', () => {
  it('binds every port, once: the same instance on every request', () => {
    const container = appOver(new MemoryStorage());
    const tokens = [
      Clock,
      Gmt8Format,
      BetEngine,
      Connection,
      SiteDirectory,
      AuthService,
      AccountService,
      BetService,
      ResultFeed,
      DrawReports,
      SessionStore,
      PendingBetStore,
      IdSource,
      Scheduler,
      UseCases,
    ];
    for (const token of tokens) expect(container.get(token)).toBe(container.get(token));
    // One connection behind the port and behind every HTTP adapter.
    expect(container.get(Connection)).toBe(container.get(FetchConnection));
  });

  it('logs in through the use-cases, survives a reload, bets exactly once and logs out', async () => {
    const storage = new MemoryStorage();
    const useCases = appOver(storage).get<UseCases>(UseCases);

    const login = await useCases.login({ pin: '8888', username: 'MEMBER1', password: 'Demo2026' });
    expect(login.next).toBe('home');
    if (login.next !== 'home') throw new Error('no two-factor codes for member1');
    expect(login.session.LoginId).toBe('member1');
    expect(JSON.parse(storage.getItem('session') ?? 'null')).toEqual(login.session);

    // A reload: new container, nothing in memory, the stored session restores the connection.
    const reloadedApp = appOver(storage);
    const reloaded = reloadedApp.get<UseCases>(UseCases);
    const accounts = reloadedApp.get<AccountService>(AccountService);
    const guard = await reloaded.guardSession({ session: null, loginData: null });
    expect(guard).toMatchObject({ kind: 'continue', session: login.session, loginData: { LoginId: 'member1' } });

    const before = await accounts.balance();
    const placed = await reloaded.placeBet('member1', draft);
    expect(placed.kind).toBe('answered');
    expect(storage.getItem('pendingBet')).toBeNull();
    expect((await accounts.balance()).balanceCents).toBe(before.balanceCents - 100);

    await reloaded.logout();
    expect(storage.getItem('session')).toBeNull();
    await expect(accounts.loginData()).rejects.toMatchObject({ status: 'E102' });
  });

  it('a bet whose answer was lost before a reload resolves to its original answer, not a second bet', async () => {
    const storage = new MemoryStorage();
    const first = appOver(storage);
    await first.get<UseCases>(UseCases).login({ pin: '8888', username: 'member2', password: 'Demo2026' });
    const pending = {
      loginId: 'member2',
      variant: 'regular' as const,
      request: { Currency: 'MYR', UserId: 'member2', ClientRef: 'lost-answer-ref-1', BetString: 'D\n#1\n1111#1' },
    };
    // Written down and sent; the page died before the answer arrived.
    first.get<PendingBetStore>(PendingBetStore).save(pending);
    const sent = await first.get<BetService>(BetService).place(pending.request, 'regular');
    const guid = sent.kind === 'answered' ? (sent.items[0] as BetAccepted).GUID : 'none';

    const reloadedApp = appOver(storage);
    const reloaded = reloadedApp.get<UseCases>(UseCases);
    const accounts = reloadedApp.get<AccountService>(AccountService);
    await reloaded.guardSession({ session: null, loginData: null });
    const balance = await accounts.balance();
    const resolution = await reloaded.resolvePendingBet('member2');
    expect(resolution).toMatchObject({ kind: 'answered', items: [{ status: 'S100', GUID: guid }] });
    expect(storage.getItem('pendingBet')).toBeNull();
    expect(await accounts.balance()).toEqual(balance);
  });
});
