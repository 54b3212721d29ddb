create or replace trigger bet_voids_win_loss after insert on bet_voids
referencing new table as inserted for each statement execute function win_loss_of_voids();
