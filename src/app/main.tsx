// Entry point: build the container, start i18n, mount the first screen. Nothing else starts here; the
// engine worker starts on the first parse (src/adapters/worker/worker-bet-engine.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from './container.ts';
import { ContainerProvider } from './container-context.tsx';
import { initI18n } from '../ui/i18n/i18n.ts';
import { SheetScreen } from '../ui/routes/sheet/sheet-screen.tsx';
import '../ui/styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');

await initI18n();
createRoot(root).render(
  <StrictMode>
    <ContainerProvider container={createContainer()}>
      <SheetScreen />
    </ContainerProvider>
  </StrictMode>,
);
