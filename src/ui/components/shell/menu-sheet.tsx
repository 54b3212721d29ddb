// The menu the navbar's menu button opens: a sheet from the bottom listing the menu entries (routes.ts).
// Escape, the close button or a tap outside closes it; choosing an entry navigates and closes it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menuFor } from './routes.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';

export function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const role = useSnapshot(sessionState).loginData?.role;
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="menu-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="menu-sheet" role="dialog" aria-modal="true" aria-label={t('menu-title')} ref={panel}>
        <div className="menu-head">
          <h2>{t('menu-title')}</h2>
          <button type="button" className="menu-close" onClick={onClose} aria-label={t('menu-close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="m6 5-1 1 6 6-6 6 1 1 6-6 6 6 1-1-6-6 6-6-1-1-6 6z" /></svg>
          </button>
        </div>
        <nav>
          <ul>
            {menuFor(role).map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  replace={entry.name === 'logout'}
                  aria-current={pathname === entry.path ? 'page' : undefined}
                  onClick={onClose}
                >
                  {t(entry.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
