// /receipts/receiptview/?guid=… : one receipt, in the user's language (its text for bets placed before the
// receipt data existed), with Share, Copy and the messaging apps, Void while the server says it is voidable
// (the dialog's two-tap confirm), and Rebet, which opens the bet screen the bet came from filled with its
// bet string, to be checked and sent as a new bet.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ReceiptItem } from '../../../core/ports/receipt-service.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { ReceiptService } from '../../../core/ports/receipt-service.ts';
import { ReceiptEntryView } from '../../components/receipt-dialog/receipt-entry.tsx';
import { ReceiptShareActions } from '../../components/receipt-dialog/receipt-share-actions.tsx';
import { entryText, useReceiptTexts } from '../../components/receipt-dialog/use-receipt-texts.ts';
import { statusText } from '../../i18n/status-text.ts';
import { entryOfItem } from '../../components/receipt-dialog/receipt-model.ts';
import { rebetStateOf, rebetTarget } from './receipts-rules.ts';
import { ReceiptWins } from './receipt-wins.tsx';
import { receiptsActions, receiptsState } from './receipts-state.ts';
import '../../components/receipt-dialog/receipt-dialog.css';
import './receipts.css';

export function ReceiptViewScreen() {
  const { t } = useTranslation('receipts');
  const { t: tt } = useTranslation();
  const service = useInjection<ReceiptService>(ReceiptService);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const { view, viewGuid } = useSnapshot(receiptsState);

  useEffect(() => {
    if (guid !== '') void receiptsActions.loadView(service, guid);
  }, [service, guid]);

  const shown =
    viewGuid === guid && guid !== ''
      ? view
      : guid === ''
        ? { status: 'done' as const, value: null }
        : { status: 'loading' as const };
  return (
    <main className="receipts-screen receipt-view">
      <Link className="receipts-back" to="/receipts/">
        {t('back')}
      </Link>
      {shown.status === 'loading' && (
        <p className="receipts-note" role="status">
          {t('loading')}
        </p>
      )}
      {shown.status === 'failed' && (
        <p className="receipts-note" role="alert">
          {statusText(tt, shown.code, shown.params)}
        </p>
      )}
      {shown.status === 'done' && shown.value === null && (
        <p className="receipts-note" role="alert">
          {t('not-found')}
        </p>
      )}
      {shown.status === 'done' && shown.value !== null && (
        <ReceiptCard
          item={shown.value as ReceiptItem}
          onVoided={() => void receiptsActions.loadView(service, guid, true)}
        />
      )}
    </main>
  );
}

function ReceiptCard({ item, onVoided }: { item: ReceiptItem; onVoided: () => void }) {
  const { t } = useTranslation('receipts');
  const texts = useReceiptTexts();
  const navigate = useNavigate();
  const entry = entryOfItem(item);
  const title = t('view-title', { betNumber: item.betNumber });
  const target = rebetTarget(item);
  return (
    <section className="receipt-card" aria-labelledby="receipt-view-title">
      <h1 id="receipt-view-title" className="receipt-view-title">
        {title}
        {item.status === 'void' && <span className="receipt-void-mark">{t('void-mark')}</span>}
      </h1>
      <ReceiptWins item={item} />
      {/* Keyed by status: after a void the row reloads with its void details and no Void button. */}
      <ReceiptEntryView key={item.status} entry={entry} voidable={item.voidable} onVoided={onVoided} />
      <ReceiptShareActions text={entryText(entry, texts)} title={title} />
      <button
        type="button"
        className="receipts-primary"
        aria-describedby="rebet-hint"
        onClick={() => void navigate(target.path, { state: rebetStateOf(item, target) })}
      >
        {t('rebet')}
      </button>
      <p id="rebet-hint" className="receipts-hint">
        {t('rebet-hint')}
      </p>
    </section>
  );
}
