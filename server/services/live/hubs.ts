// One ResultHub per app (per ServiceContext): the stream route and the publish hook find the same one.
import type { ServiceContext } from '../context.ts';
import { ResultHub, type ResultHubOptions } from './result-hub.ts';

const hubs = new WeakMap<ServiceContext, ResultHub>();

export function hubOf(ctx: ServiceContext, options?: ResultHubOptions): ResultHub {
  let hub = hubs.get(ctx);
  if (hub === undefined) {
    hub = new ResultHub(ctx, options);
    hubs.set(ctx, hub);
  }
  return hub;
}
