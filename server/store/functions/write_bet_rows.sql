-- The rows but the tickets of the jobs listed: their bets (with the rates they were taken at) and their
-- stakes in the ledger (place_bets calls it with the batch's arrays and the jobs' indexes; see
-- place_bets.sql), one insert each for however many jobs, so the ledger's triggers run once. Stakes are in
-- the bet's currency; the balance triggers convert them. The tickets follow in write_tickets.sql. Each bet
-- keeps its outcome, and the bet holding the request's ClientRef the request's, if it has one of its own.
create or replace function write_bet_rows(job_list int[], job_site int[], job_player int[], job_placed_by int[],
  job_body_hash text[], job_endpoint text[], job_origin text[], job_currency text[], job_rate bigint[],
  job_base_rate bigint[], job_base text[], job_client_ref text[], job_request_outcome text[], job_now timestamptz[],
  bet_job int[], bet_ids int[], bet_guids text[], bet_refs text[], bet_sheets text[], bet_totals bigint[],
  bet_ticket_counts int[], bet_closes timestamptz[], bet_outcomes text[])
returns void language plpgsql as $fn$
begin
  insert into bets (id, guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, origin, currency, bet_string,
    total_cents, ticket_count, first_close_at, outcome, request_outcome, created_at, rate_micros, base_rate_micros, base_currency)
  select b.id, b.guid, job_site[b.j], job_player[b.j], job_placed_by[b.j], b.ref, job_body_hash[b.j],
    job_endpoint[b.j], job_origin[b.j], job_currency[b.j], b.sheet, b.total, b.tickets, b.closes, b.outcome::jsonb,
    case when b.ref = job_client_ref[b.j] then job_request_outcome[b.j]::jsonb end, job_now[b.j],
    job_rate[b.j], job_base_rate[b.j], job_base[b.j]
  from unnest(bet_job, bet_ids, bet_guids, bet_refs, bet_sheets, bet_totals, bet_ticket_counts, bet_closes, bet_outcomes)
    as b(j, id, guid, ref, sheet, total, tickets, closes, outcome)
  where b.j = any(job_list);
  insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
  select job_player[b.j], b.id, 'stake', -b.total, job_now[b.j]
  from unnest(bet_job, bet_ids, bet_totals) as b(j, id, total) where b.j = any(job_list);
end
$fn$;
