// Finds a site's API base from its pin (docs/product.md S4 and S7: GET {config address}{pin} answers the
// base as text). Adapters force https except for a loopback host (docs/client/adapters.md).
import type { BrandInfo } from '../../../contract/login-data.ts';

export interface SiteDirectory {
  apiBaseFor(pin: string): Promise<string>;
  /** The brand of a site before anyone logs in (GET /config/{pin}/brand): null for an unknown pin. */
  brandFor(pin: string): Promise<BrandInfo | null>;
}

export const SiteDirectory = Symbol.for('SiteDirectory');
