// The number lookup (docs/numbers.md): every prize a number hit, on every draw type, newest first, read by
// ONE indexed query on drawn_numbers (its key, or its sorted key for every ordering of its digits). The
// database keeps each 5D/6D draw's best tier only, counts the hits by rank and finds the newest date, and
// hands back one page of hits: a number with its orderings has thousands, and shipping them all out of the
// database (PGlite's worker thread above all) was where the time went.
import { sql } from 'kysely';
import type { NumberLookupAnswer } from '../../../contract/numbers.ts';
import { dateToDayNumber, gmt8Date } from '../../../src/core/domain/calendar.ts';
import {
  cursorOf,
  cursorText,
  gameOfNumber,
  LOOKUP_PAGE_HITS,
  lookupKeys,
  ONE_TIER_GAMES,
  orderingCount,
  RANK_ORDER,
  type LookupGame,
} from '../../../src/core/domain/drawn-numbers.ts';
import type { PrizeRank } from '../../../src/core/domain/prize-ranks.ts';
import { DRAW_TYPE_ORDER } from '../../../src/core/domain/operators.ts';
import type { ServiceContext } from '../context.ts';

type HitTuple = [string, string, LookupGame, PrizeRank, string, string];

export async function lookUpNumber(
  ctx: ServiceContext,
  number: string,
  withPermutations: boolean,
  cursor?: string,
  pageHits = LOOKUP_PAGE_HITS,
): Promise<NumberLookupAnswer> {
  const { column, keys } = lookupKeys(number, withPermutations);
  const after = cursor === undefined ? null : cursorOf(cursor);
  // The display order as numbers: draw type order within a date, rank order within a draw (core's rules).
  const typeOrder = sql`array_position(array[${sql.join(DRAW_TYPE_ORDER)}]::text[], draw_type)`;
  const rankOrder = sql`array_position(array[${sql.join(RANK_ORDER)}]::text[], rank)`;
  const matching = sql`from drawn_numbers where ${sql.ref(column)} in (${sql.join(keys)})`;
  // A number's keys are all of its own game, so the one-tier rule applies to every row or to none.
  const shown = ONE_TIER_GAMES.includes(gameOfNumber(number))
    ? sql`select distinct on (result_id) draw_type, draw_date, rank, digits, prize, ${typeOrder} as type_order ${matching} order by result_id, ${rankOrder}`
    : sql`select draw_type, draw_date, rank, digits, prize, ${typeOrder} as type_order ${matching}`;
  // A page holds whole draws: the draw of its pageHits-th hit is the last, so a cursor (a draw) never
  // splits one and the next page starts right after it. Hits are newest first: date desc, type order asc.
  const afterCursor =
    after === null
      ? sql`true`
      : sql`(draw_date < ${after.drawDate} or (draw_date = ${after.drawDate} and type_order > ${DRAW_TYPE_ORDER.indexOf(after.drawType) + 1}))`;
  const inPage = sql`(not exists (select 1 from boundary) or draw_date > (select draw_date from boundary)
    or (draw_date = (select draw_date from boundary) and type_order <= (select type_order from boundary)))`;
  const { rows } = await sql<{ counts: string | null; last_drawn: string | null; more: boolean; hits: string | null }>`
    with shown as materialized (${shown}),
    boundary as (
      select draw_date, type_order from shown where ${afterCursor} order by draw_date desc, type_order offset ${pageHits - 1} limit 1
    )
    select
      (select json_object_agg(rank, hits)::text from (select rank, count(*) as hits from shown group by rank) by_rank) as counts,
      (select max(draw_date) from shown) as last_drawn,
      exists (select 1 from shown where ${afterCursor} and not ${inPage}) as more,
      (select json_agg(json_build_array(draw_type, draw_date, ${gameOfNumber(number)}::text, rank, digits, prize)
        order by draw_date desc, type_order, ${rankOrder}, prize, digits)::text from shown where ${afterCursor} and ${inPage}) as hits`.execute(
    ctx.db,
  );
  const row = rows[0];
  const tuples = JSON.parse(row?.hits ?? '[]') as HitTuple[];
  const hits = tuples.map(([drawType, drawDate, game, rank, digits, prize]) => ({
    drawType,
    drawDate,
    game,
    rank,
    digits,
    prize,
  }));
  const counts = Object.fromEntries(RANK_ORDER.map((rank) => [rank, 0])) as Record<PrizeRank, number>;
  for (const [rank, count] of Object.entries(JSON.parse(row?.counts ?? '{}') as Record<PrizeRank, number>))
    counts[rank as PrizeRank] = Number(count);
  const last = hits.at(-1);
  const lastDrawn = row?.last_drawn ?? null;
  const today = dateToDayNumber(gmt8Date(ctx.clock.now()));
  return {
    number,
    permutations: withPermutations,
    orderings: withPermutations ? orderingCount(number) : 1,
    hits,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    nextCursor: row?.more === true && last !== undefined ? cursorText(last) : null,
    counts,
    lastDrawn,
    daysSince: lastDrawn === null ? null : today - dateToDayNumber(lastDrawn),
  };
}
