// How the login page learns a pin's brand before anyone logs in (GET /config/{pin}/brand). The UI may
// not speak HTTP, so the lookup is handed in by the composition root (src/app/main.tsx) through context.
import { createContext, useContext } from 'react';
import type { BrandInfo } from '../../../../contract/login-data.ts';

/** Resolves to the brand of a pin, or null for an unknown pin; rejects when the server cannot be reached. */
export type BrandLookup = (pin: string) => Promise<BrandInfo | null>;

const BrandLookupContext = createContext<BrandLookup>(() => Promise.resolve(null));

export const BrandLookupProvider = BrandLookupContext.Provider;

export function useBrandLookup(): BrandLookup {
  return useContext(BrandLookupContext);
}
