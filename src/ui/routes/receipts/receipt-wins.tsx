// The receipt view's outcome: the bet's state, and each sheet line that won with what it won (the number as
// the receipt writes it). Nothing more while the bet is open, lost or void: the badge says so.
import { useTranslation } from 'react-i18next';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import { formatCents } from '../../format/money.ts';
import { lineWinsOf, rowStateOf } from './receipt-row-model.ts';
import { ReceiptStateBadge } from './receipt-state-badge.tsx';

export function ReceiptWins({ item }: { item: ReceiptItem }) {
  const { t, i18n } = useTranslation('receipts');
  const state = rowStateOf(item);
  const wins = lineWinsOf(item);
  const lines = item.receipt?.lines ?? [];
  return (
    <>
      {/* A void bet's title already carries the VOID mark. */}
      {state.kind !== 'void' && (
        <p className="receipt-view-state" data-testid="receipt-state">
          <ReceiptStateBadge state={state} currency={item.currency} />
        </p>
      )}
      {wins.size > 0 && (
        <section className="receipt-wins" aria-labelledby="receipt-wins-title">
          <h2 id="receipt-wins-title">{t('wins-title')}</h2>
          <ul>
            {[...wins].map(([line, cents]) => {
              const written = lines.find((entry) => entry.line === line);
              return (
                <li key={line} data-testid="receipt-line-win">
                  <span>{written ? `${written.drawTypes.join('')} ${written.number}` : t('wins-line', { line })}</span>
                  <strong>
                    {formatCents(cents, i18n.language)} {item.currency}
                  </strong>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
