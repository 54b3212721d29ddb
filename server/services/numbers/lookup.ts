// The number lookup (docs/numbers.md): every prize a number hit, on every draw type, newest first, read by
// ONE indexed query on drawn_numbers (its key, or its sorted key for every ordering of its digits). The
// counts and the days since it last came are worked out from those rows.
import { sql } from 'kysely';
import type { NumberLookupAnswer } from '../../../contract/numbers.ts';
import { dateToDayNumber, gmt8Date } from '../../../src/core/domain/calendar.ts';
import { countsByRank, lookupKeys, orderingCount, shownHits, type LookupGame } from '../../../src/core/domain/drawn-numbers.ts';
import type { PrizeRank } from '../../../src/core/domain/prize-ranks.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import type { ServiceContext } from '../context.ts';

export async function lookUpNumber(ctx: ServiceContext, number: string, withPermutations: boolean): Promise<NumberLookupAnswer> {
  const { column, keys } = lookupKeys(number, withPermutations);
  // The hits come back as one JSON text rather than a row each: a number with its orderings has thousands,
  // and one value crosses the driver (PGlite's worker thread above all) far cheaper than thousands of rows.
  const { rows } = await sql<{ hits: string | null }>`
    select json_agg(json_build_array(result_id, draw_type, draw_date, game, rank, digits, prize))::text as hits
    from drawn_numbers where ${sql.ref(column)} in (${sql.join(keys)})`.execute(ctx.db);
  const tuples = JSON.parse(rows[0]?.hits ?? '[]') as [number, string, string, LookupGame, PrizeRank, string, string][];
  const found = tuples.map(([resultId, drawType, drawDate, game, rank, digits, prize]) => ({ resultId, drawType, drawDate, game, rank, digits, prize }));
  const hits = shownHits(found, DRAW_TYPE_ORDER).map(({ resultId: _resultId, ...hit }) => hit);
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
