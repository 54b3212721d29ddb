// Two-factor codes (docs/api/two-factor.md): the login's code step, and the account's settings (turn codes
// on; an agent turns a downline's on or off and resets them). Refusals are ServiceErrors (E110, E111, E103…).
import type { LoginGrant } from './auth-service.ts';

export interface TwoFactorState {
  /** Codes are asked at every login. */
  required: boolean;
  /** A secret is set up (false until the first code after a QR scan confirms it). */
  enrolled: boolean;
}

export interface TwoFactorService {
  /** The code step after S107 / S108: a session, or E110 (challenge spent or stale), E111, E106. */
  answerChallenge(challenge: string, code: string): Promise<LoginGrant>;
  /** `userId`: a downline's login name; the session's own account when absent. */
  state(userId?: string): Promise<TwoFactorState>;
  setRequired(required: boolean, userId?: string): Promise<TwoFactorState>;
  reset(userId: string): Promise<TwoFactorState>;
  /**
   * Codes off, one's own (`userId` absent) or a downline's, proved by `code`: the caller's current code
   * (required when the caller has codes: V104; wrong or used E111; too many wrong E106), none otherwise.
   */
  turnOff(code: string, userId?: string): Promise<TwoFactorState>;
}

export const TwoFactorService = Symbol.for('TwoFactorService');
