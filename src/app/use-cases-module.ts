// The use-cases over the bound ports: one UseCases object, built once, which is all the UI calls to
// change state (it reads the formatting and result ports directly).
import { ContainerModule } from 'inversify';
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

export const useCasesModule = new ContainerModule(({ bind }) => {
  bind<UseCases>(UseCases).toDynamicValue((context) =>
    createUseCases({
      sites: context.get<SiteDirectory>(SiteDirectory),
      connection: context.get<Connection>(Connection),
      auth: context.get<AuthService>(AuthService),
      accounts: context.get<AccountService>(AccountService),
      bets: context.get<BetService>(BetService),
      sessions: context.get<SessionStore>(SessionStore),
      pendingBets: context.get<PendingBetStore>(PendingBetStore),
      ids: context.get<IdSource>(IdSource),
      scheduler: context.get<Scheduler>(Scheduler),
    }),
  );
});
