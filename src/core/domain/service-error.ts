// A refused or failed call as a value with a catalogue code (docs/product.md S8), thrown by adapters and
// use-cases alike. The code is the UI's i18n key (`status-${status}`); the core never formats text.

export class ServiceError extends Error {
  constructor(
    /** A catalogue code: E101 for "network or other problem", V110 for maintenance, … */
    readonly status: string,
    readonly params: readonly (string | number)[] = [],
    /** True when no answer came back at all (offline, aborted, timed out): the call may have happened. */
    readonly transport = false,
  ) {
    super(`status ${status}`);
    this.name = 'ServiceError';
  }
}

/** E101's parameter when no answer came and the device said it was offline: the UI says so. */
export const OFFLINE_PARAM = 'offline';

/**
 * Statuses after which the session cannot go on (docs/product.md S8 "Handling"): maintenance, session lost
 * or timed out, signed in elsewhere, status changed, suspended, invalid user, location blocked. The app
 * shows the message and logs out to /login/.
 */
const LOGOUT_STATUSES: ReadonlySet<string> = new Set(['V110', 'E102', 'E104', 'E105', 'E106', 'E131', 'E303']);

export function forcesLogout(status: string): boolean {
  return LOGOUT_STATUSES.has(status);
}

/** Answers meaning the session itself is over: timed out or refused, signed in elsewhere, status changed. */
const SESSION_ENDED_STATUSES: ReadonlySet<string> = new Set(['E102', 'E104', 'E105']);

export function endsSession(status: string): boolean {
  return SESSION_ENDED_STATUSES.has(status);
}

/** Any thrown value as a ServiceError: unknown faults are E101, the generic network message. */
export function asServiceError(error: unknown): ServiceError {
  return error instanceof ServiceError ? error : new ServiceError('E101');
}
