// The start-up and "checking your session" screen: the brand's icon, a spinner and a line of text.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../state/session-state.ts';
import { activeBrand, brandState } from '../brand/brand-state.ts';
import { brandIconUrl } from '../brand/brand.ts';
import './shell.css';

export function Splash({ label }: { label?: string }) {
  const { t } = useTranslation('shell');
  const brand = activeBrand(useSnapshot(sessionState).loginData, useSnapshot(brandState));
  return (
    <div className="splash" role="status" aria-live="polite">
      <img className="splash-logo" src={brandIconUrl(brand)} alt="" width={72} height={72} />
      <div className="spinner" aria-hidden="true" />
      <p>{label ?? t('splash-loading')}</p>
    </div>
  );
}
