// The router's errorElement on the top route, so it covers every screen, present and future: whatever
// a screen throws while rendering (or a lazy chunk that cannot load) ends here, never in React Router's
// English "Unexpected Application Error!". A chunk missing after a deploy reloads the page once by itself;
// anything else says so in the user's language, with a button to reload.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { chunkReloadDue, isChunkLoadFailure, reloadForChunk } from './chunk-reload.ts';
import './shell.css';

export function RouteError() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  // Decided once, on the first render: a reload is due for a missing chunk unless one was just done.
  const [reloading] = useState(() => isChunkLoadFailure(error) && chunkReloadDue());

  useEffect(() => {
    if (reloading) reloadForChunk();
  }, [reloading]);

  if (reloading) return <div className="splash" role="status" aria-live="polite"><div className="spinner" aria-hidden="true" /></div>;
  return (
    <main className="route-error" role="alert">
      <h1>{t('error-title')}</h1>
      <p>{t('error-text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>{t('error-reload')}</button>
    </main>
  );
}
