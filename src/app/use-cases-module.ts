// The use-cases over the bound ports: one UseCases object, built once, which is all the UI calls to
// change state (it reads the formatting and result ports directly).
import { ContainerModule, type ResolutionContext } from 'inversify';
import { AccountService } from '../core/ports/account-service.ts';
import { AuthService } from '../core/ports/auth-service.ts';
import { BetService } from '../core/ports/bet-service.ts';
import { Connection } from '../core/ports/connection.ts';
import { IdSource } from '../core/ports/id-source.ts';
import { PendingBetStore } from '../core/ports/pending-bet-store.ts';
import { Scheduler } from '../core/ports/scheduler.ts';
import { SessionStore } from '../core/ports/session-store.ts';
import { SiteDirectory } from '../core/ports/site-directory.ts';
import { createUseCases, UseCases } from '../core/use-cases/use-cases.ts';
import type { UseCaseDeps } from '../core/use-cases/deps.ts';
import { TwoFactorService } from '../core/ports/two-factor-service.ts';
import { createTwoFactorUseCases, TwoFactorUseCases } from '../core/use-cases/two-factor.ts';

const depsOf = (context: ResolutionContext): UseCaseDeps => ({
  sites: context.get<SiteDirectory>(SiteDirectory),
  connection: context.get<Connection>(Connection),
  auth: context.get<AuthService>(AuthService),
  accounts: context.get<AccountService>(AccountService),
  bets: context.get<BetService>(BetService),
  sessions: context.get<SessionStore>(SessionStore),
  pendingBets: context.get<PendingBetStore>(PendingBetStore),
  ids: context.get<IdSource>(IdSource),
  scheduler: context.get<Scheduler>(Scheduler),
});

export const useCasesModule = new ContainerModule(({ bind }) => {
  bind<UseCases>(UseCases).toDynamicValue((context) => createUseCases(depsOf(context)));
  // The two-factor use-cases: their own object, used by the lazy code step and the security settings.
  bind<TwoFactorUseCases>(TwoFactorUseCases).toDynamicValue((context) =>
    createTwoFactorUseCases(depsOf(context), context.get<TwoFactorService>(TwoFactorService)),
  );
});
