-- One job's rows: its bets (with the rates they were taken at), tickets and stakes (place_bets calls it;
-- see place_bets.sql). Stakes are in the bet's currency; the balance triggers convert them.
create or replace function write_bet_rows(job jsonb) returns void language plpgsql as $fn$
begin
  insert into bets (id, guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, origin, currency, bet_string,
    total_cents, ticket_count, first_close_at, answer_json, request_answer_json, created_at, rate_micros, base_rate_micros, base_currency)
  select b.id, b.guid, (job->>'site')::int, (job->>'player')::int, (job->>'placedBy')::int, b.ref, job->>'bodyHash',
    job->>'endpoint', job->>'origin', job->>'currency', b.sheet, b.total, b.tickets, b.closes::timestamptz, b.answer,
    case when b.ref = job->>'clientRef' then job->>'requestAnswer' end, (job->>'now')::timestamptz,
    (job->>'rate')::bigint, (job->>'baseRate')::bigint, job->>'base'
  from jsonb_to_recordset(job->'bets') as b(id int, guid text, ref text, sheet text, total bigint, tickets int, closes text, answer text);
  insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
  select x.b, x.l, x.t, x.d, x.n, x.m, x.s, x.a, x.c
  from jsonb_to_recordset(job->'tickets') as x(b int, l int, t text, d text, n text, m text, s int, a text, c bigint);
  insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
  select (job->>'player')::int, b.id, 'stake', -b.total, (job->>'now')::timestamptz
  from jsonb_to_recordset(job->'bets') as b(id int, total bigint);
end
$fn$;
