// The menu the navbar's menu button opens: a sheet from the bottom listing the menu entries (routes.ts).
// Escape, the close button, a tap outside or the phone's Back closes it (use-back-dismiss.ts); choosing an
// entry navigates in its place and closes it. The sheet is never taller than the screen: its heading with
// the close button stays in view and the list scrolls under it (navbar.css).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menuFor } from './routes.ts';
import { useBackDismiss } from './use-back-dismiss.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';

export function MenuSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const role = useSnapshot(sessionState).loginData?.role;
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const { close } = useBackDismiss(onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <div className="menu-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div className="menu-sheet" role="dialog" aria-modal="true" aria-label={t('menu-title')} ref={panel}>
        <div className="menu-head">
          <h2>{t('menu-title')}</h2>
          <button type="button" className="menu-close" onClick={close} aria-label={t('menu-close')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="m6 5-1 1 6 6-6 6 1 1 6-6 6 6 1-1-6-6 6-6-1-1-6 6z" />
            </svg>
          </button>
        </div>
        <nav className="menu-list">
          <ul>
            {menuFor(role).map((entry) => (
              <li key={entry.path}>
                <Link
                  to={entry.path}
                  replace
                  aria-current={pathname === entry.path ? 'page' : undefined}
                  onClick={(event) => {
                    // The page it is on: nothing to open, only the sheet to close.
                    if (pathname === entry.path) {
                      event.preventDefault();
                      close();
                    } else onClose();
                  }}
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
