// The two statements every bet starts with, as PL/pgSQL functions: the live-session lookup (sessions.ts)
// and the claim and facts read (bet-facts.ts). As plain SQL they were planned afresh on every call (CTEs,
// an upsert, a data-modifying WITH, five subqueries): on PGlite the session read went from 1.4 to 0.9 ms
// as a function, and PostgreSQL's median bet at 200/s from 8 to 5 ms. PL/pgSQL keeps a statement's plan
// for the session (one for PGlite, one per pooled connection on PostgreSQL), as place_bets already does.
//
// Same statements as before, word for word, with the batch's columns as array arguments. The caller
// spreads a session's `account` (a users row) back into columns, so a column added to users needs no
// change here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function live_sessions(token_hashes text[], nows timestamptz[], idle_since timestamptz[],
      born_since timestamptz[], touch_before timestamptz[])
    returns table (n bigint, session_id int, account users) language plpgsql as $fn$
    #variable_conflict use_column
    begin
      return query
      with input as (
        select * from unnest(token_hashes, nows, idle_since, born_since, touch_before)
          with ordinality as i(token_hash, now, idle_since, born_since, touch_before, n)
      ),
      live as (
        select s.id, s.user_id, i.n, i.now, i.touch_before from input i join sessions s on s.token_hash = i.token_hash
        where s.revoked_at is null and s.last_seen_at >= i.idle_since and s.created_at >= i.born_since
      ),
      -- Runs whether or not the select below reads it (PostgreSQL runs every data-modifying WITH).
      touched as (
        update sessions set last_seen_at = live.now from live
        where sessions.id = live.id and sessions.last_seen_at < live.touch_before returning sessions.id
      )
      select live.n, live.id, u from live join users u on u.id = live.user_id;
    end
    $fn$
  `.execute(db);

  await sql`
    create or replace function bet_facts(player_ids int[], site_ids int[], client_refs text[], body_hashes text[],
      currencies text[], nows timestamptz[], dates text[])
    returns table (n bigint, claimed boolean, max_draw_dates int, special_dates_json text, min_regular_cents int,
      min_ibox_cents int, games text, placed_guid text, placed_hash text, placed_answer text, published text, controls text)
    language plpgsql as $fn$
    #variable_conflict use_column
    begin
      return query
      with input as (
        select * from unnest(player_ids, site_ids, client_refs, body_hashes, currencies, nows)
          with ordinality as i(player_id, site_id, client_ref, body_hash, currency, now, n)
      ),
      claim as (
        insert into bet_claims (player_id, client_ref, body_hash, started_at)
        select i.player_id, i.client_ref, i.body_hash, i.now from input i
        on conflict (player_id, client_ref) do nothing
        returning bet_claims.player_id, bet_claims.client_ref
      ),
      published as (
        select coalesce(string_agg(r.draw_type || '|' || r.draw_date, ','), '') as draws from draw_results r where r.draw_date = any(dates)
      )
      select
        i.n,
        exists (select 1 from claim c where c.player_id = i.player_id and c.client_ref = i.client_ref),
        s.max_draw_dates, s.special_dates_json, c.min_regular_cents, c.min_ibox_cents,
        coalesce((select string_agg(g.draw_type, ',') from user_games g where g.user_id = i.player_id), ''),
        b.guid, b.body_hash, coalesce(b.request_answer_json, b.answer_json),
        (select p.draws from published p),
        coalesce((select json_agg(json_build_array(k.draw_type, k.draw_date, k.suspended, coalesce(k.opens_at > i.now, false)))::text
          from betting_controls k where k.site_id = s.id and (k.suspended or k.opens_at > i.now)), '[]')
      from input i
      join sites s on s.id = i.site_id
      left join site_currencies c on c.site_id = s.id and c.code = i.currency
      left join bets b on b.player_id = i.player_id and b.client_ref = i.client_ref;
    end
    $fn$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function bet_facts(int[], int[], text[], text[], text[], timestamptz[], text[])`.execute(db);
  await sql`drop function live_sessions(text[], timestamptz[], timestamptz[], timestamptz[], timestamptz[])`.execute(db);
}
