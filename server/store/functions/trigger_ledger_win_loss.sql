create or replace trigger ledger_entries_win_loss after insert on ledger_entries
referencing new table as inserted for each statement execute function win_loss_of_ledger();
