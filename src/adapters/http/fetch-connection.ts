// The Connection port for the fetch adapters: where calls go (the site's API base) and the bearer token
// they carry. One instance per app (a singleton in the container); ApiClient reads it on every call, so a
// login, a restored session or a logout takes effect for every service at once. It is also where the
// answers that end the session are announced (SessionEndings): ApiClient reports them, the app listens.
import { injectable } from 'inversify';
import type { ServiceError } from '../../core/domain/service-error.ts';
import type { Connection } from '../../core/ports/connection.ts';
import type { SessionEndings } from '../../core/ports/session-endings.ts';

@injectable()
export class FetchConnection implements Connection, SessionEndings {
  #apiBase: string | null = null;
  #token: string | null = null;
  readonly #endingListeners = new Set<(error: ServiceError) => void>();

  subscribe(listener: (error: ServiceError) => void): () => void {
    this.#endingListeners.add(listener);
    return () => this.#endingListeners.delete(listener);
  }

  /** A call made with `token` was answered with a status that ends the session. */
  sessionEnded(token: string, error: ServiceError): void {
    // An answer to a session already replaced (a new login since the call left) says nothing of this one.
    if (token !== this.#token) return;
    for (const listener of [...this.#endingListeners]) listener(error);
  }

  get apiBase(): string | null {
    return this.#apiBase;
  }

  /** The bearer token, if any: only the HTTP adapters read it (the core never needs it back). */
  get token(): string | null {
    return this.#token;
  }

  open(apiBase: string, token?: string): void {
    // Paths are appended as '/FDAPI/…', so a trailing slash would double up.
    this.#apiBase = apiBase.replace(/\/+$/, '');
    this.#token = token ?? null;
  }

  setToken(token: string): void {
    this.#token = token;
  }

  close(): void {
    this.#apiBase = null;
    this.#token = null;
  }
}
