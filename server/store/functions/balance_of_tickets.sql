-- A written ticket is open (ticket_is_open.sql): its stake, in the site's base currency at its bet's
-- recorded rates, joins its player's outstanding, and its draw date's tickets and stake (user_day_totals,
-- which the per-user limits are checked against: place_bets.sql). Balances first, then day totals, each in
-- player order, as every other holder of these rows.
--
-- The new rows are first counted per bet, draw date and stake, then each group looks its bet up by key for
-- its player and rates: one look-up per bet, not per ticket (a bet has tens of tickets, a big one
-- thousands); LIMIT 1 keeps it a look-up whatever the plan guesses of the new rows' count. Converting a
-- stake once and multiplying by its count is exactly the sum of the tickets converted one by one, as the
-- balance's rule is (each ticket rounded on its own).
create or replace function balance_of_tickets() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, sum(t.n * to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from (select i.bet_id, i.stake_cents, count(*) as n from inserted i group by 1, 2) t
  cross join lateral (select b.player_id, b.rate_micros, b.base_rate_micros from bets b where b.id = t.bet_id limit 1) bet
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  insert into user_day_totals as d (user_id, draw_date, tickets, stake_cents)
  select bet.player_id, t.draw_date, sum(t.n), sum(t.n * to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from (select i.bet_id, i.draw_date, i.stake_cents, count(*) as n from inserted i group by 1, 2, 3) t
  cross join lateral (select b.player_id, b.rate_micros, b.base_rate_micros from bets b where b.id = t.bet_id limit 1) bet
  group by 1, 2 order by 1, 2
  on conflict (user_id, draw_date) do update set tickets = d.tickets + excluded.tickets, stake_cents = d.stake_cents + excluded.stake_cents;
  return null;
end
$fn$;
