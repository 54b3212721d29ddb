-- An open ticket (its stake is "outstanding"): its bet is not void and no result has settled it yet (a
-- ticket_wins row, even of 0, closes it). The one definition of the word: the running balance's triggers
-- keep user_balances.open_stake_cents as the sum of exactly these, and a test compares the two; so do
-- win_loss_of_*.sql for win_loss_days.open_cents (tests/server/statements/win-loss-days.test.ts).
create or replace function ticket_is_open(ticket_id bigint, bet_id int) returns boolean
language sql stable parallel safe
return not exists (select 1 from bet_voids v where v.bet_id = ticket_is_open.bet_id)
   and not exists (select 1 from ticket_wins w where w.ticket_id = ticket_is_open.ticket_id);
