-- A written ticket is open (ticket_is_open.sql): its stake, in the site's base currency at its bet's
-- recorded rates, joins its player's outstanding, and its draw date's tickets and stake (user_day_totals,
-- which the per-user limits are checked against: place_bets.sql). Balances first, then day totals, each in
-- player order, as every other holder of these rows.
create or replace function balance_of_tickets() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, sum(to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from inserted t join bets bet on bet.id = t.bet_id
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  insert into user_day_totals as d (user_id, draw_date, tickets, stake_cents)
  select bet.player_id, t.draw_date, count(*), sum(to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from inserted t join bets bet on bet.id = t.bet_id
  group by 1, 2 order by 1, 2
  on conflict (user_id, draw_date) do update set tickets = d.tickets + excluded.tickets, stake_cents = d.stake_cents + excluded.stake_cents;
  return null;
end
$fn$;
