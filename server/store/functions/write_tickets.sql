-- The tickets of the bets named, in one insert from the batch's ticket arrays (place_bets.sql writes every
-- accepted job's tickets at once): one statement, one run of the ticket triggers and their balance
-- updates, however many jobs the batch held. The only writer of tickets, and the bets named are those
-- write_bet_rows wrote in the same transaction: a ticket's bet always exists, which no foreign key checks
-- again row by row (migration 0105).
create or replace function write_tickets(bet_list int[], ticket_bet int[], ticket_lines int[], ticket_draw_types text[],
  ticket_draw_dates text[], ticket_numbers text[], ticket_modes text[], ticket_splits int[], ticket_amounts text[],
  ticket_stakes bigint[])
returns void language plpgsql as $fn$
begin
  insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
  select x.b, x.l, x.t, x.d, x.n, x.m, x.s, x.a, x.c
  from unnest(ticket_bet, ticket_lines, ticket_draw_types, ticket_draw_dates, ticket_numbers, ticket_modes, ticket_splits,
    ticket_amounts, ticket_stakes) as x(b, l, t, d, n, m, s, a, c)
  where x.b = any(bet_list);
end
$fn$;
