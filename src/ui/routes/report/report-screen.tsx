// /report/ (docs/product.md S2 "Report page"): from-date, till-date and currency (default all) in a
// collapsible search panel; below it a table per currency: settled stake, the stake still awaiting a
// result (pending), commission, win and net, every heading in the user's language (the server's text
// `message` is English, for scripts, and is not shown).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '../../components/back-office/currency-filter.tsx';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { SettingsService } from '../../../core/ports/settings-service.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { sessionState } from '../../state/session-state.ts';
import { formatCents } from '../../format/money.ts';
import { defaultFilter, reportTables } from './report-rows.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';

export function ReportScreen() {
  const { t } = useTranslation('settings');
  const settings = useInjection<SettingsService>(SettingsService);
  const { loginData } = useSnapshot(sessionState);
  const [draft, setDraft] = useState(() => defaultFilter(loginData?.drawCalendar[0]?.date));
  const [filter, setFilter] = useState(draft);
  // The search panel folds away once a search is made, so the report is what the phone shows.
  const [searchOpen, setSearchOpen] = useState(true);
  const { result } = useLoad(() => settings.winLoss(filter), JSON.stringify(filter));
  const agent = loginData?.role === 'agent';
  return (
    <div className="screen">
      <main className="content">
        <details
          className="bo-search card"
          open={searchOpen}
          onToggle={(event) => setSearchOpen(event.currentTarget.open)}
        >
          <summary>{t('search')}</summary>
          <form
            className="bo-form"
            onSubmit={(event) => {
              event.preventDefault();
              setFilter(draft);
              setSearchOpen(false);
            }}
          >
            <label className="field">
              {t('date-from')}
              <input
                type="date"
                value={draft.dateFrom}
                onChange={(event) => setDraft({ ...draft, dateFrom: event.target.value })}
              />
            </label>
            <label className="field">
              {t('date-till')}
              <input
                type="date"
                value={draft.dateTill}
                onChange={(event) => setDraft({ ...draft, dateTill: event.target.value })}
              />
            </label>
            <CurrencyFilter value={draft.currency} onChange={(currency) => setDraft({ ...draft, currency })} />
            <button type="submit" className="button">
              {t('search-submit')}
            </button>
          </form>
        </details>
        <LoadView result={result}>
          {(report) => {
            const tables = reportTables(report.data);
            return (
              <>
                {tables.length === 0 && (
                  <p className="card" data-testid="report-empty">
                    {t('report-empty')}
                  </p>
                )}
                {tables.map((table) => (
                  // A region of its own: at 375 px the six columns may need a sideways scroll, by finger or keys.
                  <section
                    key={table.currency}
                    className="card bo-table-wrap"
                    data-testid="report-table"
                    tabIndex={0}
                    aria-label={t('report-caption', { currency: table.currency })}
                  >
                    <h2>{table.currency}</h2>
                    <table className="lines report-lines">
                      <caption className="visually-hidden">{t('report-caption', { currency: table.currency })}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('report-name')}</th>
                          <th scope="col" className="num">
                            {t('report-stake')}
                          </th>
                          <th scope="col" className="num">
                            {t('report-pending')}
                          </th>
                          <th scope="col" className="num">
                            {t('report-commission')}
                          </th>
                          <th scope="col" className="num">
                            {t('report-win')}
                          </th>
                          <th scope="col" className="num">
                            {t(agent ? 'report-own-net' : 'report-net')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {table.rows.map((row) => (
                          <tr
                            key={row.total ? ' total' : row.name}
                            className={row.total ? 'total' : undefined}
                            data-testid="report-row"
                          >
                            <th scope="row">{row.total ? t('report-total') : row.name}</th>
                            <td className="num money">{formatCents(row.stake)}</td>
                            <td className="num money" data-testid="report-pending">
                              {formatCents(row.pending)}
                            </td>
                            <td className="num money">{formatCents(row.commission)}</td>
                            <td className="num money">{formatCents(row.win)}</td>
                            <td className="num money">{formatCents(agent ? row.ownNet : row.net)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                ))}
              </>
            );
          }}
        </LoadView>
      </main>
    </div>
  );
}
