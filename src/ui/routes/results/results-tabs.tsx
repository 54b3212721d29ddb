// The tabs: all, then one per operator in the order M P T S B K W L A N, each a real URL (a reload or a
// shared link opens the same tab). The ?color highlight travels with the links.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OPERATORS } from '../../../core/domain/operators.ts';
import { tabPath } from './results-model.ts';

export function ResultsTabs({ active, colourQuery }: { active: string; colourQuery: string }) {
  const { t } = useTranslation('results');
  const tabs = [{ tab: 'all', name: t('tab-all') }, ...OPERATORS.map((operator) => ({ tab: operator.letter, name: operator.name }))];
  return (
    <nav className="results-tabs" aria-label={t('tabs-label')}>
      <ul>
        {tabs.map(({ tab, name }) => (
          <li key={tab} className={tab === 'all' ? undefined : `op-${tab}`}>
            <Link
              to={`${tabPath(tab)}${colourQuery}`}
              aria-current={tab === active ? 'page' : undefined}
              className={tab === active ? 'active' : undefined}
              data-testid={`tab-${tab}`}
            >
              {tab !== 'all' && <span className="operator-swatch" aria-hidden="true" />}
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
