// Entry point: build the container, start i18n, mount the router. Nothing else starts here; the engine
// worker starts on the first parse (src/adapters/worker/worker-bet-engine.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { BrandInfo } from '../../contract/login-data.ts';
import { createContainer } from './container.ts';
import { ContainerProvider } from './container-context.tsx';
import { createRouter } from './router.tsx';
import { initI18n } from '../ui/i18n/i18n.ts';
import { BrandLookupProvider, type BrandLookup } from '../ui/components/brand/brand-lookup.tsx';
import '../ui/styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

/**
 * The login page's brand lookup: GET {config address}/config/{pin}/brand, the config address being this
 * page's origin (as for the API base). Here rather than in the UI, which speaks no HTTP. Unknown pin
 * (E120) → null; no answer → rejects.
 */
const lookupBrand: BrandLookup = async (pin) => {
  // AbortController rather than AbortSignal.timeout, which older embedded web views lack.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(`${location.origin}/config/${encodeURIComponent(pin)}/brand`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
      signal: controller.signal,
    });
    const body = (await response.json()) as { status?: string; data?: BrandInfo };
    return body.status === 'S100' && body.data !== undefined ? body.data : null;
  } finally {
    clearTimeout(timer);
  }
};

await initI18n();
createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={createContainer()}>
      <BrandLookupProvider value={lookupBrand}>
        <RouterProvider router={createRouter()} />
      </BrandLookupProvider>
    </ContainerProvider>
  </StrictMode>,
);
