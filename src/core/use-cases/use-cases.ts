// The use-cases bound to their ports, as one object the container provides (token `UseCases`): each one
// holds a rule (the session, exactly-once betting, the guard's early start). A plain read with no rule of its
// own (the balance, the bet limits, the login data) the UI takes from the AccountService port.
import type { LoginData, TopContent } from '../domain/login-data.ts';
import type { VoidItem } from '../ports/bet-service.ts';
import type { ServiceError } from '../domain/service-error.ts';
import type { Session } from '../domain/session.ts';
import type { PasswordChange } from '../ports/auth-service.ts';
import { changePassword } from './change-password.ts';
import type { UseCaseDeps } from './deps.ts';
import { guardSession, type GuardResult } from './session-guard.ts';
import { login, type LoginInput, type LoginResult } from './login.ts';
import { logout } from './logout.ts';
import { startPing } from './ping.ts';
import { placeBet, resolvePendingBet, type BetDraft, type PendingResolution, type PlaceResult } from './place-bet.ts';
import { voidBets } from './void-bet.ts';

export interface UseCases {
  login(input: LoginInput): Promise<LoginResult>;
  guardSession(memory: { session: Session | null; loginData: LoginData | null }): Promise<GuardResult>;
  /**
   * Starts the guard's first check at once, before the guard's own code has loaded (src/app/main.tsx on a
   * guarded URL): the site's config and the login data come while the app still starts. The next guard
   * with nothing in memory takes this answer instead of asking again.
   */
  startGuard(): void;
  startPing(handlers: {
    onContent: (content: TopContent) => void;
    onFailure: (error: ServiceError) => void;
  }): () => void;
  logout(): Promise<void>;
  changePassword(
    change: PasswordChange,
    options: { forced: boolean; ownLoginId: string },
  ): Promise<{ loggedOut: boolean }>;
  placeBet(loginId: string, draft: BetDraft): Promise<PlaceResult>;
  resolvePendingBet(loginId: string): Promise<PendingResolution>;
  /** Whether a bet of `loginId` waits to be resolved (read from the device, no call). */
  hasPendingBet(loginId: string): boolean;
  voidBets(guids: readonly string[]): Promise<VoidItem[]>;
}

export function createUseCases(deps: UseCaseDeps): UseCases {
  let early: Promise<GuardResult> | null = null;
  return {
    login: (input) => login(deps, input),
    guardSession: (memory) => {
      const started = early;
      early = null;
      if (started !== null && memory.loginData === null) return started;
      return guardSession(deps, memory);
    },
    startGuard: () => {
      early ??= guardSession(deps, { session: null, loginData: null });
    },
    startPing: (handlers) => startPing(deps, handlers),
    logout: () => logout(deps),
    changePassword: (change, options) => changePassword(deps, change, options),
    placeBet: (loginId, draft) => placeBet(deps, loginId, draft),
    resolvePendingBet: (loginId) => resolvePendingBet(deps, loginId),
    hasPendingBet: (loginId) => deps.pendingBets.load()?.loginId === loginId,
    voidBets: (guids) => voidBets(deps, guids),
  };
}

export const UseCases = Symbol.for('UseCases');
