// Whether the browser says it is online (navigator.onLine and its online/offline events): BET is off while
// offline (docs/product.md D10), since a bet sent into no network can only come back unresolved.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener('online', onChange);
  globalThis.addEventListener('offline', onChange);
  return () => {
    globalThis.removeEventListener('online', onChange);
    globalThis.removeEventListener('offline', onChange);
  };
}

const isOnline = () => globalThis.navigator?.onLine ?? true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
