// One item of a bet's answer in the receipt dialog: an accepted bet's receipt text (monospace, lines kept)
// with its void button, or a refused draw type's status. Void asks for a second tap first: a mis-tap
// must not cancel a bet. S105 shows the void receipt and refreshes the balance; E134 (too late) and any
// other refusal show their catalogue message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoidItem } from '../../../core/ports/bet-service.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { AccountService } from '../../../core/ports/account-service.ts';
import { UseCases } from '../../../core/use-cases/use-cases.ts';
import { statusText } from '../../i18n/status-text.ts';
import { sessionActions } from '../../state/session-state.ts';
import { VOIDED, isAccepted, type ReceiptEntry } from './receipt-model.ts';
import { entryText, useReceiptTexts } from './use-receipt-texts.ts';
import { voidText } from './void-text.ts';

type VoidStep = { step: 'idle' } | { step: 'confirm' } | { step: 'voiding' } | { step: 'done'; item: VoidItem };

interface Props {
  entry: ReceiptEntry;
  voidable: boolean;
  /** Told once the bet is void (the receipt view refreshes its row). */
  onVoided?: () => void;
}

export function ReceiptEntryView({ entry, voidable, onVoided }: Props) {
  const { t } = useTranslation('receipt');
  const texts = useReceiptTexts();
  const { t: tt } = useTranslation();
  const useCases = useInjection<UseCases>(UseCases);
  const accounts = useInjection<AccountService>(AccountService);
  const [state, setState] = useState<VoidStep>({ step: 'idle' });
  const status = (code: string, params: readonly (string | number)[] = []) => statusText(tt, code, params);

  if (!isAccepted(entry)) {
    const message = status(entry.status, entry.params);
    return (
      <section className="receipt-entry refused">
        <p className="receipt-refused">
          {entry.drawType ? t('draw-type-status', { drawType: entry.drawType, message }) : message}
        </p>
      </section>
    );
  }

  const guid = entry.guid as string;
  const runVoid = async () => {
    setState({ step: 'voiding' });
    try {
      const [item] = await useCases.voidBets([guid]);
      const answer = item ?? { GUID: guid, status: 'E101', message: '' };
      setState({ step: 'done', item: answer });
      if (answer.status === VOIDED) {
        accounts.balance().then(sessionActions.balance, () => {});
        onVoided?.();
      }
    } catch (error) {
      const { status: code } = asServiceError(error);
      setState({ step: 'done', item: { GUID: guid, status: code, message: '' } });
    }
  };
  const voided = state.step === 'done' && state.item.status === VOIDED;

  return (
    <section className={voided ? 'receipt-entry voided' : 'receipt-entry'} aria-label={entry.drawType ?? undefined}>
      {entry.drawType && <p className="receipt-draw-type">{t('draw-type-accepted', { drawType: entry.drawType })}</p>}
      <pre
        className="receipt-text receipt-original"
        data-testid="receipt-text"
        lang={entry.receipt ? texts.language : undefined}
      >
        {entryText(entry, texts)}
      </pre>
      {state.step === 'done' && (
        <div className={voided ? 'receipt-void-result ok' : 'receipt-void-result'} role="status">
          <p>{voided ? t('voided') : status(state.item.status)}</p>
          {voided && voidText(t, state.item, entry.receipt?.betNumber) !== null && (
            <pre className="receipt-text" data-testid="void-text">
              {voidText(t, state.item, entry.receipt?.betNumber)}
            </pre>
          )}
        </div>
      )}
      {voidable && !voided && (
        <div className="receipt-void">
          {state.step === 'confirm' ? (
            <>
              <span>{t('void-confirm-question')}</span>
              <button type="button" className="receipt-danger" onClick={() => void runVoid()}>
                {t('void-confirm')}
              </button>
              <button type="button" className="receipt-secondary" onClick={() => setState({ step: 'idle' })}>
                {t('void-cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="receipt-danger"
              disabled={state.step === 'voiding'}
              onClick={() => setState({ step: 'confirm' })}
            >
              {state.step === 'voiding' ? t('voiding') : t('void')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
