// The demo site's history: on first start, results for every draw of the past 30 days, from the
// seeded generator (the same draw always gets the same numbers), published through the real path and
// marked as demo data.
import { gmt8Date, hasDraw } from '../../../src/core/domain/calendar.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import { demoDrawResult } from '../../settlement/demo-results.ts';
import type { ServiceContext } from '../context.ts';
import { publishResult } from './publish-result.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEMO_HISTORY_DAYS = 30;

/** Publishes the demo results of the DEMO_HISTORY_DAYS days before today (GMT+8); returns how many. */
export async function seedDemoResults(ctx: ServiceContext): Promise<number> {
  // The GMT+8 dates 30, 29 … 1 days ago.
  const dates = Array.from({ length: DEMO_HISTORY_DAYS }, (_, index) =>
    gmt8Date(ctx.clock.now() - (DEMO_HISTORY_DAYS - index) * DAY_MS),
  );
  let published = 0;
  for (const date of dates) {
    for (const drawType of DRAW_TYPE_ORDER) {
      if (!hasDraw(drawType, date)) continue;
      await publishResult(ctx, {
        drawType,
        drawDate: date,
        result: demoDrawResult(drawType, date),
        publishedBy: null,
        demo: true,
      });
      published++;
    }
  }
  return published;
}
