-- New tickets of bets that are not void add to their player's win_loss_days (migration 0103): counted,
-- staked and open. Open is ticket_is_open's meaning (no void, no ticket_wins row); a ticket_wins row names a
-- ticket that existed when it was written, so none names a row of this statement: every new ticket of a
-- bet that is not void is open. The rows are counted per bet, draw and type first, then each group looks
-- its bet up by key (LIMIT 1: a look-up whatever the plan guesses of the new rows' count), one look-up per
-- bet rather than per ticket. Rows in key order, as every win_loss_of_* function
-- locks them.
create or replace function win_loss_of_tickets() returns trigger language plpgsql as $fn$
begin
  insert into win_loss_days as d (player_id, draw_date, draw_type, currency, tickets, stake_cents, open_cents)
  select bet.player_id, t.draw_date, t.draw_type, bet.currency, sum(t.n), sum(t.stake), sum(t.stake)
  from (select i.bet_id, i.draw_date, i.draw_type, count(*) as n, sum(i.stake_cents) as stake from inserted i group by 1, 2, 3) t
  cross join lateral (select b.id, b.player_id, b.currency from bets b where b.id = t.bet_id limit 1) bet
  where not exists (select 1 from bet_voids v where v.bet_id = bet.id)
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (player_id, draw_date, draw_type, currency) do update
    set tickets = d.tickets + excluded.tickets, stake_cents = d.stake_cents + excluded.stake_cents,
        open_cents = d.open_cents + excluded.open_cents;
  return null;
end
$fn$;
