// /settings/ (docs/product.md S2 "Settings"): every settings screen the caller's role has, then Logout,
// which ends the session through /logout/ (history replaced, so Back does not return here).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../../state/session-state.ts';
import { settingsEntries } from './settings-entries.ts';
import '../../../components/shell/shell.css';
import '../../../components/back-office/back-office.css';

// The house entry asks the server whether to show itself (TanStack Query and all): fetched only for an
// agent's menu, so a member's settings chunk does not carry it.
const HouseEntry = lazy(() =>
  import('../../../components/house/house-entry.tsx').then((module) => ({ default: module.HouseEntry })),
);

export function SettingsMenuScreen() {
  const { t } = useTranslation('settings');
  const { loginData } = useSnapshot(sessionState);
  return (
    <div className="screen">
      <main className="content">
        <nav aria-label={t('menu-label')}>
          <ul className="bo-list">
            {settingsEntries(loginData?.role).map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{t(entry.key)}</Link>
              </li>
            ))}
            {loginData?.role === 'agent' && (
              <Suspense fallback={null}>
                <HouseEntry />
              </Suspense>
            )}
          </ul>
        </nav>
        <Link to="/logout/" replace className="button button-quiet">
          {t('logout')}
        </Link>
      </main>
    </div>
  );
}
