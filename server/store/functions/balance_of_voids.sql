-- A void closes its bet's tickets that were still open (not settled: ticket_wins), at the rates recorded on
-- the bet, and gives their draw dates' tickets and stake back to the per-user limits (user_day_totals).
create or replace function balance_of_voids() returns trigger language plpgsql as $fn$
begin
  insert into user_balances as b (user_id, open_stake_cents)
  select bet.player_id, -sum(to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros))
  from inserted v join bets bet on bet.id = v.bet_id join tickets t on t.bet_id = bet.id
  where not exists (select 1 from ticket_wins w where w.ticket_id = t.id)
  group by bet.player_id order by bet.player_id
  on conflict (user_id) do update set open_stake_cents = b.open_stake_cents + excluded.open_stake_cents;
  update user_day_totals d set tickets = d.tickets - g.tickets, stake_cents = d.stake_cents - g.stake_cents
  from (
    select bet.player_id, t.draw_date, count(*) as tickets, sum(to_base_cents(t.stake_cents, bet.rate_micros, bet.base_rate_micros)) as stake_cents
    from inserted v join bets bet on bet.id = v.bet_id join tickets t on t.bet_id = bet.id
    group by 1, 2) g
  where d.user_id = g.player_id and d.draw_date = g.draw_date;
  return null;
end
$fn$;
