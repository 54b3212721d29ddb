// The home page's menu grid: the built screens of the shell's menu (routes.ts), then the language switch.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../components/language-select.tsx';
import { menuFor } from '../../components/shell/routes.ts';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { MyNumberHitBadge } from '../../components/my-numbers/my-number-hits.tsx';

export const ICONS: Record<string, ReactNode> = {
  sheet: <path d="M5 3h10l4 4v14H5zm9 1v4h4M8 11h8v1.5H8zm0 4h8v1.5H8z" />,
  // The forms: a ticket with lines (guided), digit columns (form 2), a clock (hourly).
  bet1: <path d="M4 4h16v11H4zm2 2v7h12V6zm3 11h2v4H9zm4 0h2v4h-2zM8 8h8v1.5H8zm0 2.5h5V12H8z" />,
  bet2: <path d="M3 4h4v16H3zm1.5 2v2h1V6zm0 5v2h1v-2zM10 4h4v16h-4zm1.5 7v2h1v-2zM17 4h4v16h-4zm1.5 10v2h1v-2z" />,
  bet3: (
    <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-1 3h2v5.2l3.5 2.1-1 1.7L11 13.3z" />
  ),
  results: <path d="M4 4h16v16H4zm2 2v12h12V6zm2 2h3v3H8zm5 0h3v3h-3zm-5 5h3v3H8zm5 0h3v3h-3z" />,
  // A magnifier over a grid of digits: a number's history, hot and cold.
  numbers: (
    <path d="M3 3h8v2H5v6H3zm2 10h2v4h4v2H5zm4-6h2v2H9zm4 0h4v2h-4zm-4 4h2v2H9zm8 1a4 4 0 0 1 3.3 6.3l2.2 2.2-1.4 1.4-2.2-2.2A4 4 0 1 1 17 12zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
  ),
  strike: <path d="M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z" />,
  payout: <path d="M3 6h18v12H3zm2 2v8h14V8zm7 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM6 10h2v4H6zm10 0h2v4h-2z" />,
  resultstext: <path d="M5 3h14v18H5zm2 2v14h10V5zm1 2h8v1.5H8zm0 3.5h8V12H8zm0 3.5h5v1.5H8z" />,
  receipts: <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zm3 5v1.5h6V7zm0 4v1.5h6V11zm0 4v1.5h4V15z" />,
  member: <path d="M12 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 10c4.4 0 8 2 8 4.5V21H4v-3.5C4 15 7.6 13 12 13z" />,
  changepassword: (
    <path d="M7 10V7a5 5 0 0 1 10 0v3h2v11H5V10zm2 0h6V7a3 3 0 0 0-6 0zm3 4a1.5 1.5 0 0 0-1 2.6V18h2v-1.4a1.5 1.5 0 0 0-1-2.6z" />
  ),
  // A shield with a tick: the two-factor codes and the sign-in security.
  security: (
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm0 2.2 6 2.2V11c0 3.9-2.5 7.4-6 8.8-3.5-1.4-6-4.9-6-8.8V6.4zm3.3 4.4L11 12.9l-2.3-2.3-1.4 1.4 3.7 3.7 5.7-5.7z" />
  ),
  settings: (
    <path d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.6 7.6 0 0 0-1.7-1L15 3h-4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.6 7.6 0 0 0 1.7 1L11 21h4l.4-2.7a7.6 7.6 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />
  ),
  report: <path d="M4 3h2v16h15v2H4zm4 9h3v5H8zm5-4h3v9h-3zm5-3h3v12h-3z" />,
  downlines: (
    <path d="M12 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM11 9h2v3h6v4h-2v-2h-4v2h-2v-2H7v2H5v-4h6zM3 17h6v5H3zm9 0h0zm-1.5 0h3v5h-3zM15 17h6v5h-6z" />
  ),
  // A gauge with its needle well over: how much the house stands to pay on a number.
  exposure: (
    <path d="M12 4a10 10 0 0 1 10 10v2H2v-2A10 10 0 0 1 12 4zm0 2a8 8 0 0 0-8 8h16a8 8 0 0 0-8-8zm4.2 2.4 1.4 1.4-4.2 4.2a1.5 1.5 0 1 1-1.4-1.4zM2 18h20v2H2z" />
  ),
  // A sheet with lines and a tick: the week's statement.
  statement: <path d="M5 2h10l4 4v16H5zm9 1.5V7h3.5zM8 10h8v2H8zm0 4h8v2H8zm0 4h5v2H8z" />,
  // A magnifier over a number: who bought it.
  whobought: (
    <path d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10zM8 8h1.5v4H8zm3 0h1.5v4H11z" />
  ),
  // A bookmark: the numbers the player keeps.
  mynumbers: <path d="M6 2h12v20l-6-4-6 4zm2 2v14.1l4-2.7 4 2.7V4zm2 3h4v2h-4zm0 4h4v2h-4z" />,
  logout: <path d="M4 3h9v2H6v14h7v2H4zm11 4 5 5-5 5-1.4-1.4 2.6-2.6H9v-2h7.2l-2.6-2.6z" />,
};

export function HomeMenu() {
  const { t } = useTranslation('shell');
  const role = useSnapshot(sessionState).loginData?.role;
  const { t: th } = useTranslation('home');
  return (
    <nav className="home-menu" aria-label={th('menu-label')}>
      <ul>
        {menuFor(role)
          .filter((entry) => entry.onHome)
          .map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path} replace={entry.name === 'logout'}>
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  {ICONS[entry.name]}
                </svg>
                <span>{t(entry.key)}</span>
                {entry.name === 'mynumbers' && <MyNumberHitBadge />}
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
