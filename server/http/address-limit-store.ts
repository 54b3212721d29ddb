// The per-address call limit of the login routes as a store for @fastify/rate-limit: the counting itself is
// a service (services/address-hits.ts: in the database, so every server process shares one count); this
// only adapts it to the plugin's callback interface, one bucket per route and address.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { countAddressHit } from '../services/address-hits.ts';
import type { ServiceContext } from '../services/context.ts';

/** A store class for @fastify/rate-limit's `store` option, bound to the service context. */
export function addressLimitStore(ctx: ServiceContext): FastifyRateLimitStoreCtor {
  class AddressLimitStore implements FastifyRateLimitStore {
    constructor(private readonly route = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countAddressHit(ctx, `${this.route} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { path: string; method?: string | string[] }): FastifyRateLimitStore {
      return new AddressLimitStore(`${String(routeOptions.method ?? '')} ${routeOptions.path}`);
    }
  }
  return AddressLimitStore as unknown as FastifyRateLimitStoreCtor;
}
