// The result hosts' and jackpot host's calls (docs/product.md S7): public, because the results page works
// without login and the spec sends no bearer token to them. HTTP only: the reads are in services/results/.
// Every query is validated at the edge (400 V103 naming the field), including dates that match the
// pattern but do not exist (2026-13-45), so a bad date never reads as "no result".
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { DateTimeQuery, LatestResultQuery, ResultsQuery } from '../../contract/requests/results.ts';
import type { JackpotItem, LaDrawResult, ResultListItem, SingleResult } from '../../contract/results.ts';
import { dateToDayNumber, gmt8Date } from '../../src/core/domain/calendar.ts';
import { canonicalDrawType, drawTimeOf } from '../../src/core/domain/operators.ts';
import { ApiError } from '../services/api-error.ts';
import { revalidatedReads } from '../http/revalidated-reads.ts';
import { typed } from '../http/typed.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { jackpotsOn } from '../services/results/jackpot.ts';
import {
  LA_DRAW_TYPES,
  latestResults,
  laResultsOn,
  resultsOn,
  singleResult,
} from '../services/results/read-results.ts';

/** A date the pattern let through but the calendar does not have (2026-02-30) → V103 on that field. */
function realDate(value: string, field: string): string {
  if (Number.isNaN(dateToDayNumber(value))) throw new ApiError('V103', [field], field);
  return value;
}

/** 'YYYY-MM-DD[THH:mm[:ss]]' → the date and the 'HH:MM' time if any; out-of-range parts are V103. */
function dateTime(value: string | undefined, field: string, now: number): { date: string; time?: string } {
  if (value === undefined || value === '') return { date: gmt8Date(now) };
  const [date = '', time] = value.split('T');
  realDate(date, field);
  if (time === undefined) return { date };
  const [hours, minutes, seconds = 0] = time.split(':').map(Number) as [number, number, number?];
  if (hours > 23 || minutes > 59 || seconds > 59) throw new ApiError('V103', [field], field);
  return { date, time: time.slice(0, 5) };
}

export async function resultRoutes(server: FastifyInstance, ctx: ServiceContext): Promise<void> {
  // Every read answers with an ETag and a 304 when unchanged (http/revalidated-reads.ts): the results page polls them.
  await revalidatedReads(server);
  const app = typed(server);
  app.post('/Result/GetLatestResults', async () => ok(await latestResults(ctx)) satisfies Envelope<ResultListItem[]>);

  app.post(
    '/Result/GetResults',
    { schema: { querystring: ResultsQuery } },
    async (request) =>
      ok(await resultsOn(ctx, realDate(request.query.DrawDate, 'DrawDate'))) satisfies Envelope<ResultListItem[]>,
  );

  // Without DrawDate: that draw type's latest result (the single tab before a date is picked).
  app.get('/Result/GetLatestResult', { schema: { querystring: LatestResultQuery } }, async (request) => {
    const { DrawTypeCode, DrawDate } = request.query;
    const drawType = canonicalDrawType(DrawTypeCode) as string; // the enum admits known names only
    const date = DrawDate === undefined ? undefined : realDate(DrawDate, 'DrawDate');
    return ok(await singleResult(ctx, drawType, date)) satisfies Envelope<SingleResult>;
  });

  // A time that is a draw time (15:30, 19:30) picks that draw's types; any other time, or none, gives all
  // four, so a client that sends "now" still gets the whole day.
  app.get('/DrawResultL/GetDrawResult', { schema: { querystring: DateTimeQuery } }, async (request) => {
    const { date, time } = dateTime(request.query.date, 'date', ctx.clock.now());
    const atTime = LA_DRAW_TYPES.filter((drawType) => drawTimeOf(drawType) === time);
    return ok(await laResultsOn(ctx, date, atTime.length > 0 ? atTime : LA_DRAW_TYPES)) satisfies Envelope<
      LaDrawResult[]
    >;
  });

  app.get(
    '/Jackpot/GetJackpot',
    { schema: { querystring: DateTimeQuery } },
    async (request) =>
      ok(jackpotsOn(dateTime(request.query.date, 'date', ctx.clock.now()).date)) satisfies Envelope<JackpotItem[]>,
  );
}
