// SiteDirectory over fetch: GET {configBase}/config/{pin} answers the site's API base as plain text
// (docs/product.md S7, docs/product.md D9). The config base is the page's own origin, handed in by the
// container; this adapter never reads `location` itself.
import type { BrandInfo } from '../../../contract/login-data.ts';
import { ServiceError } from '../../core/domain/service-error.ts';
import type { SiteDirectory } from '../../core/ports/site-directory.ts';
import { envelopeData, exchange, failureOf, isOk, REQUEST_TIMEOUT_MS, statusOf } from './api-client.ts';

export class HttpSiteDirectory implements SiteDirectory {
  constructor(
    private readonly configBase: string,
    private readonly timeoutMs = REQUEST_TIMEOUT_MS,
  ) {}

  async apiBaseFor(pin: string): Promise<string> {
    // An empty pin would ask for /config/ itself (the app's SPA fallback page): no such site.
    if (pin === '') throw new ServiceError('E120');
    const url = `${this.configBase.replace(/\/+$/, '')}/config/${encodeURIComponent(pin)}`;
    const answer = await exchange(
      url,
      { method: 'GET', headers: { accept: 'text/plain, application/json' } },
      this.timeoutMs,
    );
    // An unknown pin answers a catalogue envelope (E120); the base itself is bare text.
    if (!isOk(answer) || statusOf(answer.json) !== null) throw failureOf(answer);
    return secureApiBase(answer.text);
  }

  async brandFor(pin: string): Promise<BrandInfo | null> {
    if (pin === '') return null;
    const url = `${this.configBase.replace(/\/+$/, '')}/config/${encodeURIComponent(pin)}/brand`;
    const answer = await exchange(
      url,
      { method: 'GET', headers: { accept: 'application/json' }, credentials: 'omit' },
      this.timeoutMs,
    );
    if (statusOf(answer.json)?.status === 'E120') return null;
    return envelopeData<BrandInfo>(answer);
  }
}

// Loopback hosts are secure contexts to a browser, and `npm start`, the dev server and the e2e run there
// over plain http; forcing https on them would break every local run for no gain.
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOST.test(hostname);

/**
 * The API base the config answered, forced to https (docs/product.md S4) unless its host is loopback. A base
 * without a scheme gets https; anything that is not an http(s) address is E101, never a request to it.
 */
export function secureApiBase(text: string): string {
  const raw = text.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ServiceError('E101');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') throw new ServiceError('E101');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) url.protocol = 'https:';
  // Query and fragment are dropped: calls append their own paths and queries to the base.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
