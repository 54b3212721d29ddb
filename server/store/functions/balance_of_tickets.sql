-- A written ticket is open (ticket_is_open.sql): its stake joins its player's outstanding.
create or replace function balance_of_tickets() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, sum(t.stake_cents) from inserted t join bets bet on bet.id = t.bet_id
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  return null;
end
$fn$;
