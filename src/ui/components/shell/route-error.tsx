// The fallback of the error boundary around every route (src/app/router.tsx), so it covers every screen,
// present and future: whatever a screen throws while rendering (or a lazy chunk that cannot load) ends
// here, never in a blank page or an English stack. A chunk missing after a deploy reloads the page once by itself;
// anything else says so in the user's language, with a button to reload.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FallbackProps } from 'react-error-boundary';
import { chunkReloadDue, isChunkLoadFailure, reloadForChunk } from './chunk-reload.ts';
import './shell.css';

export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const { t } = useTranslation('shell');
  // Decided once, on the first render: a reload is due for a missing chunk unless one was just done.
  const [reloading] = useState(() => isChunkLoadFailure(error) && chunkReloadDue());

  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);

  if (reloading)
    return (
      <div className="splash" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
      </div>
    );
  return (
    <main className="route-error" role="alert">
      <h1>{t('error-title')}</h1>
      <p>{t('error-text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error-reload')}
      </button>
    </main>
  );
}
