// SessionStore over localStorage, key `session` (docs/product.md S3; docs/product.md D10): the JSON of
// {Pin, LoginId, AuthToken}, read back only if it still has that shape (isSession).
import { isSession, type Session } from '../../core/domain/session.ts';
import type { SessionStore } from '../../core/ports/session-store.ts';
import { JsonStorageSlot, type StorageProvider } from './json-storage.ts';

export const SESSION_KEY = 'session';

export class LocalSessionStore implements SessionStore {
  private readonly slot: JsonStorageSlot<Session>;

  constructor(storage: StorageProvider) {
    this.slot = new JsonStorageSlot(storage, SESSION_KEY, isSession);
  }

  load(): Session | null {
    const session = this.slot.load();
    // Only the three fields the specification names: anything else stored beside them is not carried on.
    return session === null ? null : { Pin: session.Pin, LoginId: session.LoginId, AuthToken: session.AuthToken };
  }

  save(session: Session): void {
    this.slot.save({ Pin: session.Pin, LoginId: session.LoginId, AuthToken: session.AuthToken });
  }

  clear(): void {
    this.slot.clear();
  }
}
