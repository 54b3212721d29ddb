// Everything a bet is judged on, read in ONE statement (shared with the other bets arriving meanwhile) that
// also claims its ClientRef: the claim, the bet already placed with that ref (if any), the site's settings
// and the currency's minimums, the player's games, the operator's holds (E132, E147) and the draws of the
// date list whose result is out (E129).
//
// Nothing here is cached: the statement is needed anyway (the claim, the player's games), so the site's
// settings ride along at no extra round trip and are never stale, whichever server process changed them.
//
// The statement's snapshot is taken when it starts. If another request with the same ref commits while our
// claim insert waits on its claim row, our claim succeeds but `placed` misses its bet; place-bet.ts
// catches exactly that case at the end (the bets' unique key on an accept, releaseClaim on a refusal).
import { sql } from 'kysely';
import { Batcher, batcherPerDatabase } from '../../store/batcher.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import type { RateTable } from '../../../src/core/domain/exchange.ts';
import { specialDatesOfJson } from '../site-info.ts';

export interface PlacedBet {
  guid: string;
  bodyHash: string;
  /** The answer as first sent: the request's array for the per-draw-type calls, else the bet's own. */
  answer: string;
}

export interface BettingControl {
  /** '' for every draw type / every date. */
  drawType: string;
  drawDate: string;
  suspended: boolean;
  /** Its opening time is still ahead (E147). */
  notOpen: boolean;
}

export interface BetFacts {
  /** This request inserted the claim row. */
  claimed: boolean;
  placed?: PlacedBet;
  maxDrawDates: number;
  specialDates: string[];
  /** Null when the site does not offer the currency (E128). */
  minimumsCents: { regular: number; ibox: number } | null;
  games: string[];
  /** 'drawType|date' of the draws (of the dates asked about) with a published result. */
  published: ReadonlySet<string>;
  /** Only the controls in force now: suspended, or opening later. */
  controls: BettingControl[];
  /** The rates the site set (micros per 1 SGD); a code missing here uses the default table. */
  rates: RateTable;
  /** The site's base currency: credit, balances and limits are in it. */
  baseCurrency: string;
}

interface FactsRow {
  claimed: boolean;
  max_draw_dates: number;
  special_dates_json: string;
  min_regular_cents: number | null;
  min_ibox_cents: number | null;
  games: string[];
  placed_guid: string | null;
  placed_hash: string | null;
  placed_answer: string | null;
  published_types: string[];
  published_dates: string[];
  controls: string;
  rates: string;
  base_currency: string;
}

export interface FactsQuery {
  player: UserRow;
  clientRef: string;
  bodyHash: string;
  currency: string;
  now: number;
  /** The dates a sheet may name (the date list): only their results matter. */
  dates: readonly string[];
}

/**
 * The facts of many requests in one statement (store/batcher.ts): a busy server claims and reads for every
 * bet that came meanwhile in one round trip. Requests with the same player and ref never share a batch, so
 * `claimed` tells exactly which one claimed. `published` covers every date the batch asks about, a superset
 * of any one request's: only its own draws are ever looked up in it. The statement is bet_facts (migration
 * 0018), planned once per connection.
 */
const factsOf = batcherPerDatabase(
  (db) =>
    new Batcher<FactsQuery, FactsRow>(
      async (queries) => {
        const column = <T>(pick: (query: FactsQuery) => T) => queries.map(pick);
        const dates = [...new Set(queries.flatMap((query) => query.dates))];
        const { rows } = await sql<FactsRow & { n: number | string }>`
          select * from bet_facts(${column((q) => q.player.id)}::int[], ${column((q) => q.player.site_id)}::int[], ${column((q) => q.clientRef)}::text[],
            ${column((q) => q.bodyHash)}::text[], ${column((q) => q.currency)}::text[], ${column((q) => new Date(q.now))}::timestamptz[], ${dates}::text[])
        `.execute(db);
        const byInput = new Map(rows.map(({ n, ...row }) => [Number(n), row]));
        return queries.map((query, index) => {
          const row = byInput.get(index + 1);
          if (!row) throw new Error(`site ${query.player.site_id} of user ${query.player.id} is missing`);
          return row;
        });
      },
      { key: (query) => `${query.player.id}|${query.clientRef}` },
    ),
);

export async function claimAndReadFacts(ctx: ServiceContext, query: FactsQuery): Promise<BetFacts> {
  const row = await factsOf(ctx.db).call(query);
  const controls = (JSON.parse(row.controls) as [string, string, boolean, boolean][]).map(
    ([drawType, drawDate, suspended, notOpen]) => ({
      drawType,
      drawDate,
      suspended,
      notOpen,
    }),
  );
  return {
    claimed: row.claimed,
    ...(row.placed_guid !== null
      ? { placed: { guid: row.placed_guid, bodyHash: row.placed_hash ?? '', answer: row.placed_answer ?? '' } }
      : {}),
    maxDrawDates: row.max_draw_dates,
    specialDates: specialDatesOfJson(row.special_dates_json),
    minimumsCents:
      row.min_regular_cents === null || row.min_ibox_cents === null
        ? null
        : { regular: row.min_regular_cents, ibox: row.min_ibox_cents },
    games: row.games,
    published: new Set(row.published_types.map((drawType, index) => `${drawType}|${row.published_dates[index] ?? ''}`)),
    controls,
    rates: Object.fromEntries(
      Object.entries(JSON.parse(row.rates) as Record<string, number | string>).map(([code, micros]) => [
        code,
        Number(micros),
      ]),
    ),
    baseCurrency: row.base_currency,
  };
}
