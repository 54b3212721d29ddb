// What survives a reload: the session and the bet being sent, in localStorage (or in memory where the
// browser refuses storage).
import { ContainerModule } from 'inversify';
import type { StorageProvider } from '../adapters/storage/json-storage.ts';
import { LocalPendingBetStore } from '../adapters/storage/local-pending-bet-store.ts';
import { LocalSessionStore } from '../adapters/storage/local-session-store.ts';
import { PendingBetStore } from '../core/ports/pending-bet-store.ts';
import { SessionStore } from '../core/ports/session-store.ts';

export function storageModule(storage: StorageProvider): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<SessionStore>(SessionStore).toDynamicValue(() => new LocalSessionStore(storage));
    bind<PendingBetStore>(PendingBetStore).toDynamicValue(() => new LocalPendingBetStore(storage));
  });
}
