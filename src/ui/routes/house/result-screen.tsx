// /house/result/: the house operator enters or corrects a draw's result (docs/house.md). Picking the draw
// reads its preview (GET /admin/results/preview): the result on record, if any, and the tickets publishing
// settles. Publishing asks first, showing that count and whether it is a first result or a correction; the
// server's answer (E155 before the draw, V103 naming a prize) shows as the catalogue's text.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishedResult, ResultPreview } from '../../../../contract/house.ts';
import { useInjection } from '../../../app/container-context.tsx';
import { gmt8Date } from '../../../core/domain/calendar.ts';
import { DRAW_TYPE_ORDER, offersGame, operatorOf, drawTimeOf } from '../../../core/domain/operators.ts';
import { asServiceError } from '../../../core/domain/service-error.ts';
import { Clock } from '../../../core/ports/clock.ts';
import { HouseService } from '../../../core/ports/house-service.ts';
import { StatusNotice } from '../../components/shell/status-notice.tsx';
import { formatCents } from '../../format/money.ts';
import { withQueries } from '../../query/with-queries.tsx';
import { HouseGate } from '../../components/house/house-access.tsx';
import { ChangeFailed, QueryState } from '../../components/house/query-state.tsx';
import { ResultFieldset } from './result-fields.tsx';
import { fieldsOf, resultOf, sameResult, type ResultFields } from './result-form.ts';
import '../../components/shell/shell.css';
import '../../components/back-office/back-office.css';
import './house.css';

const drawLabel = (drawType: string) => {
  const operator = operatorOf(drawType);
  return operator?.daily ? `${operator.name} ${drawTimeOf(drawType)}` : (operator?.name ?? drawType);
};

function ResultScreenBody() {
  const { t } = useTranslation('house');
  const clock = useInjection<Clock>(Clock);
  const [draw, setDraw] = useState({ drawType: 'M', drawDate: gmt8Date(clock.now()) });
  return (
    <div className="screen">
      <main className="content">
        <h1 className="house-title">{t('entry-result')}</h1>
        <section className="card house-form" aria-label={t('draw')}>
          <div className="house-pair">
            <label className="field">
              {t('draw-type')}
              <select
                value={draw.drawType}
                onChange={(event) => setDraw({ ...draw, drawType: event.target.value })}
                data-testid="draw-type"
              >
                {DRAW_TYPE_ORDER.map((type) => (
                  <option key={type} value={type}>{`${type} · ${drawLabel(type)}`}</option>
                ))}
              </select>
            </label>
            <label className="field">
              {t('draw-date')}
              <input
                type="date"
                value={draw.drawDate}
                required
                onChange={(event) => event.target.value !== '' && setDraw({ ...draw, drawDate: event.target.value })}
                data-testid="draw-date"
              />
            </label>
          </div>
        </section>
        <DrawResultPanel key={`${draw.drawType}|${draw.drawDate}`} drawType={draw.drawType} drawDate={draw.drawDate} />
      </main>
    </div>
  );
}

function DrawResultPanel({ drawType, drawDate }: { drawType: string; drawDate: string }) {
  const house = useInjection<HouseService>(HouseService);
  const preview = useQuery({
    queryKey: ['house', 'preview', drawType, drawDate],
    queryFn: () => house.preview(drawType, drawDate),
  });
  if (preview.data === undefined)
    return (
      <QueryState pending={preview.isPending} error={preview.error === null ? null : asServiceError(preview.error)} />
    );
  return <ResultEditor preview={preview.data} />;
}

function ResultEditor({ preview }: { preview: ResultPreview }) {
  const { t } = useTranslation('house');
  const house = useInjection<HouseService>(HouseService);
  const queries = useQueryClient();
  const [fields, setFields] = useState<ResultFields>(() => fieldsOf(preview.result));
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState<PublishedResult | null>(null);
  const publish = useMutation({
    mutationFn: () => house.publish(preview.drawType, preview.drawDate, resultOf(fields)),
    onSuccess: async (answer) => {
      setPublished(answer);
      setConfirming(false);
      await queries.invalidateQueries({ queryKey: ['house', 'preview', preview.drawType, preview.drawDate] });
    },
    onError: () => setConfirming(false),
  });
  const correction = preview.version > 0;
  const unchanged = sameResult(preview.result, resultOf(fields));
  const games = { fiveD: offersGame(preview.drawType, '5D'), sixD: offersGame(preview.drawType, '6D') };
  return (
    <>
      <section className="card house-status" aria-label={t('on-record')} data-testid="result-status">
        <p>{correction ? t('published-version', { version: preview.version }) : t('not-published')}</p>
        <p data-testid="ticket-count">{t('tickets-on-draw', { count: preview.tickets })}</p>
        {preview.tooEarly && <StatusNotice notice={{ status: 'E155', params: [preview.drawAt] }} testId="too-early" />}
      </section>
      {published !== null && (
        <p className="notice notice-good" role="status" data-testid="published">
          {published.changed
            ? t('published-done', {
                version: published.version,
                count: published.tickets,
                wins: formatCents(published.winCents),
                reversed: formatCents(published.reversedCents),
              })
            : t('published-same', { version: published.version })}
        </p>
      )}
      <form
        className="card house-form"
        aria-label={correction ? t('correct-result') : t('enter-result')}
        onSubmit={(event) => {
          event.preventDefault();
          publish.reset();
          setPublished(null);
          setConfirming(true);
        }}
      >
        <ResultFieldset
          fields={fields}
          games={games}
          onChange={(next) => {
            setFields(next);
            setConfirming(false);
          }}
        />
        <ChangeFailed error={publish.error} />
        {!confirming && (
          <button type="submit" className="button" disabled={unchanged} data-testid="review-result">
            {correction ? t('correct-result') : t('enter-result')}
          </button>
        )}
        {unchanged && <p className="bo-hint">{t('unchanged')}</p>}
      </form>
      {confirming && (
        <section
          className="card house-confirm"
          role="group"
          aria-label={t('confirm-title')}
          data-testid="confirm-publish"
        >
          <h2>{t('confirm-title')}</h2>
          <p>
            {correction
              ? t('confirm-correction', {
                  version: preview.version,
                  next: preview.version + 1,
                  count: preview.tickets,
                  drawType: preview.drawType,
                  drawDate: preview.drawDate,
                })
              : t('confirm-first', { count: preview.tickets, drawType: preview.drawType, drawDate: preview.drawDate })}
          </p>
          <div className="bo-row-actions">
            <button
              type="button"
              className="button"
              disabled={publish.isPending}
              onClick={() => publish.mutate()}
              data-testid="publish-result"
            >
              {t('publish')}
            </button>
            <button type="button" className="button button-quiet" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </div>
        </section>
      )}
    </>
  );
}

export const ResultEntryScreen = withQueries(function ResultEntry() {
  return <HouseGate allowed={(access) => access.house}>{() => <ResultScreenBody />}</HouseGate>;
});
