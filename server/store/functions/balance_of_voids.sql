-- A void closes its bet's tickets that were still open (not settled: ticket_wins).
create or replace function balance_of_voids() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, -sum(t.stake_cents) from inserted v join bets bet on bet.id = v.bet_id join tickets t on t.bet_id = bet.id
  where not exists (select 1 from ticket_wins w where w.ticket_id = t.id)
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  return null;
end
$fn$;
