// Platform services: timers for the ping and retry pauses, Web Crypto for ClientRefs.
import { ContainerModule } from 'inversify';
import { CryptoIdSource } from '../adapters/browser/crypto-id-source.ts';
import { IntervalScheduler } from '../adapters/browser/interval-scheduler.ts';
import { IdSource } from '../core/ports/id-source.ts';
import { Scheduler } from '../core/ports/scheduler.ts';

export const browserModule = new ContainerModule(({ bind }) => {
  bind<Scheduler>(Scheduler).to(IntervalScheduler);
  bind<IdSource>(IdSource).to(CryptoIdSource);
});
