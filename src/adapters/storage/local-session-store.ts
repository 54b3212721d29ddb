// SessionStore over localStorage, key `session` (docs/product.md S3; docs/product.md D10): the JSON of
// {Pin, LoginId, AuthToken}, read back only if it still has that shape (isSession). The offline copy (the
// last login data and its API base) sits under its own key, `session-offline`, so `session` keeps exactly
// the specification's three fields.
//
// The copy's amounts are cents, and it says so (`money: 'cents'`). A copy without the marker was written by
// an app from before the login data became cents: its figures are the wire's units, read back through the
// HTTP adapter's own mapper, so an upgraded app opening offline shows the same balance, not one a hundredth
// of it. A copy that cannot be read either way is dropped, as any corrupt entry is.
import type { LoginData as WireLoginData } from '../../../contract/login-data.ts';
import { isSession, type Session } from '../../core/domain/session.ts';
import type { OfflineCopy, SessionStore } from '../../core/ports/session-store.ts';
import { loginDataOf } from '../http/wire-login-data.ts';
import { JsonStorageSlot, type StorageProvider } from './json-storage.ts';

export const SESSION_KEY = 'session';
export const OFFLINE_COPY_KEY = 'session-offline';

/** What is stored: the copy in cents with its marker, or (left by an older app) in the wire's units. */
type StoredOfflineCopy =
  (OfflineCopy & { money: 'cents' }) | { apiBase: string; loginData: WireLoginData; money?: undefined };

/** The shape the offline start reads: an API base and login data naming its user (checked, not trusted). */
function isStoredOfflineCopy(value: unknown): value is StoredOfflineCopy {
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
  private readonly offline: JsonStorageSlot<StoredOfflineCopy>;

  constructor(storage: StorageProvider) {
    this.slot = new JsonStorageSlot(storage, SESSION_KEY, isSession);
    this.offline = new JsonStorageSlot(storage, OFFLINE_COPY_KEY, isStoredOfflineCopy);
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
    const stored = this.offline.load();
    if (stored === null) return null;
    if (stored.money === 'cents') return { apiBase: stored.apiBase, loginData: stored.loginData };
    try {
      return { apiBase: stored.apiBase, loginData: loginDataOf(stored.loginData) };
    } catch {
      this.offline.clear();
      return null;
    }
  }

  saveOffline(copy: OfflineCopy): void {
    this.offline.save({ apiBase: copy.apiBase, loginData: copy.loginData, money: 'cents' });
  }
}
