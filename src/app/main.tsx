// Entry point: build the container, start the current screen (its chunk, and the session check of a guarded
// one), start i18n, mount the router. Nothing else starts here; the engine
// worker starts on the first parse (src/adapters/worker/worker-bet-engine.ts).
import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createContainer } from './container.ts';
import { UseCases } from '../core/use-cases/use-cases.ts';
import { ContainerProvider } from './container-context.tsx';
import { AppRoutes, openedScreenOf } from './router.tsx';
import { initI18n, preloadNamespaces } from '../ui/i18n/i18n.ts';
import { updateState } from '../ui/components/shell/app-status.tsx';
import { registerServiceWorker } from './service-worker.ts';
import { nextTask } from '../ui/when-idle.ts';
import '../ui/styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

// The service worker makes the next visit (and an offline one) open from the cache; a new version waits
// for the user's reload (the shell's notice).
registerServiceWorker(() => {
  updateState.ready = true;
});
// Evaluating the first download (React, the router, Inversify, i18next…) is one task already; each step
// below runs in a task of its own: one long start-up task blocks a tap for its whole length (Lighthouse's
// Total Blocking Time at 4× CPU).
// Start-up is an async function, not top-level awaits: the entry's evaluation must end before a chunk
// it imports can run, as React DOM's client (below) imports React from the entry's chunk.
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The guard's check of a stored session (the site's config and the login data: side by side for a
  // returning user, session-guard.ts) starts first, the longest chain of round trips before a guarded screen
  // shows; then the chunks of this URL's screen (a reload or a bookmark of a lazy screen), while i18n starts.
  const container = createContainer();
  const opened = openedScreenOf(window.location.pathname);
  if (opened.guarded) container.get<UseCases>(UseCases).startGuard();
  await nextTask();
  const chunks = opened.preload();
  await nextTask();
  await initI18n();
  const openedReady = Promise.all([chunks, preloadNamespaces(opened.namespaces)]);
  await nextTask();
  // React DOM's client is a third of the start-up code, and a CommonJS module: it runs when first required,
  // here, in a task of its own rather than in the first download's evaluation. Its chunk was fetched beside
  // the entry (a modulepreload link, vite.config.ts): no round trip.
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices that yield to the browser every few ms,
  // instead of one task of ~130 ms at 4× CPU. The splash in index.html shows until it commits.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ContainerProvider container={container}>
          <BrowserRouter>
            <AppRoutes until={openedReady} />
          </BrowserRouter>
        </ContainerProvider>
      </StrictMode>,
    );
  });
}

void start(root);
