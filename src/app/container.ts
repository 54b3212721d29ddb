// The one composition root: which adapter implements which port. One ContainerModule per adapter group
// (Theia style: *-module.ts beside this file), singletons by default, so the whole app shares one clock,
// one engine worker, one connection and one pending-bet record.
import { Container } from 'inversify';
import { browserLocalStorage, type StorageProvider } from '../adapters/storage/json-storage.ts';
import { browserModule } from './browser-module.ts';
import { clockModule } from './clock-module.ts';
import { engineModule } from './engine-module.ts';
import { httpModule } from './http-module.ts';
import { storageModule } from './storage-module.ts';
import { useCasesModule } from './use-cases-module.ts';
import { backOfficeModule } from './back-office-module.ts';

export interface ContainerOptions {
  /** Where GET /config/{pin} goes; the page's own origin by default. */
  configBase?: string;
  /** The Web Storage the session and the pending bet live in; localStorage by default. */
  storage?: StorageProvider;
}

export function createContainer(options: ContainerOptions = {}): Container {
  const configBase = options.configBase ?? globalThis.location.origin;
  const container = new Container({ defaultScope: 'Singleton' });
  // Inversify 8: load() is synchronous as long as no module's load function is async.
  container.load(
    clockModule,
    engineModule,
    httpModule(configBase),
    storageModule(options.storage ?? browserLocalStorage),
    browserModule,
    useCasesModule,
    backOfficeModule,
  );
  return container;
}
