create or replace trigger ledger_entries_balance after insert on ledger_entries
referencing new table as inserted for each statement execute function balance_of_ledger();
