-- New tickets of bets that are not void add to their player's win_loss_days (migration 0103): counted,
-- staked and open (a ticket with a ticket_wins row is settled; a new one has none, but the rule is said once
-- as ticket_is_open says it). Rows in key order, as every win_loss_of_* function locks them.
create or replace function win_loss_of_tickets() returns trigger language plpgsql as $fn$
begin
  insert into win_loss_days as d (player_id, draw_date, draw_type, currency, tickets, stake_cents, open_cents)
  select bet.player_id, t.draw_date, t.draw_type, bet.currency, count(*), sum(t.stake_cents),
    coalesce(sum(t.stake_cents) filter (where not exists (select 1 from ticket_wins w where w.ticket_id = t.id)), 0)
  from inserted t join bets bet on bet.id = t.bet_id
  where not exists (select 1 from bet_voids v where v.bet_id = bet.id)
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (player_id, draw_date, draw_type, currency) do update
    set tickets = d.tickets + excluded.tickets, stake_cents = d.stake_cents + excluded.stake_cents,
        open_cents = d.open_cents + excluded.open_cents;
  return null;
end
$fn$;
