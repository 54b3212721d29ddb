// The tabs: all, then one per operator in the order M P T S B K W L A N, each a real URL (a reload or a
// shared link opens the same tab). The ?color highlight travels with the links.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OPERATORS } from '../../../core/domain/operators.ts';
import { tabPath } from './results-model.ts';

export function ResultsTabs({ active, colourQuery }: { active: string; colourQuery: string }) {
  const { t } = useTranslation('results');
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(false);
  // The active tab may be off screen (N on a phone): scroll the strip, not the page, to show it. The first
  // tab (all, the /results/ a menu opens) is at the strip's start, where a new strip already is: no touch
  // of the scroll offset there, which (read or written) forced the whole screen's first layout in the
  // first commit's effect, ahead of its paint. Back to it from another tab, the strip scrolls back.
  useEffect(() => {
    const first = !shown.current;
    shown.current = true;
    const strip = list.current;
    if (strip === null) return;
    if (active === 'all') {
      if (!first) strip.scrollLeft = 0;
      return;
    }
    const current = strip.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  const tabs = [
    { tab: 'all', name: t('tab-all') },
    ...OPERATORS.map((operator) => ({ tab: operator.letter, name: operator.name })),
  ];
  return (
    <nav className="results-tabs" aria-label={t('tabs-label')}>
      <ul ref={list}>
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
