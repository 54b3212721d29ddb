// The L and A jackpots with the MYR/USD toggle (sessionActions.toggleJackpotCurrency).
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatCents } from '../../format/money.ts';
import { sessionActions, sessionState } from '../../state/session-state.ts';
import { Skeleton } from '../../components/skeleton/skeleton.tsx';
import {
  JACKPOT_DRAW_TYPES,
  JACKPOT_PLACEHOLDER_CENTS,
  jackpotCents,
  jackpotNameKey,
  otherCurrency,
  tickerJackpots,
} from '../../components/jackpot-banners/jackpot.ts';

/** The visible text of the toggle, first in its accessible name (speech users say what they see). */
const CURRENCY_CODES = ['MYR', 'USD'] as const;

export function JackpotTicker() {
  const { t } = useTranslation('home');
  const { jackpots, jackpotsLoaded, jackpotCurrency } = useSnapshot(sessionState);
  const items = tickerJackpots(jackpots);
  return (
    <section className="jackpots" aria-label={t('jackpot-title')}>
      <div className="jackpots-head">
        <h2>{t('jackpot-title')}</h2>
        <button
          type="button"
          className="currency-toggle"
          onClick={() => sessionActions.toggleJackpotCurrency()}
          aria-label={`${CURRENCY_CODES.join(' ')}: ${t('jackpot-toggle', { currency: otherCurrency(jackpotCurrency) })}`}
        >
          <span className={jackpotCurrency === 'MYR' ? 'on' : undefined}>MYR</span>{' '}
          <span className={jackpotCurrency === 'USD' ? 'on' : undefined}>USD</span>
        </button>
      </div>
      {!jackpotsLoaded ? (
        // Until the answer: the two rows, a grey bar for each amount, so nothing moves when the figures come.
        <ul aria-busy="true">
          {JACKPOT_DRAW_TYPES.map((drawType) => (
            <li key={drawType}>
              <span className="jackpot-name">{t(jackpotNameKey(drawType))}</span>
              <span className="jackpot-amount money">
                <span className="currency">{jackpotCurrency}</span>{' '}
                <Skeleton like={formatCents(JACKPOT_PLACEHOLDER_CENTS)} />
              </span>
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p className="muted jackpots-none">{t('jackpot-none')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.drawType} data-testid={`jackpot-${item.drawType}`}>
              <span className="jackpot-name">{t(jackpotNameKey(item.drawType))}</span>
              <span className="jackpot-amount money">
                <span className="currency">{jackpotCurrency}</span>{' '}
                {formatCents(jackpotCents(item.amountCents, jackpotCurrency))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
