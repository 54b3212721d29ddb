// The live preview of the line being entered, under the amounts and under Add (a button below it would move
// as it comes and goes): the numbers the line expands to (the 24 of a BOX, the 10 of a roll), its cost and
// tickets — the engine's figures for exactly this line — and per amount the most one ticket can win with the
// player's package (payout-preview.ts), or the line's first error.
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n/error-message.ts';
import { formatCents, formatCount } from '../../format/money.ts';
import type { Preview } from './form-state.ts';
import type { PayoutRow } from './payout-preview.ts';

const SHOWN_NUMBERS = 24;

export function LinePreview({ preview, payouts = [] }: { preview: Preview | null; payouts?: readonly PayoutRow[] }) {
  const { t } = useTranslation('betforms');
  const { t: tt } = useTranslation();
  if (preview === null) return null;
  if (preview.error !== null) {
    return (
      <p className="line-preview error" data-testid="line-preview" aria-live="polite">
        {errorMessage(tt, preview.error)}
      </p>
    );
  }
  const more = preview.numbers.length - SHOWN_NUMBERS;
  return (
    <div className="line-preview" data-testid="line-preview" aria-live="polite">
      <p className="preview-figures">
        {t('preview-figures', {
          // `count` picks the plural ("1 number", "2 numbers"); `n` is the count in the language's digits.
          numbers: t('preview-numbers', { count: preview.numbers.length, n: formatCount(preview.numbers.length) }),
          tickets: t('preview-tickets', { count: preview.tickets, n: formatCount(preview.tickets) }),
          cost: formatCents(preview.costCents),
        })}
      </p>
      {preview.numbers.length > 1 && (
        <p className="preview-numbers">
          {preview.numbers.slice(0, SHOWN_NUMBERS).join(' ')}
          {more > 0 ? ` ${t('preview-more', { more })}` : ''}
        </p>
      )}
      {payouts.length > 0 && (
        <ul className="preview-payouts" aria-label={t('preview-payouts')}>
          {payouts.map((row) => (
            <li key={row.slot}>
              {t('preview-payout', {
                slot: row.label,
                amount: formatCents(row.amountCents),
                top: formatCents(row.topCents),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
