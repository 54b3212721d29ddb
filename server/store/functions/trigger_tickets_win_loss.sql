create or replace trigger tickets_win_loss after insert on tickets
referencing new table as inserted for each statement execute function win_loss_of_tickets();
