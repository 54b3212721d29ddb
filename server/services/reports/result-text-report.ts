// GetResultText (docs/product.md D9; docs/product.md S2 "Results text"): every draw of a date as plain text, one block per
// draw in display order (M P T S B K W L3 L A3 A N3 N), and the same results structured. A draw is listed
// when it has a result or the calendar holds one that day; one without a result reads as dashes. Each
// draw reads its LATEST result version, as the result pages do.
import type { ResultTextData, ResultTextDraw } from '../../../contract/reports-draw.ts';
import { hasDraw } from '../../../src/core/domain/calendar.ts';
import { DRAW_TYPE_ORDER, drawTimeOf, operatorOf } from '../../../src/core/domain/operators.ts';
import type { DrawResult } from '../../settlement/result.ts';
import { resultText, type ResultTextWords } from '../../../src/core/domain/report-texts.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { tablesOf } from '../results/result-shapes.ts';
import { siteOf, specialDatesOf } from '../site-info.ts';

/** The newest draw date that has a result, or undefined when none has been published yet. */
export async function latestResultDate(ctx: ServiceContext): Promise<string | undefined> {
  const row = await ctx.db
    .selectFrom('draw_results')
    .select('draw_date')
    .orderBy('draw_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.draw_date;
}

export async function resultTextOf(
  ctx: ServiceContext,
  user: UserRow,
  drawDate: string,
): Promise<{ text: string; data: ResultTextData }> {
  const rows = await ctx.db
    .selectFrom('draw_results')
    .select(['draw_type', 'result_json'])
    .where('draw_date', '=', drawDate)
    .orderBy('draw_type')
    .orderBy('version', 'desc')
    .execute();
  const latest = new Map<string, DrawResult>();
  for (const row of rows)
    if (!latest.has(row.draw_type)) latest.set(row.draw_type, JSON.parse(row.result_json) as DrawResult);

  const specialDates = specialDatesOf(await siteOf(ctx, user.site_id));
  const draws = DRAW_TYPE_ORDER.filter(
    (drawType) => latest.has(drawType) || hasDraw(drawType, drawDate, { specialDates }),
  ).map((drawType): ResultTextDraw => ({
    drawType,
    operator: operatorOf(drawType)?.name ?? drawType,
    drawTime: drawTimeOf(drawType),
    published: latest.has(drawType),
    ...tablesOf(drawType, latest.get(drawType)),
  }));
  const data = { drawDate, draws };
  return { text: textOf(data), data };
}

/** The English words of the envelope's `message` (logs, scripts); the app writes the text in the user's language. */
const ENGLISH: ResultTextWords = {
  heading: (drawDate) => `Results ${drawDate}`,
  first: '1st',
  second: '2nd',
  third: '3rd',
  special: 'Special',
  consolation: 'Consolation',
  fiveD: '5D',
  sixD: '6D',
  noDraws: 'No draws.',
};

/** The plain text (layout: src/core/domain/report-texts.ts), in English. */
export function textOf(data: ResultTextData): string {
  return resultText(data, ENGLISH);
}
