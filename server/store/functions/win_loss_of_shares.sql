-- Each settlement_shares row (settle or reverse) adds its holder's commission and PT share on a player's
-- bet to holder_days, on the result version's draw date, in the bet's currency.
create or replace function win_loss_of_shares() returns trigger language plpgsql as $fn$
begin
  insert into holder_days as d (holder_id, draw_date, player_id, draw_type, currency, shares, commission_cents, share_cents)
  select s.user_id, r.draw_date, bet.player_id, r.draw_type, bet.currency, count(*), sum(s.commission_cents), sum(s.share_cents)
  from inserted s join draw_results r on r.id = s.result_id join bets bet on bet.id = s.bet_id
  group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
  on conflict (holder_id, draw_date, player_id, draw_type, currency) do update
    set shares = d.shares + excluded.shares, commission_cents = d.commission_cents + excluded.commission_cents,
        share_cents = d.share_cents + excluded.share_cents;
  return null;
end
$fn$;
