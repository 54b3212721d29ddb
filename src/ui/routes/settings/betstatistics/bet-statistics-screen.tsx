// /settings/betstatistics/ (docs/product.md S2 "Bet statistics"): player (an agent chooses itself, a sub-agent
// or a player), draw date and currency; the statistics as text, written from the figures in the user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '../../../components/back-office/currency-filter.tsx';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../../app/container-context.tsx';
import { SettingsService } from '../../../../core/ports/settings-service.ts';
import { LoadView } from '../../../components/back-office/load-view.tsx';
import { PlayerSelect } from '../../../components/back-office/player-select.tsx';
import { useLoad } from '../../../components/back-office/use-load.ts';
import { sessionState } from '../../../state/session-state.ts';
import { whoseOptions } from '../account/whose-options.ts';
import { betStatisticText, type BetStatisticWords } from '../../../../core/domain/report-texts.ts';
import { formatCents } from '../../../format/money.ts';
import '../../../components/shell/shell.css';
import '../../../components/back-office/back-office.css';

export function BetStatisticsScreen() {
  const { t } = useTranslation('settings');
  const settings = useInjection<SettingsService>(SettingsService);
  const { loginData } = useSnapshot(sessionState);
  const options = whoseOptions(loginData, true);
  const [draft, setDraft] = useState({
    userId: options[0] ?? '',
    drawDate: loginData?.drawCalendar[0]?.date ?? '',
    currency: 'ALL',
  });
  const [filter, setFilter] = useState(draft);
  const { result } = useLoad(() => settings.betStatistic(filter), JSON.stringify(filter));
  // The text in the user's language from the figures (the server's `message` is English, for scripts).
  const words: BetStatisticWords = {
    heading: (drawDate) => t('stat-heading', { date: drawDate }),
    allCurrencies: t('stat-all-currencies'),
    tickets: (count) => t('stat-tickets', { count }),
    stake: (amount) => t('stat-stake', { amount }),
    total: (currency) => t('stat-total', { currency }),
    noRecords: t('stat-empty'),
    money: (cents) => formatCents(cents),
  };
  return (
    <div className="screen">
      <main className="content">
        <form
          className="bo-form card"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter(draft);
          }}
        >
          <PlayerSelect value={draft.userId} options={options} onChange={(userId) => setDraft({ ...draft, userId })} />
          <label className="field">
            {t('draw-date')}
            <input
              type="date"
              value={draft.drawDate}
              onChange={(event) => setDraft({ ...draft, drawDate: event.target.value })}
            />
          </label>
          <CurrencyFilter value={draft.currency} onChange={(currency) => setDraft({ ...draft, currency })} />
          <button type="submit" className="button">
            {t('search-submit')}
          </button>
        </form>
        <LoadView result={result}>
          {(report) => (
            <section className="card" aria-label={t('entry-betstatistics')}>
              <pre className="bo-text" data-testid="statistics-text">
                {betStatisticText(report.data, words)}
              </pre>
            </section>
          )}
        </LoadView>
      </main>
    </div>
  );
}
