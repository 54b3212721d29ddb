// One receipt in the list: bet number, its state (open, won with the amount, lost, void) and the total;
// when it was placed (GMT+8) and the ticket count; the draw dates with their operators; the first numbers;
// the player (and who placed it, for an agent's bets). The whole row opens the receipt view.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { formatCents } from '../../format/money.ts';
import { rowDrawsOf, rowNumbersOf, rowStateOf } from './receipt-row-model.ts';
import { ReceiptStateBadge } from './receipt-state-badge.tsx';
import { receiptViewUrl } from './receipts-rules.ts';

export function ReceiptRow({ item, placedAt }: { item: ReceiptItem; placedAt: string }) {
  const { t, i18n } = useTranslation('receipts');
  const state = rowStateOf(item);
  const draws = rowDrawsOf(item);
  const numbers = rowNumbersOf(item);
  return (
    <li className={`receipt-row ${state.kind}`} data-testid="receipt-row" data-bet-number={item.betNumber}>
      <Link to={receiptViewUrl(item.GUID)}>
        <span className="receipt-row-head">
          <strong>{t('row-bet', { betNumber: item.betNumber })}</strong>
          <ReceiptStateBadge state={state} currency={item.currency} />
          <span className="receipt-row-total">
            {formatCents(item.totalCents, i18n.language)} {item.currency}
          </span>
        </span>
        <span className="receipt-row-meta">
          <span>{placedAt}</span>
          <span>{t('row-tickets', { count: item.tickets })}</span>
        </span>
        {draws.map((draw) => (
          <span key={draw.date} className="receipt-row-draw">
            <span>{formatDrawDate(draw.date, i18n.language)}</span>
            <span className="receipt-row-operators">{draw.drawTypes}</span>
          </span>
        ))}
        {numbers.shown.length > 0 && (
          <span className="receipt-row-numbers">
            {numbers.shown.join('  ')}
            {numbers.more > 0 && <span className="receipt-row-more"> {t('row-more', { count: numbers.more })}</span>}
          </span>
        )}
        <span className="receipt-row-meta">
          <span>
            {item.player}
            {item.placedBy !== item.player ? ` · ${t('row-placed-by', { placer: item.placedBy })}` : ''}
          </span>
        </span>
      </Link>
    </li>
  );
}
