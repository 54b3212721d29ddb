-- A ticket's first ticket_wins row settles it: its stake leaves its player's open stake in win_loss_days
-- (a correction's rows, for a newer version, settle nothing more; a void bet's tickets left with the void).
create or replace function win_loss_of_wins() returns trigger language plpgsql as $fn$
begin
  insert into win_loss_days as d (player_id, draw_date, draw_type, currency, open_cents)
  select bet.player_id, t.draw_date, t.draw_type, bet.currency, -sum(t.stake_cents)
  from inserted i join tickets t on t.id = i.ticket_id join bets bet on bet.id = t.bet_id
  where not exists (select 1 from ticket_wins w where w.ticket_id = i.ticket_id and w.result_id <> i.result_id)
    and not exists (select 1 from bet_voids v where v.bet_id = bet.id)
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (player_id, draw_date, draw_type, currency) do update set open_cents = d.open_cents + excluded.open_cents;
  return null;
end
$fn$;
