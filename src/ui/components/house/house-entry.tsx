// The settings menu's way to the house screens: shown only to a caller who may run one of them (GET
// /admin/access), so an agent never meets a menu entry that leads to "no permission". Members never ask.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withQueries } from '../../query/with-queries.tsx';
import { useHouseAccess } from './house-access.tsx';

function HouseEntryLink() {
  // The settings menu does not wait for the house messages: the entry shows once they and the answer are in.
  const { t, ready } = useTranslation('house', { useSuspense: false });
  const access = useHouseAccess();
  if (!ready || !access.data || !(access.data.house || access.data.site)) return null;
  return (
    <li>
      <Link to="/house/" data-testid="house-entry">
        {t('menu-title')}
      </Link>
    </li>
  );
}

export const HouseEntry = withQueries(HouseEntryLink);
