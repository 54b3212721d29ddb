// /resultstext/ (docs/product.md D2): one date's results of every operator as plain text (GetResultText's
// structured results, written in the user's language), to copy or share into a messaging app — the same buttons as the receipt dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../app/container-context.tsx';
import { Clock } from '../../../core/ports/clock.ts';
import { DrawReports } from '../../../core/ports/draw-reports.ts';
import {
  copyText,
  shareText,
  telegramShareUrl,
  whatsappShareUrl,
  type ShareOutcome,
} from '../../components/receipt-dialog/receipt-share.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { resultText, type ResultTextWords } from '../../../core/domain/report-texts.ts';
import { statusText } from '../../i18n/status-text.ts';
import { useReport } from '../../query/use-report.ts';
import { recentDates } from '../../../core/domain/report-dates.ts';
import { withQueries } from '../../query/with-queries.tsx';
import '../../components/report/report.css';

export const ResultsTextScreen = withQueries(ResultsTextScreenView);

function ResultsTextScreenView() {
  const { t, i18n } = useTranslation('results');
  const { t: tt } = useTranslation();
  const reports = useInjection<DrawReports>(DrawReports);
  const clock = useInjection<Clock>(Clock);
  const [date, setDate] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const { data, error } = useReport(`text:${date ?? ''}`, () => reports.resultText(date ?? undefined));
  // Written here in the user's language (what is copied or shared is what the user reads), from the
  // structured results; the server's `message` is English, for scripts.
  const words: ResultTextWords = {
    heading: (drawDate) => t('text-heading', { date: drawDate }), // ISO: unambiguous wherever the text is pasted
    first: t('tier-1'),
    second: t('tier-2'),
    third: t('tier-3'),
    special: t('tier-special'),
    consolation: t('tier-consolation'),
    fiveD: t('table-5d'),
    sixD: t('table-6d'),
    noDraws: t('text-no-draws'),
  };
  const text = data ? resultText(data.data, words) : null;

  const report = (outcome: ShareOutcome, done: string, unavailable: string) => {
    if (outcome === 'done') setMessage(done);
    else if (outcome === 'unavailable') setMessage(unavailable);
  };
  const copy = async () =>
    report(await copyText(text ?? '', globalThis.navigator?.clipboard), t('copied'), t('copy-not-available'));
  const share = async () =>
    report(await shareText(text ?? '', t('text-title'), globalThis.navigator), t('shared'), t('share-not-available'));

  return (
    <main className="content report-screen">
      <div className="options">
        <label className="inline-field">
          <span>{t('date-label')}</span>
          <select
            value={date ?? ''}
            onChange={(event) => {
              setMessage('');
              setDate(event.target.value === '' ? null : event.target.value);
            }}
          >
            <option value="">{t('date-newest')}</option>
            {recentDates(clock.now()).map((day) => (
              <option key={day} value={day}>
                {formatDrawDate(day, i18n.language)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error !== null && (
        <p className="notice notice-bad" role="alert">
          {statusText(tt, error.status, error.params)}
        </p>
      )}
      {text === null && error === null && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {text !== null && (
        <>
          <pre className="results-text" data-testid="results-text" tabIndex={0} aria-label={t('text-title')}>
            {text}
          </pre>
          <div className="share-actions">
            <button type="button" className="button" onClick={() => void copy()}>
              {t('copy')}
            </button>
            <button type="button" className="button button-quiet" onClick={() => void share()}>
              {t('share')}
            </button>
            <a className="button button-quiet" href={whatsappShareUrl(text)} target="_blank" rel="noopener noreferrer">
              {t('share-whatsapp')}
            </a>
            <a className="button button-quiet" href={telegramShareUrl(text)} target="_blank" rel="noopener noreferrer">
              {t('share-telegram')}
            </a>
          </div>
          <p className="receipt-message" role="status" aria-live="polite" data-testid="share-message">
            {message}
          </p>
        </>
      )}
    </main>
  );
}
