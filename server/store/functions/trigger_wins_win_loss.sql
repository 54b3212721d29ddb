create or replace trigger ticket_wins_win_loss after insert on ticket_wins
referencing new table as inserted for each statement execute function win_loss_of_wins();
