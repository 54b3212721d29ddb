// /agent/exposure/ ("exposure by number"): for a draw date and draw, the numbers carrying the
// most stake in the agent's subtree, its own share after PT and its worst case if the number comes
// first, against its max fight. Filters and order are exposure-view.ts's; thousands of numbers scroll in
// a virtual list.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { NumberExposure } from '../../../../contract/exposure.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { drawTimeOf, operatorOf } from '../../../core/domain/operators.ts';
import { ExposureReport } from '../../../core/use-cases/exposure.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { useLoad } from '../../components/back-office/use-load.ts';
import { VirtualList } from '../../components/virtual-list.tsx';
import { formatCents, formatCount } from '../../format/money.ts';
import { exposureActions, exposureState } from '../../state/exposure-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { SORTS, centsOf, currenciesOf, drawTypeFor, drawTypesOn, overBy, totalsOf, visibleRows, type ExposureSort } from './exposure-view.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './agent.css';

/** Each row's height in the list, in px: two lines of figures under the number. */
const ROW_HEIGHT = 88;

/** The operator's name; its draw time too when it draws twice a day (L3 and L are both Lucky). */
const drawLabel = (drawType: string) => {
  const operator = operatorOf(drawType);
  return operator?.daily ? `${operator.name} ${drawTimeOf(drawType)}` : (operator?.name ?? drawType);
};

export function ExposureScreen() {
  const { t } = useTranslation('exposure');
  const report = useInjection<ExposureReport>(ExposureReport);
  const { loginData } = useSnapshot(sessionState);
  const state = useSnapshot(exposureState);
  const calendar = loginData?.drawCalendar ?? [];
  const date = state.date || calendar[0]?.date || '';
  const drawType = drawTypeFor(calendar, date, state.drawType);
  const { result, reload } = useLoad(
    () => (drawType === '' ? Promise.resolve(null) : report.load(drawType, date)),
    `${date}|${drawType}`,
  );
  return (
    <div className="screen">
      <main className="content">
        <form className="card exposure-draw" onSubmit={(event) => { event.preventDefault(); reload(); }}>
          <div className="exposure-pair">
            <label className="field">
              {t('draw-date')}
              <select value={date} onChange={(event) => exposureActions.draw(event.target.value, state.drawType || drawType)}>
                {calendar.map((day) => <option key={day.date} value={day.date}>{day.date}</option>)}
              </select>
            </label>
            <label className="field">
              {t('draw')}
              <select value={drawType} onChange={(event) => exposureActions.draw(date, event.target.value)} disabled={drawType === ''}>
                {drawTypesOn(calendar, date).map((type) => <option key={type} value={type}>{drawLabel(type)}</option>)}
              </select>
            </label>
          </div>
          <button type="submit" className="button button-quiet exposure-refresh">{t('refresh')}</button>
        </form>
        {drawType === '' ? (
          <p className="card">{t('no-draws')}</p>
        ) : (
          <LoadView result={result}>{(exposure) => exposure && <ExposureBody exposure={exposure} />}</LoadView>
        )}
      </main>
    </div>
  );
}

function ExposureBody({ exposure }: { exposure: NumberExposure }) {
  const { t } = useTranslation('exposure');
  const { filter } = useSnapshot(exposureState);
  const rows = visibleRows(exposure.Rows, filter);
  const money = (units: number) => formatCents(centsOf(units));
  return (
    <>
      <section className="card exposure-filters" aria-label={t('filters')}>
        <p className="bo-hint">{t('limits', { maxFight: money(exposure.MaxFight), pt: exposure.PositionTaking })}</p>
        <div className="exposure-pair">
          <label className="field">
            {t('currency')}
            <select value={filter.currency} onChange={(event) => exposureActions.filter({ currency: event.target.value })}>
              <option value="ALL">{t('currency-all')}</option>
              {currenciesOf(exposure.Rows).map((code) => <option key={code} value={code}>{code}</option>)}
            </select>
          </label>
          <label className="field">
            {t('number')}
            <input inputMode="numeric" autoComplete="off" value={filter.number} onChange={(event) => exposureActions.filter({ number: event.target.value })} />
          </label>
          <label className="field">
            {t('sort')}
            <select value={filter.sort} onChange={(event) => exposureActions.filter({ sort: event.target.value as ExposureSort })}>
              {SORTS.map((sort) => <option key={sort} value={sort}>{t(`sort-${sort}`)}</option>)}
            </select>
          </label>
          <label className="bo-check exposure-over-only">
            <input type="checkbox" checked={filter.overOnly} onChange={(event) => exposureActions.filter({ overOnly: event.target.checked })} />
            {t('over-only')}
          </label>
        </div>
        {exposure.Rows.length > 0 && <Totals rows={rows} />}
      </section>
      {exposure.Rows.length === 0 ? (
        <p className="card" data-testid="exposure-empty">{t('empty')}</p>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="card">{t('empty-filtered')}</p>
          ) : (
            // The list is as tall as its rows, up to most of the screen (then it scrolls).
            <div className="exposure-list-frame" style={{ '--exposure-rows': rows.length } as CSSProperties}>
            <VirtualList
              className="exposure-list"
              label={t('list-label', { draw: drawLabel(exposure.DrawType), date: exposure.DrawDate })}
              items={rows}
              rowHeight={ROW_HEIGHT}
              keyOf={(row) => `${row.Number}|${row.Currency}`}
              renderRow={(row) => (
                <div className={row.OverMaxFight ? 'exposure-row exposure-over' : 'exposure-row'} data-testid="exposure-row">
                  <div className="exposure-line">
                    <strong className="exposure-number">{row.Number}</strong>
                    <span className="exposure-muted">{row.Currency} · {t('tickets', { count: row.Tickets })}</span>
                    {row.OverMaxFight && <span className="bo-badge bo-badge-bad">{t('over', { amount: formatCents(overBy(row, exposure.MaxFight)) })}</span>}
                  </div>
                  <div className="exposure-line">
                    <span>{t('big')} {money(row.Big)}</span>
                    <span>{t('small')} {money(row.Small)}</span>
                  </div>
                  <div className="exposure-line">
                    <span>{t('own')} {formatCents(centsOf(row.OwnBig) + centsOf(row.OwnSmall))}</span>
                    <span className="exposure-worst">{t('worst')} {money(row.WorstCase)}</span>
                  </div>
                </div>
              )}
            />
            </div>
          )}
          <p className="bo-hint">{t('explain')}</p>
        </>
      )}
    </>
  );
}

function Totals({ rows }: { rows: ReturnType<typeof visibleRows> }) {
  const { t } = useTranslation('exposure');
  return (
    <dl className="exposure-totals" aria-label={t('totals')}>
      {totalsOf(rows).map((total) => (
        <div key={total.currency} data-testid="exposure-total">
          <dt>{t('total-numbers', { currency: total.currency })}</dt><dd>{formatCount(total.numbers)}</dd>
          <dt>{t('total-big')}</dt><dd>{formatCents(total.big)}</dd>
          <dt>{t('total-small')}</dt><dd>{formatCents(total.small)}</dd>
          <dt>{t('total-own')}</dt><dd>{formatCents(total.own)}</dd>
          <dt>{t('total-over')}</dt><dd>{formatCount(total.over)}</dd>
        </div>
      ))}
    </dl>
  );
}
