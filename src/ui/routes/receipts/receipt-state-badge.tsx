// A bet's state as a badge: open, won (with the amount, "so far" while draws are still to come), lost or
// void. The words say it; the colour only repeats it.
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../format/money.ts';
import type { RowState } from './receipt-row-model.ts';

export function ReceiptStateBadge({ state, currency }: { state: RowState; currency: string }) {
  const { t, i18n } = useTranslation('receipts');
  if (state.kind === 'void') return <span className="receipt-state receipt-void-mark">{t('void-mark')}</span>;
  if (state.kind === 'won') {
    const amount = `${formatCents(state.cents, i18n.language)} ${currency}`;
    return (
      <span className="receipt-state won">
        {state.settled ? t('state-won', { amount }) : t('state-won-so-far', { amount })}
      </span>
    );
  }
  return (
    <span className={`receipt-state ${state.kind}`}>{t(state.kind === 'open' ? 'state-open' : 'state-lost')}</span>
  );
}
