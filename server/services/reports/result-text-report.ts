// GetResultText (docs/product.md D9; docs/product.md S2 "Results text"): every draw of a date as plain text, one block per
// draw in display order (M P T S B K W L3 L A3 A N3 N), and the same results structured. A draw is listed
// when it has a result or the calendar holds one that day; one without a result reads as dashes. Each
// draw reads its LATEST result version, as the result pages do.
import type { ResultTextData, ResultTextDraw } from '../../../contract/reports-draw.ts';
import { hasDraw } from '../../../src/core/domain/calendar.ts';
import { DRAW_TYPE_ORDER, drawTimeOf, operatorOf } from '../../../src/core/domain/operators.ts';
import { STARTER_COUNT, CONSOLATION_COUNT, type DrawResult } from '../../settlement/result.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { tablesOf } from '../results/result-shapes.ts';
import { siteOf, specialDatesOf } from '../site-info.ts';

/** The newest draw date that has a result, or undefined when none has been published yet. */
export async function latestResultDate(ctx: ServiceContext): Promise<string | undefined> {
  const row = await ctx.db.selectFrom('draw_results').select('draw_date').orderBy('draw_date', 'desc').limit(1).executeTakeFirst();
  return row?.draw_date;
}

export async function resultTextOf(ctx: ServiceContext, user: UserRow, drawDate: string): Promise<{ text: string; data: ResultTextData }> {
  const rows = await ctx.db
    .selectFrom('draw_results')
    .select(['draw_type', 'result_json'])
    .where('draw_date', '=', drawDate)
    .orderBy('draw_type')
    .orderBy('version', 'desc')
    .execute();
  const latest = new Map<string, DrawResult>();
  for (const row of rows) if (!latest.has(row.draw_type)) latest.set(row.draw_type, JSON.parse(row.result_json) as DrawResult);

  const specialDates = specialDatesOf(await siteOf(ctx, user.site_id));
  const draws = DRAW_TYPE_ORDER.filter((drawType) => latest.has(drawType) || hasDraw(drawType, drawDate, { specialDates })).map(
    (drawType): ResultTextDraw => ({
      drawType,
      operator: operatorOf(drawType)?.name ?? drawType,
      drawTime: drawTimeOf(drawType),
      published: latest.has(drawType),
      ...tablesOf(drawType, latest.get(drawType)),
    }),
  );
  const data = { drawDate, draws };
  return { text: textOf(data), data };
}

/**
 * The plain text: a heading line, then per draw a block such as
 *   Magnum (M) 19:00
 *   1st 1234
 *   2nd 4321
 *   3rd 9999
 *   Special 1000 1001 … (13)
 *   Consolation 2000 2001 … (10)
 *   5D 1st 12345 2nd 23456 3rd 34567     (Toto)
 *   6D 123456                             (Toto, Lucky, Winbox)
 * Blocks are separated by an empty line; lines end with '\n' only.
 */
export function textOf(data: ResultTextData): string {
  const blocks = data.draws.map((draw) => {
    const m4 = draw.m4;
    const lines = [
      `${draw.operator} (${draw.drawType}) ${draw.drawTime}`,
      `1st ${m4.prize1}`,
      `2nd ${m4.prize2}`,
      `3rd ${m4.prize3}`,
      `Special ${Array.from({ length: STARTER_COUNT }, (_, i) => m4[`prizeStarter${i + 1}`]).join(' ')}`,
      `Consolation ${Array.from({ length: CONSOLATION_COUNT }, (_, i) => m4[`prizeConsolation${i + 1}`]).join(' ')}`,
    ];
    if (draw.m5) lines.push(`5D 1st ${draw.m5.prize1} 2nd ${draw.m5.prize2} 3rd ${draw.m5.prize3}`);
    if (draw.m6) lines.push(`6D ${draw.m6.prize1}`);
    return lines.join('\n');
  });
  const heading = `Results ${data.drawDate}`;
  return blocks.length === 0 ? `${heading}\nNo draws.` : [heading, ...blocks].join('\n\n');
}
