-- When a cap is set on a site that had none (trigger sites_number_cap_set, migration 0017), the site's
-- exposure is rebuilt from its open tickets (ticket_is_open.sql) under the cap lock, so no bet in flight
-- is missed.
create or replace function rebuild_number_exposure() returns trigger language plpgsql as $fn$
begin
  -- Waits for every bet and void in flight on the site (they hold it shared), then counts them all.
  perform pg_advisory_xact_lock(number_cap_lock_key(new.id));
  delete from number_exposure where site_id = new.id;
  insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
  select new.id, t.draw_type, t.draw_date, t.number, sum(t.stake_cents)
  from tickets t join bets b on b.id = t.bet_id
  where b.site_id = new.id
    and ticket_is_open(t.id, t.bet_id)
  group by 2, 3, 4;
  return null;
end
$fn$;
