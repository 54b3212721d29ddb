// Finds a site's API base from its pin (specification §4 and §7: GET {config address}{pin} answers the
// base as text). Adapters force https except for a loopback host (docs/client/adapters.md).
export interface SiteDirectory {
  apiBaseFor(pin: string): Promise<string>;
}

export const SiteDirectory = Symbol.for('SiteDirectory');
