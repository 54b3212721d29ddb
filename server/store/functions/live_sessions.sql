-- The live-session lookup of every call, batched (services/sessions.ts); first created by migration 0018.
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
$fn$;
