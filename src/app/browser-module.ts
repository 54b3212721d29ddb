// Platform services: timers for the ping and retry pauses, Web Crypto for ClientRefs.
import { ContainerModule } from 'inversify';
import { CryptoIdSource } from '../adapters/browser/crypto-id-source.ts';
import { IntervalScheduler } from '../adapters/browser/interval-scheduler.ts';
import { EventSourceResultStream } from '../adapters/browser/event-source-result-stream.ts';
import { ServiceWorkerPushSubscriber } from '../adapters/browser/service-worker-push-subscriber.ts';
import { PushSubscriber } from '../core/ports/push-subscriber.ts';
import { ResultStream } from '../core/ports/result-stream.ts';
import { IdSource } from '../core/ports/id-source.ts';
import { Scheduler } from '../core/ports/scheduler.ts';

export const browserModule = new ContainerModule(({ bind }) => {
  bind<Scheduler>(Scheduler).to(IntervalScheduler);
  bind<IdSource>(IdSource).to(CryptoIdSource);
  bind<ResultStream>(ResultStream).toConstantValue(new EventSourceResultStream());
  bind<PushSubscriber>(PushSubscriber).toConstantValue(new ServiceWorkerPushSubscriber());
});
