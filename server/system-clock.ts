// The server's clock: the only one that decides (product decisions §3). Tests pass a fake instead.
import type { Clock } from '../src/core/ports/clock.ts';

export const systemClock: Clock = { now: () => Date.now() };
