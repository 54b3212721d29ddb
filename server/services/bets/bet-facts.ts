// Everything a bet is judged on, read in ONE statement that also claims its ClientRef: the claim, the bet
// already placed with that ref (if any), the site's settings and the currency's minimums, the player's
// games, the operator's holds (E132, E147) and the draws of the date list whose result is out (E129).
//
// Nothing here is cached: the statement is needed anyway (the claim, the player's games), so the site's
// settings ride along at no extra round trip and are never stale, whichever server process changed them.
//
// The statement's snapshot is taken when it starts. If another request with the same ref commits while our
// claim insert waits on its claim row, our claim succeeds but `placed` misses its bet; place-bet.ts
// catches exactly that case at the end (the bets' unique key on an accept, releaseClaim on a refusal).
import { sql } from 'kysely';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';

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
  numberCapCents: number | null;
  /** Null when the site does not offer the currency (E128). */
  minimumsCents: { regular: number; ibox: number } | null;
  games: string[];
  /** 'drawType|date' of the draws (of the dates asked about) with a published result. */
  published: ReadonlySet<string>;
  /** Only the controls in force now: suspended, or opening later. */
  controls: BettingControl[];
}

interface FactsRow {
  claimed: boolean;
  max_draw_dates: number;
  special_dates_json: string;
  number_cap_cents: number | string | null;
  min_regular_cents: number | null;
  min_ibox_cents: number | null;
  games: string;
  placed_guid: string | null;
  placed_hash: string | null;
  placed_answer: string | null;
  published: string;
  controls: string;
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

export async function claimAndReadFacts(ctx: ServiceContext, query: FactsQuery): Promise<BetFacts> {
  const { player, clientRef, bodyHash, currency } = query;
  const now = new Date(query.now);
  const { rows } = await sql<FactsRow>`
    with claim as (
      insert into bet_claims (player_id, client_ref, body_hash, started_at)
      values (${player.id}, ${clientRef}, ${bodyHash}, ${now})
      on conflict (player_id, client_ref) do nothing
      returning 1
    )
    select
      exists (select 1 from claim) as claimed,
      s.max_draw_dates, s.special_dates_json, s.number_cap_cents, c.min_regular_cents, c.min_ibox_cents,
      coalesce((select string_agg(g.draw_type, ',') from user_games g where g.user_id = ${player.id}), '') as games,
      b.guid as placed_guid, b.body_hash as placed_hash, coalesce(b.request_answer_json, b.answer_json) as placed_answer,
      coalesce((select string_agg(r.draw_type || '|' || r.draw_date, ',') from draw_results r
        where r.draw_date = any(${[...query.dates]}::text[])), '') as published,
      coalesce((select json_agg(json_build_array(k.draw_type, k.draw_date, k.suspended, coalesce(k.opens_at > ${now}, false)))::text
        from betting_controls k where k.site_id = s.id and (k.suspended or k.opens_at > ${now})), '[]') as controls
    from sites s
    left join site_currencies c on c.site_id = s.id and c.code = ${currency}
    left join bets b on b.player_id = ${player.id} and b.client_ref = ${clientRef}
    where s.id = ${player.site_id}
  `.execute(ctx.db);
  const row = rows[0];
  if (!row) throw new Error(`site ${player.site_id} of user ${player.id} is missing`);
  const controls = (JSON.parse(row.controls) as [string, string, boolean, boolean][]).map(([drawType, drawDate, suspended, notOpen]) => ({
    drawType, drawDate, suspended, notOpen,
  }));
  return {
    claimed: row.claimed,
    ...(row.placed_guid !== null ? { placed: { guid: row.placed_guid, bodyHash: row.placed_hash ?? '', answer: row.placed_answer ?? '' } } : {}),
    maxDrawDates: row.max_draw_dates,
    specialDates: JSON.parse(row.special_dates_json) as string[],
    numberCapCents: row.number_cap_cents === null ? null : Number(row.number_cap_cents),
    minimumsCents: row.min_regular_cents === null || row.min_ibox_cents === null ? null : { regular: row.min_regular_cents, ibox: row.min_ibox_cents },
    games: row.games === '' ? [] : row.games.split(','),
    published: new Set(row.published === '' ? [] : row.published.split(',')),
    controls,
  };
}
