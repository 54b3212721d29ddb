// What the last Add or BET said: the engine's error for a line that was not added, the server's refusal
// (per draw type), a failure in the catalogue's words, or "not confirmed yet" (E101: BET re-sends the same bet).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../i18n/error-message.ts';
import { statusText } from '../../i18n/status-text.ts';
import type { FormNotice } from './form-state.ts';

export function FormNoticeView({ notice, onDismiss }: { notice: FormNotice | null; onDismiss?: () => void }) {
  const { t } = useTranslation('betforms');
  const { t: tt } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  // A rebet fills the list below the fold: bring the notice, and the list under it, into view.
  useEffect(() => {
    if (notice?.kind === 'rebet') box.current?.scrollIntoView({ block: 'start' });
  }, [notice]);
  if (notice === null) return null;
  const lines: string[] =
    notice.kind === 'rebet'
      ? [t('rebet-filled'), ...(notice.datesDropped ? [t('rebet-dates')] : [])]
      : notice.kind === 'add-error'
        ? [errorMessage(tt, notice.error)]
        : notice.kind === 'unresolved'
          ? [statusText(tt, 'E101'), t('unresolved')]
          : notice.kind === 'failed'
            ? [statusText(tt, notice.status, notice.params)]
            : [
                ...notice.refusals.map((refusal) => {
                  const message = statusText(tt, refusal.status, refusal.params);
                  return refusal.drawType ? `${refusal.drawType}: ${message}` : message;
                }),
                ...notice.errors.map((error) => errorMessage(tt, error)),
              ];
  return (
    <div
      ref={box}
      className={notice.kind === 'rebet' ? 'form-notice info' : 'form-notice'}
      role="alert"
      data-testid="form-notice"
    >
      <div className="notice-body">
        {lines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      {onDismiss && (
        <button type="button" className="notice-dismiss" aria-label={t('dismiss')} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
