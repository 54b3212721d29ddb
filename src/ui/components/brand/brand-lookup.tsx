// How the login page learns a pin's brand before anyone logs in: the SiteDirectory port's brandFor
// (GET /config/{pin}/brand), reached through the container like every other port.
import { useMemo } from 'react';
import type { BrandInfo } from '../../../../contract/login-data.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { SiteDirectory } from '../../../core/ports/site-directory.ts';

/** Resolves to the brand of a pin, or null for an unknown pin; rejects when the server cannot be reached. */
export type BrandLookup = (pin: string) => Promise<BrandInfo | null>;

export function useBrandLookup(): BrandLookup {
  const sites = useInjection<SiteDirectory>(SiteDirectory);
  // The same function on every render, so effects that depend on it do not rerun (and restart their debounce).
  return useMemo(() => (pin: string) => sites.brandFor(pin), [sites]);
}
