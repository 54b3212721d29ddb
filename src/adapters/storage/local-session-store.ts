// SessionStore over localStorage, key `session` (docs/product.md S3; docs/product.md D10): the JSON of
// {Pin, LoginId, AuthToken}, read back only if it still has that shape (isSession). The offline copy (the
// last login data and its API base) sits under its own key, `session-offline`, so `session` keeps exactly
// the specification's three fields.
import { isSession, type Session } from '../../core/domain/session.ts';
import type { OfflineCopy, SessionStore } from '../../core/ports/session-store.ts';
import { JsonStorageSlot, type StorageProvider } from './json-storage.ts';

export const SESSION_KEY = 'session';
export const OFFLINE_COPY_KEY = 'session-offline';

/** The shape the offline start reads: an API base and login data naming its user (checked, not trusted). */
function isOfflineCopy(value: unknown): value is OfflineCopy {
  if (typeof value !== 'object' || value === null) return false;
  const { apiBase, loginData } = value as Record<string, unknown>;
  return (
    typeof apiBase === 'string' &&
    apiBase !== '' &&
    typeof loginData === 'object' &&
    loginData !== null &&
    typeof (loginData as Record<string, unknown>).LoginId === 'string'
  );
}

export class LocalSessionStore implements SessionStore {
  private readonly slot: JsonStorageSlot<Session>;
  private readonly offline: JsonStorageSlot<OfflineCopy>;

  constructor(storage: StorageProvider) {
    this.slot = new JsonStorageSlot(storage, SESSION_KEY, isSession);
    this.offline = new JsonStorageSlot(storage, OFFLINE_COPY_KEY, isOfflineCopy);
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
    this.offline.clear();
  }

  loadOffline(): OfflineCopy | null {
    return this.offline.load();
  }

  saveOffline(copy: OfflineCopy): void {
    this.offline.save(copy);
  }
}
