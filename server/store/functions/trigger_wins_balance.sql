create or replace trigger ticket_wins_balance after insert on ticket_wins
referencing new table as inserted for each statement execute function balance_of_wins();
