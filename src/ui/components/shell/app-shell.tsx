// The root layout of every route: start-up (splash until the brand images are in), the brand on the page
// (colours, favicon, theme colour, document title), the tap sound. Screens render below.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { installTapSound } from '../../tap-sound.ts';
import { lastPin } from '../../state/last-pin.ts';
import { applyBrand, linkManifest } from '../brand/apply-brand.ts';
import { activeBrand, brandState } from '../brand/brand-state.ts';
import { brandIconUrl, DEFAULT_BRAND, documentTitle } from '../brand/brand.ts';
import { titleKeyOf } from './routes.ts';
import { AppStatus } from './app-status.tsx';
import { Splash } from './splash.tsx';
import { preloadImages } from './startup.ts';

/**
 * `onReload`: how to take a new version (main.tsx passes the service worker's update).
 * `until`: what the splash waits for besides the brand images: the opened screen's chunks and messages,
 * so the first screen renders without suspending (a Suspense fallback would hold it back ~300 ms).
 */
export function AppShell({
  onReload = () => window.location.reload(),
  until,
}: {
  onReload?: () => void;
  until?: Promise<unknown>;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { loginData } = useSnapshot(sessionState);
  const brand = activeBrand(loginData, useSnapshot(brandState));
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const remembered = brandState.remembered;
    const images = preloadImages([brandIconUrl(DEFAULT_BRAND), ...(remembered ? [brandIconUrl(remembered)] : [])]);
    void Promise.all([images, until]).then(() => setStarted(true));
    return installTapSound();
  }, [until]);

  // Keyed by value: activeBrand builds a new object on every render.
  const brandJson = JSON.stringify(brand);
  useEffect(() => {
    applyBrand(JSON.parse(brandJson) as typeof brand);
    // The manifest of the remembered pin's site: the app installs as the brand the user logs in to.
    linkManifest(lastPin());
  }, [brandJson]);

  const titleKey = titleKeyOf(pathname);
  const pageTitle = titleKey === null ? null : t(titleKey);
  useEffect(() => {
    document.title = documentTitle(brand.title, pageTitle);
  }, [brand.title, pageTitle]);

  if (!started) return <Splash />;
  return (
    <>
      <AppStatus onReload={onReload} />
      <Suspense fallback={<Splash />}>
        <Outlet />
      </Suspense>
    </>
  );
}
