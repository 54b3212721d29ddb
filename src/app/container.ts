// The one composition root: which adapter implements which port. One ContainerModule per adapter group
// (Theia style), singletons by default, so the whole app shares one clock and one engine worker.
import { Container, ContainerModule } from 'inversify';
import { SystemClock } from '../adapters/clock/system-clock.ts';
import { createBetEngine } from '../adapters/worker/create-bet-engine.ts';
import { BetEngine } from '../core/ports/bet-engine.ts';
import { Clock } from '../core/ports/clock.ts';

export const clockModule = new ContainerModule(({ bind }) => {
  bind<Clock>(Clock).to(SystemClock);
});

export const engineModule = new ContainerModule(({ bind }) => {
  // A factory, not a class binding: the choice between worker and in-thread depends on the environment.
  bind<BetEngine>(BetEngine).toDynamicValue(() => createBetEngine());
});

export function createContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // Inversify 8: load() is synchronous as long as no module's load function is async.
  container.load(clockModule, engineModule);
  return container;
}
