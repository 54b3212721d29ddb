// Answers that say the session is over, whichever call got them: "session timed out" (E102), "signed in
// elsewhere" (E104), "account status changed" (E105). The HTTP adapter reports each one it sees on a call
// that carried the session's token; the app ends the session at once with the message, instead of each
// screen showing the error (with a "Try again" that can only fail again) until the next ping.
import type { ServiceError } from '../domain/service-error.ts';

export interface SessionEndings {
  /** `listener` hears every ending until the returned function is called. */
  subscribe(listener: (error: ServiceError) => void): () => void;
}

export const SessionEndings = Symbol.for('SessionEndings');
