// Hot and cold numbers of one draw type over 30, 90 or 365 days: the most and least drawn 4D numbers, and
// the digits by position as a chart with its table.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_TYPE_ORDER } from '../../../core/domain/operators.ts';
import { HOT_COLD_PERIODS, type HotColdPeriod } from '../../../core/domain/hot-cold.ts';
import { failureText } from '../../i18n/status-text.ts';
import { DigitChart } from './digit-chart.tsx';
import { drawTypeName } from '../../format/draw-type-name.ts';
import { useHotCold } from './use-number-stats.ts';

interface Props {
  drawType: string;
  period: HotColdPeriod;
  onDrawType: (drawType: string) => void;
  onPeriod: (period: HotColdPeriod) => void;
}

export function HotColdPanel({ drawType, period, onDrawType, onPeriod }: Props) {
  const { t } = useTranslation('numbers');
  const { t: tt } = useTranslation();
  const periodLabel = useId();
  const query = useHotCold(drawType, period);
  const answer = query.data;
  return (
    <section className="numbers-panel" aria-labelledby="numbers-hot-cold-heading">
      <h2 id="numbers-hot-cold-heading" className="visually-hidden">
        {t('view-hot-cold')}
      </h2>
      <label className="field numbers-select">
        <span>{t('operator-label')}</span>
        <select value={drawType} onChange={(event) => onDrawType(event.target.value)}>
          {DRAW_TYPE_ORDER.map((type) => (
            <option key={type} value={type}>
              {drawTypeName(type)} ({type})
            </option>
          ))}
        </select>
      </label>
      <div className="numbers-periods" role="group" aria-labelledby={periodLabel}>
        <span id={periodLabel} className="numbers-periods-label">
          {t('period-label')}
        </span>
        {HOT_COLD_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            className="numbers-toggle"
            aria-pressed={days === period}
            onClick={() => onPeriod(days)}
          >
            {t('period-days', { count: days })}
          </button>
        ))}
      </div>
      {query.isPending && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {query.isError && (
        <p className="notice notice-bad" role="alert">
          {failureText(tt, query.error)}
        </p>
      )}
      {answer !== undefined && answer.draws === 0 && (
        <p className="muted" role="status">
          {t('hot-cold-none')}
        </p>
      )}
      {answer !== undefined && answer.draws > 0 && (
        <div className="hot-cold" data-testid="hot-cold">
          <h3>{t('hot-heading')}</h3>
          <table className="numbers-table" data-testid="hot-table">
            <caption>{t('hot-caption', { from: answer.from, to: answer.to, count: answer.draws })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col-number')}</th>
                <th scope="col">{t('col-count')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.hot.map((hot) => (
                <tr key={hot.number}>
                  <th scope="row" className="prize">
                    {hot.number}
                  </th>
                  <td>{hot.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('cold-heading')}</h3>
          <table className="numbers-table" data-testid="cold-table">
            <caption>{t('cold-caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col-number')}</th>
                <th scope="col">{t('col-count')}</th>
                <th scope="col">{t('col-last')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.cold.map((cold) => (
                <tr key={cold.number}>
                  <th scope="row" className="prize">
                    {cold.number}
                  </th>
                  <td>{cold.count}</td>
                  <td>{cold.lastDrawn ?? t('never-short')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('digits-heading')}</h3>
          <DigitChart counts={answer.digits} />
        </div>
      )}
    </section>
  );
}
