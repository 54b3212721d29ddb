create or replace trigger bet_voids_balance after insert on bet_voids
referencing new table as inserted for each statement execute function balance_of_voids();
