// The Connection port for the fetch adapters: where calls go (the site's API base) and the bearer token
// they carry. One instance per app (a singleton in the container); ApiClient reads it on every call, so a
// login, a restored session or a logout takes effect for every service at once.
import { injectable } from 'inversify';
import type { Connection } from '../../core/ports/connection.ts';

@injectable()
export class FetchConnection implements Connection {
  #apiBase: string | null = null;
  #token: string | null = null;

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
