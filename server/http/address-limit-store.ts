// The per-address call limit of the login routes, kept in the database (address_hits) instead of each
// process's memory: two server processes on one PostgreSQL must not allow twice as many logins. A store
// for @fastify/rate-limit: one row per route, address and one-minute window, counted with an upsert, so
// concurrent calls (from any process) each get their own count. Time comes from the service's clock.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { ServiceContext } from '../services/context.ts';

/** A store class for @fastify/rate-limit's `store` option, bound to the service's database and clock. */
export function addressLimitStore(ctx: ServiceContext): FastifyRateLimitStoreCtor {
  class AddressLimitStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(ctx, `${this.route} ${key}`, timeWindow).then((result) => callback(null, result), (error: Error) => callback(error));
    }

    child(routeOptions: { path: string; method?: string | string[] }): FastifyRateLimitStore {
      return new AddressLimitStore(`${String(routeOptions.method ?? '')} ${routeOptions.path}`);
    }
  }
  return AddressLimitStore as unknown as FastifyRateLimitStoreCtor;
}

async function countHit(ctx: ServiceContext, bucket: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
  const now = ctx.clock.now();
  const windowStart = Math.floor(now / timeWindow) * timeWindow;
  const row = await ctx.db
    .insertInto('address_hits')
    .values({ bucket, window_start: new Date(windowStart), hits: 1 })
    .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql<number>`address_hits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  // The first call of a window clears windows long over (any bucket's): the table stays small.
  if (row.hits === 1) await ctx.db.deleteFrom('address_hits').where('window_start', '<', new Date(windowStart - timeWindow)).execute();
  return { current: row.hits, ttl: windowStart + timeWindow - now };
}
