// Registers the service worker (vite.config.ts builds it) and offers a new version: when a deploy's worker
// has installed and waits, `onUpdate` is called; `applyUpdate` lets it take over and reloads the page so
// every chunk comes from the same version. Plain navigator.serviceWorker (no workbox-window): a few
// hundred bytes in /login/'s download instead of two KB. Production builds only: the dev server has none.

let waiting: ServiceWorker | null = null;

export function registerServiceWorker(onUpdate: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const offer = (worker: ServiceWorker | null) => {
    // A waiting worker while a controller exists is a new version; the first install is not.
    if (worker === null || navigator.serviceWorker.controller === null) return;
    waiting = worker;
    onUpdate();
  };
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // Some embedders (and test browsers that block workers) resolve without a registration.
        if (registration === undefined) return;
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(installing);
          });
        });
      },
      () => {
        // No service worker (private mode, an old browser): the app works online as before.
      },
    );
  });
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (waiting === null) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
