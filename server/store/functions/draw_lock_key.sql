-- The advisory lock key of a draw, named 'drawType|date' ('M|2026-11-18'). Publishing holds it exclusively
-- while it settles; bets (place_bets) and voids hold it shared. The one definition: the TypeScript calls it.
create or replace function draw_lock_key(draw_name text) returns bigint
language sql immutable parallel safe
return hashtext(draw_name)::bigint;
