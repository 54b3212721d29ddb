// One receipt in the list: bet number and void mark, when it was placed (GMT+8), the player (and who
// placed it, for an agent's bets), the total and the ticket count. The whole row opens the receipt view.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReceiptItem } from '../../../../contract/receipts.ts';
import { receiptViewUrl } from './receipts-rules.ts';

export function ReceiptRow({ item, placedAt }: { item: ReceiptItem; placedAt: string }) {
  const { t } = useTranslation('receipts');
  const isVoid = item.status === 'void';
  return (
    <li className={isVoid ? 'receipt-row void' : 'receipt-row'}>
      <Link to={receiptViewUrl(item.GUID)}>
        <span className="receipt-row-head">
          <strong>{t('row-bet', { betNumber: item.betNumber })}</strong>
          {isVoid && <span className="receipt-void-mark">{t('void-mark')}</span>}
          <span className="receipt-row-total">{item.total.toFixed(2)} {item.currency}</span>
        </span>
        <span className="receipt-row-meta">
          <span>{placedAt}</span>
          <span>{t('row-tickets', { count: item.tickets })}</span>
        </span>
        <span className="receipt-row-meta">
          <span>{item.player}{item.placedBy !== item.player ? ` · ${t('row-placed-by', { placer: item.placedBy })}` : ''}</span>
        </span>
      </Link>
    </li>
  );
}
