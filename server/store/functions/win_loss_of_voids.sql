-- A void takes its bet's tickets out of its player's win_loss_days: their count and stake, and the stake of
-- those still open (no ticket_wins row) out of the open stake.
create or replace function win_loss_of_voids() returns trigger language plpgsql as $fn$
begin
  insert into win_loss_days as d (player_id, draw_date, draw_type, currency, tickets, stake_cents, open_cents)
  select bet.player_id, t.draw_date, t.draw_type, bet.currency, -count(*), -sum(t.stake_cents),
    -coalesce(sum(t.stake_cents) filter (where not exists (select 1 from ticket_wins w where w.ticket_id = t.id)), 0)
  from inserted v join bets bet on bet.id = v.bet_id join tickets t on t.bet_id = bet.id
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (player_id, draw_date, draw_type, currency) do update
    set tickets = d.tickets + excluded.tickets, stake_cents = d.stake_cents + excluded.stake_cents,
        open_cents = d.open_cents + excluded.open_cents;
  return null;
end
$fn$;
