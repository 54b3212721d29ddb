-- A user's commission, win and correction entries of a result version add to its win_loss_days on that
-- version's draw date, in its bet's currency (commission apart; wins and corrections together).
create or replace function win_loss_of_ledger() returns trigger language plpgsql as $fn$
begin
  insert into win_loss_days as d (player_id, draw_date, draw_type, currency, entries, commission_cents, win_cents)
  select l.user_id, r.draw_date, r.draw_type, bet.currency, count(*),
    coalesce(sum(l.amount_cents) filter (where l.kind = 'commission'), 0),
    coalesce(sum(l.amount_cents) filter (where l.kind <> 'commission'), 0)
  from inserted l join draw_results r on r.id = l.result_id join bets bet on bet.id = l.bet_id
  where l.kind in ('commission', 'win', 'correction')
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (player_id, draw_date, draw_type, currency) do update
    set entries = d.entries + excluded.entries, commission_cents = d.commission_cents + excluded.commission_cents,
        win_cents = d.win_cents + excluded.win_cents;
  return null;
end
$fn$;
