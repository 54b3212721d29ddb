// The sheet's verdict at a glance: status line, resolved draw dates, total and ticket count.
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatCents, formatCount } from '../../format/money.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { sheetState } from '../../state/sheet-state.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

export function SheetSummary() {
  const { t, i18n } = useTranslation();
  const { result, checking, engineFailed, currency, text } = useSnapshot(sheetState);

  const status: MessageKey = engineFailed
    ? 'status-engine-failed'
    : checking
      ? 'status-checking'
      : result === null || text.trim() === ''
        ? 'status-empty'
        : result.ok
          ? 'status-ok'
          : 'status-has-errors';

  return (
    <section className="card summary" aria-live="polite">
      <p className={`status status-${result?.ok && !checking ? 'ok' : 'plain'}`} data-testid="sheet-status">
        {t(status)}
      </p>
      <div className="summary-row">
        <span className="label">{t('dates-label')}</span>
        <span className="dates" data-testid="sheet-dates">
          {result !== null && result.dates.length > 0
            ? result.dates.map((date) => (
                <time key={date} dateTime={date} className="chip">
                  {formatDrawDate(date, i18n.language)}
                </time>
              ))
            : t('dates-none')}
        </span>
      </div>
      <div className="summary-row total">
        <span className="label">{t('total-label')}</span>
        <span className="money">
          <span className="currency">{currency}</span>{' '}
          <span data-testid="sheet-total">{formatCents(result?.totalCents ?? 0)}</span>
        </span>
      </div>
      <div className="summary-row">
        <span className="label">{t('tickets-label')}</span>
        <span className="money" data-testid="sheet-tickets">
          {formatCount(result?.ticketCount ?? 0)}
        </span>
      </div>
    </section>
  );
}
