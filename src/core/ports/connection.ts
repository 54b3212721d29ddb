// The address and bearer token every service call uses. Use-cases open it after finding the site and
// close it at logout; adapters read it on each call, so one place decides where calls go.
export interface Connection {
  open(apiBase: string, token?: string): void;
  setToken(token: string): void;
  close(): void;
  readonly apiBase: string | null;
}

export const Connection = Symbol.for('Connection');
