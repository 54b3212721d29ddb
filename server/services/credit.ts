// Credit (product decisions §8): an agent hands each downline a credit limit out of its own; what a user
// can still use is its limit less what it gave to downlines and what its open bets reserve. Part 2 (bets)
// adds the reserved stakes; until then they are zero.
import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';

export interface CreditUsage {
  limitCents: number;
  /** Sum of the direct downlines' credit limits. */
  givenCents: number;
  /** Stakes of open (unsettled, unvoided) bets placed for this user. */
  reservedCents: number;
  /** limit − given − reserved; never negative while the rules hold. */
  availableCents: number;
}

export async function creditUsage(db: ServiceContext['db'], userId: number): Promise<CreditUsage> {
  const user = await db.selectFrom('users').select('credit_limit_cents').where('id', '=', userId).executeTakeFirstOrThrow();
  const given = await db
    .selectFrom('users')
    .select(sql<string>`coalesce(sum(credit_limit_cents), 0)`.as('total'))
    .where('parent_id', '=', userId)
    .executeTakeFirstOrThrow();
  const limitCents = Number(user.credit_limit_cents);
  const givenCents = Number(given.total);
  const reservedCents = 0;
  return { limitCents, givenCents, reservedCents, availableCents: limitCents - givenCents - reservedCents };
}
