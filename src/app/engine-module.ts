// The bet engine: the Web Worker client in browsers, the in-thread twin elsewhere.
import { ContainerModule } from 'inversify';
import { createBetEngine } from '../adapters/worker/create-bet-engine.ts';
import { BetEngine } from '../core/ports/bet-engine.ts';

export const engineModule = new ContainerModule(({ bind }) => {
  // A factory, not a class binding: the choice between worker and in-thread depends on the environment.
  bind<BetEngine>(BetEngine).toDynamicValue(() => createBetEngine());
});
