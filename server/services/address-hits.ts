// The per-address call counts of the login routes, kept in the database (address_hits) instead of each
// process's memory: two server processes on one PostgreSQL must not allow twice as many logins. One row per
// route, address and window, counted with an upsert, so concurrent calls (from any process) each get their
// own count. Time comes from the service's clock. The edge's rate-limit store (http/address-limit-store.ts)
// calls this.
import { sql } from 'kysely';
import type { ServiceContext } from './context.ts';

/** Counts one call in `bucket`'s current window: the count so far and the milliseconds the window has left. */
export async function countAddressHit(
  ctx: ServiceContext,
  bucket: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const now = ctx.clock.now();
  const windowStart = Math.floor(now / timeWindow) * timeWindow;
  const row = await ctx.db
    .insertInto('address_hits')
    .values({ bucket, window_start: new Date(windowStart), hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`address_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  // The first call of a window clears windows long over (any bucket's): the table stays small.
  if (row.hits === 1)
    await ctx.db
      .deleteFrom('address_hits')
      .where('window_start', '<', new Date(windowStart - timeWindow))
      .execute();
  return { current: row.hits, ttl: windowStart + timeWindow - now };
}
