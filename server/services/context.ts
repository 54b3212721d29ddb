// What every service needs: the database and the clock (the server's clock is the only one that decides).
import type { Kysely } from 'kysely';
import type { Clock } from '../../src/core/ports/clock.ts';
import type { Database } from '../store/schema.ts';

export interface ServiceContext {
  db: Kysely<Database>;
  clock: Clock;
  /** Operating limits; defaults apply where absent (tests lift some). */
  limits?: { loginsPerMinute?: number; captchaAfterFailures?: number };
}
