// Everything the use-cases need, as ports. The app's container builds it once (src/app); tests build it
// from fakes. Plain functions over this object: no decorators in the core.
import type { AccountService } from '../ports/account-service.ts';
import type { AuthService } from '../ports/auth-service.ts';
import type { BetService } from '../ports/bet-service.ts';
import type { Connection } from '../ports/connection.ts';
import type { IdSource } from '../ports/id-source.ts';
import type { PendingBetStore } from '../ports/pending-bet-store.ts';
import type { Scheduler } from '../ports/scheduler.ts';
import type { SessionStore } from '../ports/session-store.ts';
import type { SiteDirectory } from '../ports/site-directory.ts';

export interface UseCaseDeps {
  sites: SiteDirectory;
  connection: Connection;
  auth: AuthService;
  accounts: AccountService;
  bets: BetService;
  sessions: SessionStore;
  pendingBets: PendingBetStore;
  ids: IdSource;
  scheduler: Scheduler;
}
