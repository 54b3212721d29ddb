// The home page's header: the brand's logo and title, who is logged in, and the money (balance, reward,
// credit: two decimals, tabular digits).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { activeBrand, brandState } from '../../components/brand/brand-state.ts';
import { brandIconUrl } from '../../components/brand/brand.ts';
import { formatCents } from '../../format/money.ts';
import { sessionState } from '../../state/session-state.ts';
import { homeFigures } from './home-figures.ts';

export function HomeHeader() {
  const { t } = useTranslation(['home', 'settings']);
  const { loginData, money, session } = useSnapshot(sessionState);
  const brand = activeBrand(loginData, useSnapshot(brandState));
  const figures = homeFigures(money).map((figure) => ({ ...figure, label: t(figure.label) }));
  return (
    <header className="home-header">
      <div className="home-brand">
        <img src={brandIconUrl(brand)} alt="" width={48} height={48} />
        <div>
          <h1>{brand.title}</h1>
          <p>
            {session?.LoginId} · {t(loginData?.role === 'agent' ? 'role-agent' : 'role-member')}
          </p>
        </div>
      </div>
      <dl className="home-money">
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`money-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd className="money">{formatCents(figure.cents)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
