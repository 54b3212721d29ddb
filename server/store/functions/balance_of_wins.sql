-- A ticket's first ticket_wins row closes it (a correction's rows, for a newer version, close nothing
-- more); a void bet's tickets were closed by the void already. Its stake leaves the outstanding at the
-- rates recorded on its bet, as it joined it.
create or replace function balance_of_wins() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, -sum(to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from inserted i join tickets t on t.id = i.ticket_id join bets bet on bet.id = t.bet_id
  where not exists (select 1 from ticket_wins w where w.ticket_id = i.ticket_id and w.result_id <> i.result_id)
    and not exists (select 1 from bet_voids v where v.bet_id = bet.id)
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  return null;
end
$fn$;
