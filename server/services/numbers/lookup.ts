// The number lookup (docs/numbers.md): every prize a number hit, on every draw type, newest first, read by
// ONE indexed query on drawn_numbers (its key, or its sorted key for every ordering of its digits). The
// counts and the days since it last came are worked out from those rows.
import type { NumberLookupAnswer } from '../../../contract/numbers.ts';
import { dateToDayNumber, gmt8Date } from '../../../src/core/domain/calendar.ts';
import { countsByRank, lookupKeys, orderingCount, shownHits } from '../../../src/core/domain/drawn-numbers.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import type { ServiceContext } from '../context.ts';

export async function lookUpNumber(ctx: ServiceContext, number: string, withPermutations: boolean): Promise<NumberLookupAnswer> {
  const { column, keys } = lookupKeys(number, withPermutations);
  const rows = await ctx.db
    .selectFrom('drawn_numbers')
    .select(['result_id as resultId', 'draw_type as drawType', 'draw_date as drawDate', 'game', 'rank', 'digits', 'prize'])
    .where(column, 'in', keys)
    .execute();
  const hits = shownHits(rows, DRAW_TYPE_ORDER).map(({ resultId: _resultId, ...hit }) => hit);
  const lastDrawn = hits[0]?.drawDate ?? null;
  const today = dateToDayNumber(gmt8Date(ctx.clock.now()));
  return {
    number,
    permutations: withPermutations,
    orderings: withPermutations ? orderingCount(number) : 1,
    hits,
    counts: countsByRank(hits),
    lastDrawn,
    daysSince: lastDrawn === null ? null : today - dateToDayNumber(lastDrawn),
  };
}
