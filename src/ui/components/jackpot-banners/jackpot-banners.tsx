// The L and A jackpot banners of the results and payout pages (docs/product.md S2): one tap toggles every
// amount between MYR and USD — the home ticker's toggle (sessionState.jackpotCurrency), so the choice
// follows the user from page to page.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatCents } from '../../format/money.ts';
import type { Jackpot } from '../../../core/domain/jackpot.ts';
import {
  JACKPOT_DRAW_TYPES,
  JACKPOT_PLACEHOLDER_CENTS,
  jackpotCents,
  jackpotNameKey,
  otherCurrency,
  tickerJackpots,
} from './jackpot.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import './jackpot-banners.css';

/** `items` null: not answered yet; the two banners show with no amount, so nothing below moves when it comes. */
export function JackpotBanners({ items }: { items: readonly Jackpot[] | null }) {
  const { t } = useTranslation('results');
  const { jackpotCurrency } = useSnapshot(sessionState);
  const banners = items === null ? null : tickerJackpots(items);
  if (banners === null) return <JackpotBannersWaiting />;
  if (banners.length === 0) return null;
  return (
    <button type="button" className="jackpot-banners" onClick={() => sessionActions.toggleJackpotCurrency()}>
      {/* The name is what the banners say plus what a tap does (an aria-label would hide the amounts). */}
      <span className="visually-hidden">{t('jackpot-toggle', { currency: otherCurrency(jackpotCurrency) })}</span>
      {banners.map((item) => (
        <span
          key={item.drawType}
          className={`jackpot-banner jackpot-banner-${item.drawType}`}
          data-testid={`banner-${item.drawType}`}
        >
          <span className="jackpot-banner-name">{t(jackpotNameKey(item.drawType))}</span>
          <span className="jackpot-banner-amount money">
            <span className="jackpot-banner-currency">{jackpotCurrency}</span>{' '}
            {formatCents(jackpotCents(item.amountCents, jackpotCurrency))}
          </span>
        </span>
      ))}
    </button>
  );
}

function JackpotBannersWaiting() {
  const { t } = useTranslation('results');
  const { jackpotCurrency } = useSnapshot(sessionState);
  return (
    <div className="jackpot-banners" aria-busy="true">
      {JACKPOT_DRAW_TYPES.map((drawType) => (
        <span key={drawType} className={`jackpot-banner jackpot-banner-${drawType}`}>
          <span className="jackpot-banner-name">{t(jackpotNameKey(drawType))}</span>
          <span className="jackpot-banner-amount money">
            <span className="jackpot-banner-currency">{jackpotCurrency}</span>{' '}
            <Skeleton like={formatCents(JACKPOT_PLACEHOLDER_CENTS)} />
          </span>
        </span>
      ))}
    </div>
  );
}
