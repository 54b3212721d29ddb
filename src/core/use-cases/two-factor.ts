// The two-factor use-cases: the login's code step (after S107 / S108) and turning codes off (the typed code
// trimmed first). Reading the state, turning codes on and resetting a downline are plain calls of the
// TwoFactorService port, which the screens take from the container. Bound as their own object (token
// TwoFactorUseCases) so the login's first download does not need them.
import type { TwoFactorService, TwoFactorState } from '../ports/two-factor-service.ts';
import type { UseCaseDeps } from './deps.ts';
import { finishLogin, type GrantedLogin } from './login.ts';

export interface CodeStep {
  pin: string;
  username: string;
  challenge: string;
  code: string;
}

export interface TwoFactorUseCases {
  /** The 6-digit code for a challenge: the login goes on as after a password (home or password change). */
  completeLogin(step: CodeStep): Promise<GrantedLogin>;
  /** Codes off (one's own, or a downline's) with the caller's fresh code (docs/api/two-factor.md). */
  turnOff(code: string, userId?: string): Promise<TwoFactorState>;
}

export function createTwoFactorUseCases(deps: UseCaseDeps, twoFactor: TwoFactorService): TwoFactorUseCases {
  return {
    async completeLogin(step) {
      const grant = await twoFactor.answerChallenge(step.challenge, step.code.trim());
      return finishLogin(deps, step.pin, step.username, grant);
    },
    turnOff: (code, userId) => twoFactor.turnOff(code.trim(), userId),
  };
}

export const TwoFactorUseCases = Symbol.for('TwoFactorUseCases');
