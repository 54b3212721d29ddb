create or replace trigger settlement_shares_win_loss after insert on settlement_shares
referencing new table as inserted for each statement execute function win_loss_of_shares();
