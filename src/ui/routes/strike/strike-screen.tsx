// /strike/ (docs/product.md S1 "strikes (wins)"): the caller's winning tickets of a draw date — an agent's
// whole subtree, with a player filter — as bet number, number, bet type, prize tier, stake and win, with
// totals per currency; an empty state when there are none. Money is cents (GetStrike), shown with 2 decimals.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useInjection } from '../../../app/container-context.tsx';
import { Clock } from '../../../core/ports/clock.ts';
import { DrawReports } from '../../../core/ports/draw-reports.ts';
import { formatDrawDate } from '../../format/draw-date.ts';
import { formatCents } from '../../format/money.ts';
import { statusText } from '../../i18n/status-text.ts';
import { sessionState } from '../../state/session-state.ts';
import { useReport } from '../../query/use-report.ts';
import { recentDates } from '../../../core/domain/report-dates.ts';
import { hitTiers, playersOf, rowsFor, totalsOf } from './strike-model.ts';
import { withQueries } from '../../query/with-queries.tsx';
import '../../components/report/report.css';

export const StrikeScreen = withQueries(StrikeScreenView);

function StrikeScreenView() {
  const { t, i18n } = useTranslation('results');
  const { t: tt } = useTranslation();
  const reports = useInjection<DrawReports>(DrawReports);
  const clock = useInjection<Clock>(Clock);
  const { loginData } = useSnapshot(sessionState);
  const [date, setDate] = useState<string | null>(null);
  const [player, setPlayer] = useState<string | null>(null);

  const { data: report, error } = useReport(`strike:${date ?? ''}`, () => reports.strike(date ?? undefined));

  const isAgent = loginData?.role === 'agent';
  const rows = rowsFor(report?.rows ?? [], player);
  const players = playersOf(report?.rows ?? []);
  return (
    <main className="content report-screen">
      <div className="options">
        <label className="inline-field">
          <span>{t('date-label')}</span>
          <select
            value={date ?? ''}
            onChange={(event) => setDate(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{t('date-newest')}</option>
            {recentDates(clock.now()).map((day) => (
              <option key={day} value={day}>
                {formatDrawDate(day, i18n.language)}
              </option>
            ))}
          </select>
        </label>
        {isAgent && (
          <label className="inline-field">
            <span>{t('strike-player')}</span>
            <select
              value={player ?? ''}
              onChange={(event) => setPlayer(event.target.value === '' ? null : event.target.value)}
            >
              <option value="">{t('strike-all-players')}</option>
              {players.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {error !== null && (
        <p className="notice notice-bad" role="alert">
          {statusText(tt, error.status, error.params)}
        </p>
      )}
      {report === null && error === null && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {report !== null && (
        <section className="card" aria-labelledby="strike-heading">
          <h2 id="strike-heading">{t('strike-heading', { date: formatDrawDate(report.drawDate, i18n.language) })}</h2>
          {rows.length === 0 ? (
            <p className="report-empty" data-testid="strike-empty">
              {t('strike-empty')}
            </p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="strike-heading">
              <table className="lines report-table" data-testid="strike-table">
                <thead>
                  <tr>
                    <th scope="col">{t('col-bet')}</th>
                    <th scope="col">{t('col-number')}</th>
                    <th scope="col">{t('col-type')}</th>
                    <th scope="col">{t('col-prize')}</th>
                    <th scope="col" className="num">
                      {t('col-stake')}
                    </th>
                    <th scope="col" className="num">
                      {t('col-win')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    <tr key={`${row.betNumber}-${row.drawType}-${row.number}-${index}`}>
                      <td className="num">
                        {row.betNumber}
                        {isAgent && <span className="report-sub">{row.player}</span>}
                      </td>
                      <td className="number">
                        {row.number}
                        <span className="report-sub">{row.drawType}</span>
                      </td>
                      <td>
                        {row.slots.map((slot) => slot.slot).join(' ')}
                        <span className="report-sub">{t(`mode-${row.mode}` as 'mode-S')}</span>
                      </td>
                      <td>
                        {hitTiers(row.hits)
                          .map((hit) => `${hit.slot} ${t(`tier-${hit.tier}` as 'tier-1')}`)
                          .join(', ')}
                      </td>
                      <td className="num money">{formatCents(row.stakeCents)}</td>
                      <td className="num money report-win">{formatCents(row.winCents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {totalsOf(rows).map((total) => (
                    <tr key={total.currency} className="report-total" data-testid={`strike-total-${total.currency}`}>
                      <th scope="row" colSpan={4}>
                        {t('strike-total', { currency: total.currency, count: total.tickets })}
                      </th>
                      <td className="num money">{formatCents(total.stakeCents)}</td>
                      <td className="num money report-win">{formatCents(total.winCents)}</td>
                    </tr>
                  ))}
                </tfoot>
              </table>
            </div>
          )}
        </section>
      )}
    </main>
  );
}
