create or replace trigger users_balance after insert on users
referencing new table as inserted for each statement execute function balance_of_new_user();
