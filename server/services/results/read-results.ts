// The public result reads (docs/product.md S7, result hosts): data from draw_results, where a correction is a
// new version, so every read takes the LATEST version of a (draw type, date). Draw types come back in
// display order, every one of them, with dashes where nothing is published ("Empty prizes show as dashes").
// Identical reads that arrive together share one (store/shared-reads.ts): on every publish, every open
// results page reads again at once. Their answers are shared objects: callers read them, never change them.
import type { LaDrawResult, ResultListItem, SingleResult } from '../../../contract/results.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import type { DrawResult } from '../../settlement/result.ts';
import type { ServiceContext } from '../context.ts';
import { sharedRead } from '../../store/shared-reads.ts';
import { laShapeOf, tablesOf } from './result-shapes.ts';

interface Found {
  drawDate: string;
  result: DrawResult;
}

/** The L/A interface covers Lucky and Winbox, 3 pm and evening draws. */
export const LA_DRAW_TYPES: readonly string[] = ['L3', 'L', 'A3', 'A'];

function itemOf(drawType: string, found: Found | undefined, date: string | null): ResultListItem {
  return {
    drawType,
    drawDate: found?.drawDate ?? date,
    published: found !== undefined,
    ...tablesOf(drawType, found?.result),
  };
}

/** Rows of draw_results → the latest version per draw type (the query orders versions newest first). */
function byDrawType(rows: { draw_type: string; draw_date: string; result_json: string }[]): Map<string, Found> {
  const found = new Map<string, Found>();
  for (const row of rows) {
    if (!found.has(row.draw_type))
      found.set(row.draw_type, { drawDate: row.draw_date, result: JSON.parse(row.result_json) as DrawResult });
  }
  return found;
}

/** GetLatestResults: each draw type's most recent draw date with a result (drawDate null if none ever). */
export function latestResults(ctx: ServiceContext): Promise<ResultListItem[]> {
  return sharedRead(ctx.db, 'latest', () => readLatestResults(ctx));
}

async function readLatestResults(ctx: ServiceContext): Promise<ResultListItem[]> {
  // DISTINCT ON keeps the first row per draw type: the newest date, then its newest version.
  const rows = await ctx.db
    .selectFrom('draw_results')
    .select(['draw_type', 'draw_date', 'result_json'])
    .distinctOn('draw_type')
    .orderBy('draw_type')
    .orderBy('draw_date', 'desc')
    .orderBy('version', 'desc')
    .execute();
  const found = byDrawType(rows);
  return DRAW_TYPE_ORDER.map((drawType) => itemOf(drawType, found.get(drawType), null));
}

async function resultsOfDate(
  ctx: ServiceContext,
  date: string,
  drawTypes: readonly string[],
): Promise<Map<string, Found>> {
  const rows = await ctx.db
    .selectFrom('draw_results')
    .select(['draw_type', 'draw_date', 'result_json'])
    .where('draw_date', '=', date)
    .where('draw_type', 'in', drawTypes)
    .orderBy('draw_type')
    .orderBy('version', 'desc')
    .execute();
  return byDrawType(rows);
}

/** GetResults?DrawDate: every draw type on that date; those without a result are all dashes. */
export function resultsOn(ctx: ServiceContext, date: string): Promise<ResultListItem[]> {
  return sharedRead(ctx.db, `date ${date}`, async () => {
    const found = await resultsOfDate(ctx, date, DRAW_TYPE_ORDER);
    return DRAW_TYPE_ORDER.map((drawType) => itemOf(drawType, found.get(drawType), date));
  });
}

/** GetLatestResult: one draw type on a date, or its latest draw when no date is given. */
export function singleResult(ctx: ServiceContext, drawType: string, date: string | undefined): Promise<SingleResult> {
  return sharedRead(ctx.db, `single ${drawType} ${date ?? 'latest'}`, () => readSingleResult(ctx, drawType, date));
}

async function readSingleResult(
  ctx: ServiceContext,
  drawType: string,
  date: string | undefined,
): Promise<SingleResult> {
  let query = ctx.db
    .selectFrom('draw_results')
    .select(['draw_type', 'draw_date', 'result_json'])
    .where('draw_type', '=', drawType);
  if (date !== undefined) query = query.where('draw_date', '=', date);
  const row = await query.orderBy('draw_date', 'desc').orderBy('version', 'desc').limit(1).executeTakeFirst();
  const found = row ? { drawDate: row.draw_date, result: JSON.parse(row.result_json) as DrawResult } : undefined;
  return itemOf(drawType, found, date ?? null);
}

/** DrawResultL/GetDrawResult: the L/A draws of one date (only those held at `time` when it names one). */
export function laResultsOn(ctx: ServiceContext, date: string, drawTypes: readonly string[]): Promise<LaDrawResult[]> {
  return sharedRead(ctx.db, `la ${date} ${drawTypes.join(',')}`, async () => {
    const found = await resultsOfDate(ctx, date, drawTypes);
    return drawTypes.map((drawType) => laShapeOf(drawType, date, found.get(drawType)?.result));
  });
}
