// A refusal with a catalogue code. Services throw it; the edge (http/error-handler.ts) turns it into the
// envelope and its HTTP status (http/http-status.ts). Anything else thrown is a fault: 500, E101, logged.
// It lives with the services, not in http/, because it says what was refused, not how HTTP carries it.

import type { StatusCode } from '../../contract/envelope.ts';

export class ApiError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly params?: readonly (string | number)[],
    readonly field?: string,
  ) {
    super(status);
    this.name = 'ApiError';
  }
}
