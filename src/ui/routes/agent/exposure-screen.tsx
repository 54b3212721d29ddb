// /agent/exposure/ ("exposure by number"): for a draw date and draw, every number of the agent's subtree
// with what was staked on each slot, what the agent keeps after PT and after its max fight, what it passes
// up, and its worst case over every prize rank the number can hit — worst first. Filters and order are
// exposure-view.ts's; the figures refresh while the screen is open (use-exposure.ts); the list can be
// shared as text (exposure-share.ts); thousands of numbers scroll in a virtual list.
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { DrawExposure } from '../../../core/ports/exposure-service.ts';
import { drawTimeOf, operatorOf } from '../../../core/domain/operators.ts';
import { LoadView } from '../../components/back-office/load-view.tsx';
import { copyText, shareText } from '../../components/receipt-dialog/receipt-share.ts';
import { VirtualList } from '../../components/virtual-list.tsx';
import { formatCents, formatCount } from '../../format/money.ts';
import { percentNumber } from '../../format/percent.ts';
import { exposureActions, exposureState } from './exposure-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { exposureText } from './exposure-share.ts';
import { ExposurePictureButton } from '../../share/shared-pictures.tsx';
import {
  SHOWS,
  SORTS,
  currenciesOf,
  drawTypeFor,
  drawTypesOn,
  slotStakes,
  totalsOf,
  visibleRows,
  type ExposureShow,
  type ExposureSort,
} from './exposure-view.ts';
import { useExposure } from './use-exposure.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import '../../components/back-office/agent.css';

/** Each row's height in the list, in px: three lines of figures under the number. */
const ROW_HEIGHT = 112;

/** The operator's name; its draw time too when it draws twice a day (L3 and L are both Lucky). */
const drawLabel = (drawType: string) => {
  const operator = operatorOf(drawType);
  return operator?.daily ? `${operator.name} ${drawTimeOf(drawType)}` : (operator?.name ?? drawType);
};

