// The end of a login attempt, shared by the password step (login.ts) and the code step (two-factor.ts):
// the refusals of a settled attempt, and the session a granted one gets.
import { ApiError } from './api-error.ts';
import type { ServiceContext } from './context.ts';
import type { Settlement } from './login-lock.ts';
import { IDLE_LIMIT_MS, startSession } from './sessions.ts';

export interface LoginSuccess {
  /** S106: logged in, but every call except NeedChangePwd and Logout is refused until it is changed. */
  status: 'S100' | 'S106';
  token: string;
  /** Seconds of idleness the token survives (it slides with every call; 12 hours at most in all). */
  expiresIn: number;
}

/**
 * The refusals of a settled attempt: E106 [minutes] (locked; [minutes, 'codes'] when wrong two-factor codes
 * locked it), E111 (wrong), E131 [status] (not active: 'suspended' or 'blocked'); returns if granted.
 */
export function throwUnlessGranted(
  settled: Settlement,
): asserts settled is Extract<Settlement, { outcome: 'granted' }> {
  if (settled.outcome === 'locked') throw lockedError(settled.minutes, settled.byCodes === true);
  if (settled.outcome === 'wrong') throw new ApiError('E111');
  // Told only to whoever knows the password, so the status of an account is no oracle for guessers; the
  // status itself lets the app tell a suspended or blocked user to contact their agent.
  if (settled.status !== 'active') throw new ApiError('E131', [settled.status]);
}

/** E106 with the minutes left, and 'codes' when wrong two-factor codes caused the lock. */
export const lockedError = (minutes: number, byCodes: boolean): ApiError =>
  new ApiError('E106', byCodes ? [minutes, 'codes'] : [minutes]);

export async function startLoggedIn(
  ctx: ServiceContext,
  userId: number,
  mustChangePassword: boolean,
): Promise<LoginSuccess> {
  const token = await startSession(ctx, userId);
  return { status: mustChangePassword ? 'S106' : 'S100', token, expiresIn: IDLE_LIMIT_MS / 1000 };
}
