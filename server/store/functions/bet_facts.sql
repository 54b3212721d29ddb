-- The claim and facts read every bet starts with, batched (services/bets/bet-facts.ts); first created by
-- migration 0018. Also the rates the site set (site_rates; a code without one uses the default table) and
-- its base currency, which the bet's stake is converted to (src/core/domain/exchange.ts). Lists come back as
-- arrays (the player's games; the published draws as two arrays, draw types and dates, pairwise).
create or replace function bet_facts(player_ids int[], site_ids int[], client_refs text[], body_hashes text[],
  currencies text[], nows timestamptz[], dates text[])
returns table (n bigint, claimed boolean, max_draw_dates int, special_dates_json text, min_regular_cents int,
  min_ibox_cents int, games text[], placed_guid text, placed_hash text, placed_answer text, published_types text[],
  published_dates text[], controls text, rates text, base_currency text)
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
    select coalesce(array_agg(r.draw_type), '{}') as types, coalesce(array_agg(r.draw_date), '{}') as dates
    from draw_results r where r.draw_date = any(dates)
  )
  select
    i.n,
    exists (select 1 from claim c where c.player_id = i.player_id and c.client_ref = i.client_ref),
    s.max_draw_dates, s.special_dates_json, c.min_regular_cents, c.min_ibox_cents,
    coalesce((select array_agg(g.draw_type) from user_games g where g.user_id = i.player_id), '{}'),
    b.guid, b.body_hash, coalesce(b.request_answer_json, b.answer_json),
    (select p.types from published p), (select p.dates from published p),
    coalesce((select json_agg(json_build_array(k.draw_type, k.draw_date, k.suspended, coalesce(k.opens_at > i.now, false)))::text
      from betting_controls k where k.site_id = s.id and (k.suspended or k.opens_at > i.now)), '[]'),
    coalesce((select json_object_agg(r.code, r.rate_micros)::text from site_rates r where r.site_id = s.id), '{}'),
    s.default_currency
  from input i
  join sites s on s.id = i.site_id
  left join site_currencies c on c.site_id = s.id and c.code = i.currency
  left join bets b on b.player_id = i.player_id and b.client_ref = i.client_ref;
end
$fn$;
