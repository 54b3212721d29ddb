// A refused login that also says whether the next attempt must bring a solved challenge (the token
// call's `challenge_required`): the login form then shows the challenge before the next try.
import { ServiceError } from './service-error.ts';

export class LoginRefusal extends ServiceError {
  constructor(
    status: string,
    params: readonly (string | number)[],
    /** The next attempt must bring a solved challenge. */
    readonly challengeRequired: boolean,
  ) {
    super(status, params);
    this.name = 'LoginRefusal';
  }
}

/** Whether a login's failure asks for the challenge before the next try (E100 always does). */
export const challengeRequiredBy = (error: ServiceError): boolean =>
  error.status === 'E100' || (error instanceof LoginRefusal && error.challengeRequired);
