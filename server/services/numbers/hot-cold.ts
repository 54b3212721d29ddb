// Hot and cold numbers of one draw type (docs/numbers.md): the period's 4D prize numbers from drawn_numbers
// (one index range: draw type, game, date), counted by the core's rules; the cold numbers' last dates come
// from the whole stored history of the draw type (an index-only read of the same index).
import type { HotColdAnswer } from '../../../contract/numbers.ts';
import { dayNumberToDate, dateToDayNumber, gmt8Date } from '../../../src/core/domain/calendar.ts';
import { coldNumbers, digitCounts, hotNumbers, type HotColdPeriod } from '../../../src/core/domain/hot-cold.ts';
import type { ServiceContext } from '../context.ts';

export async function hotAndCold(ctx: ServiceContext, drawType: string, days: HotColdPeriod): Promise<HotColdAnswer> {
  const to = gmt8Date(ctx.clock.now());
  const from = dayNumberToDate(dateToDayNumber(to) - days + 1);
  const period = await ctx.db
    .selectFrom('drawn_numbers')
    .select(['digits', 'result_id'])
    .where('draw_type', '=', drawType)
    .where('game', '=', '4D')
    .where('draw_date', '>=', from)
    .where('draw_date', '<=', to)
    .execute();
  const history = await ctx.db
    .selectFrom('drawn_numbers')
    .select(['digits'])
    .select((eb) => eb.fn.max('draw_date').as('lastDrawn'))
    .where('draw_type', '=', drawType)
    .where('game', '=', '4D')
    .groupBy('digits')
    .execute();
  const numbers = period.map((row) => row.digits);
  const lastDrawn = new Map(history.map((row) => [row.digits, row.lastDrawn]));
  return {
    drawType,
    days,
    from,
    to,
    draws: new Set(period.map((row) => row.result_id)).size,
    hot: hotNumbers(numbers),
    cold: coldNumbers(numbers, lastDrawn),
    digits: digitCounts(numbers),
  };
}
