// Chooses the BetEngine for this environment: the Web Worker where there is one (browsers), else the
// in-thread twin (Node, old embedded web views). Lazy start means choosing the worker costs nothing yet.
import type { BetEngine } from '../../core/ports/bet-engine.ts';
import { InThreadBetEngine } from './in-thread-bet-engine.ts';
import { WorkerBetEngine } from './worker-bet-engine.ts';

export function createBetEngine(): BetEngine {
  return typeof Worker !== 'undefined' ? new WorkerBetEngine() : new InThreadBetEngine();
}