export function ExposureScreen() {
  const { t } = useTranslation('exposure');
  const { loginData } = useSnapshot(sessionState);
  const state = useSnapshot(exposureState);
  const calendar = loginData?.drawCalendar ?? [];
  const date = state.date || calendar[0]?.date || '';
  const drawType = drawTypeFor(calendar, date, state.drawType);
  const { result, refresh: reload } = useExposure(drawType, date);
  return (
    <div className="screen">
      <main className="content">
        <form
          className="card exposure-draw"
          onSubmit={(event) => {
            event.preventDefault();
            reload();
          }}
        >
          <div className="exposure-pair">
            <label className="field">
              {t('draw-date')}
              <select
                value={date}
                onChange={(event) => exposureActions.draw(event.target.value, state.drawType || drawType)}
              >
                {calendar.map((day) => (
                  <option key={day.date} value={day.date}>
                    {day.date}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              {t('draw')}
              <select
                value={drawType}
                onChange={(event) => exposureActions.draw(date, event.target.value)}
                disabled={drawType === ''}
              >
                {drawTypesOn(calendar, date).map((type) => (
                  <option key={type} value={type}>
                    {drawLabel(type)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <button type="submit" className="button button-quiet exposure-refresh">
            {t('refresh')}
          </button>
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

function ExposureBody({ exposure }: { exposure: DrawExposure }) {
  const { t } = useTranslation('exposure');
  const { filter } = useSnapshot(exposureState);
  const [shared, setShared] = useState('');
  const rows = visibleRows(exposure.lines, filter);
  const money = (cents: number) => formatCents(cents);
  const share = async () => {
    const text = exposureText(exposure, rows, drawLabel(exposure.drawType), t, formatCents);
    const outcome = await shareText(
      text,
      t('share-title', { draw: drawLabel(exposure.drawType), date: exposure.drawDate }),
      globalThis.navigator,
    );
    if (outcome === 'done') return setShared(t('shared'));
    if (outcome === 'cancelled') return undefined;
    // No share sheet (a desktop browser): the text goes to the clipboard instead.
    setShared(
      (await copyText(text, globalThis.navigator?.clipboard)) === 'done' ? t('copied') : t('share-not-available'),
    );
    return undefined;
  };
  return (
    <>
      <section className="card exposure-filters" aria-label={t('filters')}>
        <p className="bo-hint">
          {t('limits', {
            maxFight: `${exposure.baseCurrency} ${money(exposure.maxFightCents)}`,
            pt: percentNumber(exposure.positionTakingBp),
          })}
        </p>
        <div className="exposure-pair">
          <label className="field">
            {t('currency')}
            <select
              value={filter.currency}
              onChange={(event) => exposureActions.filter({ currency: event.target.value })}
            >
              <option value="ALL">{t('currency-all')}</option>
              {currenciesOf(exposure.lines).map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('number')}
            <input
              inputMode="numeric"
              autoComplete="off"
              value={filter.number}
              onChange={(event) => exposureActions.filter({ number: event.target.value })}
            />
          </label>
          <label className="field">
            {t('show')}
            <select
              value={filter.show}
              onChange={(event) => exposureActions.filter({ show: event.target.value as ExposureShow })}
            >
              {SHOWS.map((show) => (
                <option key={show} value={show}>
                  {t(`show-${show}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('sort')}
            <select
              value={filter.sort}
              onChange={(event) => exposureActions.filter({ sort: event.target.value as ExposureSort })}
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort-${sort}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {exposure.lines.length > 0 && <Totals rows={rows} />}
        {rows.length > 0 && (
          <>
            <button type="button" className="button button-quiet exposure-share" onClick={() => void share()}>
              {t('share')}
            </button>
            <p className="bo-hint" role="status" aria-live="polite">
              {shared}
            </p>
            <ExposurePictureButton
              text={exposureText(exposure, rows, drawLabel(exposure.drawType), t, formatCents)}
              drawType={exposure.drawType}
              date={exposure.drawDate}
            />
          </>
        )}
      </section>
      {exposure.lines.length === 0 ? (
        <p className="card" data-testid="exposure-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          {rows.length === 0 ? (
            <p className="card">{t('empty-filtered')}</p>
          ) : (
            // The list is as tall as its rows, up to most of the screen (then it scrolls).
            <div className="exposure-list-frame" style={{ '--exposure-rows': rows.length } as CSSProperties}>
              <VirtualList
                className="exposure-list"
                label={t('list-label', { draw: drawLabel(exposure.drawType), date: exposure.drawDate })}
                items={rows}
                rowHeight={ROW_HEIGHT}
                keyOf={(row) => `${row.number}|${row.currency}`}
                renderRow={(row) => (
                  <div
                    className={row.overMaxFight ? 'exposure-row exposure-over' : 'exposure-row'}
                    data-testid="exposure-row"
                  >
                    <div className="exposure-line">
                      <strong className="exposure-number">{row.number}</strong>
                      <span className="exposure-muted">
                        {row.currency} · {t('tickets', { count: row.tickets })}
                      </span>
                      {row.passedUpCents > 0 && (
                        <span className="bo-badge bo-badge-bad">
                          {t('passed-badge', { amount: money(row.passedUpCents) })}
                        </span>
                      )}
                    </div>
                    <div className="exposure-line exposure-slots">
                      {slotStakes(row.number, row.slotCents).map((slot) => (
                        <span key={slot.label}>
                          {slot.label} {formatCents(slot.cents)}
                        </span>
                      ))}
                    </div>
                    <div className="exposure-line">
                      <span>
                        {t('after-pt')} {money(row.offeredCents)}
                      </span>
                      <span>
                        {t('kept')} {money(row.keptCents)}
                      </span>
                    </div>
                    <div className="exposure-line">
                      <span className="exposure-worst">
                        {t('worst', { rank: t(`rank-${row.worstRank ?? 'none'}`) })} {money(row.worstCaseCents)}
                      </span>
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
          <dt>{t('total-numbers', { currency: total.currency })}</dt>
          <dd>{formatCount(total.numbers)}</dd>
          <dt>{t('total-stake')}</dt>
          <dd>{formatCents(total.stake)}</dd>
          <dt>{t('total-kept')}</dt>
          <dd>{formatCents(total.kept)}</dd>
          <dt>{t('total-passed')}</dt>
          <dd>{formatCents(total.passed)}</dd>
          <dt>{t('total-over')}</dt>
          <dd>{formatCount(total.over)}</dd>
        </div>
      ))}
    </dl>
  );
}
