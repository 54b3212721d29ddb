// /house/: the house screens the caller may open (docs/house.md) — a house operator's results and
// maintenance switch, its own site's sign-in settings, rates and links for a site's company account.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { houseEntries } from './house-entries.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

function HouseMenu() {
  const { t } = useTranslation('house');
  return (
    <HouseGate allowed={(access) => access.house || access.site}>
      {(access) => (
        <div className="screen">
          <main className="content">
            <h1 className="house-title">{t('menu-title')}</h1>
            {access.site && <p className="bo-hint">{t('site-of', { pin: access.pin })}</p>}
            <nav aria-label={t('menu-title')}>
              <ul className="bo-list">
                {houseEntries(access).map((entry) => (
                  <li key={entry.path}>
                    <Link to={entry.path}>{t(entry.key)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </main>
        </div>
      )}
    </HouseGate>
  );
}

export const HouseMenuScreen = withQueries(HouseMenu);
