// The server's clock: the only one that decides (docs/product.md D3). Tests pass a fake instead.
import type { Clock } from '../src/core/ports/clock.ts';

export const systemClock: Clock = { now: () => Date.now() };
