// The login page wears the brand of the pin being typed: looked up (GET /config/{pin}/brand) once the
// typing pauses, so each keystroke is not a request. An unknown pin shows the default brand; a failed
// lookup (offline) leaves the brand as it was.
import { useEffect } from 'react';
import { useBrandLookup } from '../../components/brand/brand-lookup.tsx';
import { brandActions } from '../../components/brand/brand-state.ts';
import { DEFAULT_BRAND } from '../../components/brand/brand.ts';
import { isPin } from '../../state/last-pin.ts';

export const PIN_BRAND_DEBOUNCE_MS = 400;

export function usePinBrand(pin: string): void {
  const lookup = useBrandLookup();
  useEffect(() => {
    const trimmed = pin.trim();
    if (!isPin(trimmed)) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      lookup(trimmed).then(
        (brand) => {
          if (live) brandActions.pinBrand(brand ?? DEFAULT_BRAND);
        },
        () => {},
      );
    }, PIN_BRAND_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pin, lookup]);
}
