// The message about the last bet attempt: a refusal (each draw type's status on an hourly sheet), a bet not
// confirmed yet (checked again in the background; BET re-sends the same bet), a pending bet put back in
// the sheet, or another failure. Announced as an alert, since the player pressed BET and waits for it.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { statusText } from '../../i18n/status-text.ts';
import { betActions, betState } from './bet-state.ts';

export function SheetNotice() {
  const { t } = useTranslation('sheet');
  const { t: tt } = useTranslation();
  const { notice } = useSnapshot(betState);
  if (notice === null) return null;
  const status = (code: string, params: readonly (string | number)[]) => statusText(tt, code, params);

  let body;
  if (notice.kind === 'refused') {
    body = (
      <>
        <p className="notice-title">{t('notice-refused')}</p>
        <ul>
          {notice.refusals.map((refusal, index) => (
            <li key={`${refusal.drawType ?? ''}-${index}`}>
              {refusal.drawType
                ? t('notice-draw-type', { drawType: refusal.drawType, message: status(refusal.status, refusal.params) })
                : status(refusal.status, refusal.params)}
            </li>
          ))}
        </ul>
      </>
    );
  } else if (notice.kind === 'failed') {
    body = <p>{status(notice.status, notice.params)}</p>;
  } else if (notice.kind === 'rebet-fallback') {
    body = <p>{t('notice-rebet-fallback', { form: t(`notice-form-${notice.from}`) })}</p>;
  } else {
    body = <p>{t(notice.kind === 'unresolved' ? 'notice-unresolved' : 'notice-restored')}</p>;
  }
  const tone = notice.kind === 'failed' || notice.kind === 'refused' ? 'sheet-notice' : 'sheet-notice info';
  return (
    <section className={tone} role="alert" data-testid="sheet-notice">
      <div className="notice-body">{body}</div>
      {notice.kind !== 'unresolved' && (
        <button
          type="button"
          className="notice-dismiss"
          aria-label={t('dismiss')}
          onClick={() => betActions.notice(null)}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
