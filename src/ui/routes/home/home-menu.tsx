// The home page's menu grid: the built screens of the shell's menu (routes.ts), then the language switch.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../components/language-select.tsx';
import { MENU } from '../../components/shell/routes.ts';

const ICONS: Record<string, ReactNode> = {
  sheet: <path d="M5 3h10l4 4v14H5zm9 1v4h4M8 11h8v1.5H8zm0 4h8v1.5H8z" />,
  receipts: <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zm3 5v1.5h6V7zm0 4v1.5h6V11zm0 4v1.5h4V15z" />,
  member: <path d="M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 10c4.4 0 8 2 8 4.5V21H4v-3.5C4 15 7.6 13 12 13z" />,
  changepassword: <path d="M7 10V7a5 5 0 0 1 10 0v3h2v11H5V10zm2 0h6V7a3 3 0 0 0-6 0zm3 4a1.5 1.5 0 0 0-1 2.6V18h2v-1.4a1.5 1.5 0 0 0-1-2.6z" />,
  logout: <path d="M4 3h9v2H6v14h7v2H4zm11 4 5 5-5 5-1.4-1.4 2.6-2.6H9v-2h7.2l-2.6-2.6z" />,
};

export function HomeMenu() {
  const { t } = useTranslation('shell');
  const { t: th } = useTranslation('home');
  return (
    <nav className="home-menu" aria-label={th('menu-label')}>
      <ul>
        {MENU.filter((entry) => entry.onHome).map((entry) => (
          <li key={entry.path}>
            <Link to={entry.path} replace={entry.name === 'logout'}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">{ICONS[entry.name]}</svg>
              <span>{t(entry.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="home-language">
        <LanguageSelect />
      </div>
    </nav>
  );
}
