create or replace trigger tickets_balance after insert on tickets
referencing new table as inserted for each statement execute function balance_of_tickets();
