// Two notices above every screen: "you are offline" while the browser says so (the app still
// opens from the service worker's cache; BET stays off, see the sheet's bet rules), and "a new version is
// ready" with a reload once a deploy's service worker waits (src/app/service-worker.ts sets updateState).
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { useOnline } from '../../hooks/use-online.ts';
import './shell.css';

export const updateState = proxy({ ready: false });

export function AppStatus({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('shell');
  const online = useOnline();
  const { ready } = useSnapshot(updateState);
  if (online && !ready) return null;
  return (
    <div className="app-status">
      {!online && (
        <p className="notice notice-bad" role="status" data-testid="offline-notice">
          {t('offline-notice')}
        </p>
      )}
      {ready && (
        <div className="notice notice-good app-update" role="status">
          <span>{t('update-ready')}</span>
          <button type="button" className="button" onClick={onReload}>
            {t('update-reload')}
          </button>
        </div>
      )}
    </div>
  );
}
