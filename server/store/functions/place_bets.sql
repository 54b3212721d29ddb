-- Placing bets in ONE statement per batch (services/bets/write-bets.ts): place_bets(jobs) takes every bet
-- a server has ready and writes them in its own transaction, so a busy server sends one round trip and one
-- commit for many bets. PL/pgSQL keeps its statements' plans for the session.
--
-- Inside, in this order (the same as every other holder, so no two wait on each other):
--   1. each draw of the batch shared (draw_lock_key; publishing holds it exclusively: publish-result.ts),
--   2. each site's number-cap lock shared (number_cap_lock_key; setting a cap holds it exclusively),
--   3. the players' rows, then their running balances (user_balances), in id order.
-- Then job by job, each statement with a fresh snapshot (READ COMMITTED in a volatile function):
--   - a draw with a result by now: nothing written, {closed};
--   - the player's per-user limits (user_day_totals, in base currency) passed on a draw date of the job:
--     nothing written, {limit: 'E143' | 'E140', param: the limit};
--   - credit (credit_available.sql, base currency) short of the job's total converted at the job's rates
--     (to_base_cents.sql): nothing written, {available};
--   - the site has a cap and a number would pass it: the job's rows are rolled back, {over};
--   - else its bets, tickets and stakes are written, its claim freed: {written, available}.
-- The ledger and ticket triggers (balance_of_*.sql) keep the running balance in the same statements.
create or replace function place_bets(jobs jsonb) returns json language plpgsql as $fn$
declare
  job jsonb;
  outcomes json[] := '{}';
  closed text;
  available bigint;
  cap bigint;
  over text;
  base_total bigint;
  max_tickets int;
  max_stake bigint;
  tickets_over boolean;
  stake_over boolean;
begin
  perform count(pg_advisory_xact_lock_shared(k.key)) from (
    select distinct draw_lock_key(d.name) as key
    from jsonb_array_elements(jobs) j, jsonb_array_elements_text(j->'draws') d(name) order by 1) k;
  perform count(pg_advisory_xact_lock_shared(k.key)) from (
    select distinct number_cap_lock_key((j->>'site')::int) as key from jsonb_array_elements(jobs) j order by 1) k;
  -- NO KEY UPDATE: it queues bets of one player and account changes (FOR UPDATE), not the claims and
  -- ledger rows that merely point at the player (their foreign keys take KEY SHARE).
  perform 1 from users where id in (select (j->>'player')::int from jsonb_array_elements(jobs) j) order by id for no key update;
  -- Their running balances next, in the same order: the ledger and ticket triggers below update them,
  -- and a publish settling other draws takes them in id order too.
  perform 1 from user_balances where user_id in (select (j->>'player')::int from jsonb_array_elements(jobs) j) order by user_id for update;

  for job in select value from jsonb_array_elements(jobs) loop
    select string_agg(distinct r.draw_type || '|' || r.draw_date, ',') into closed from draw_results r
    where (r.draw_type, r.draw_date) in (
      select split_part(d, '|', 1), split_part(d, '|', 2) from jsonb_array_elements_text(job->'draws') d);
    if closed is not null then
      outcomes := outcomes || json_build_object('closed', closed);
      continue;
    end if;

    select u.max_tickets_per_day, u.max_stake_per_day_cents into max_tickets, max_stake from users u where u.id = (job->>'player')::int;
    if max_tickets is not null or max_stake is not null then
      select coalesce(bool_or(n.tickets + coalesce(d.tickets, 0) > max_tickets), false),
             coalesce(bool_or(n.stake + coalesce(d.stake_cents, 0) > max_stake), false)
        into tickets_over, stake_over
      from (
        select x.d as draw_date, count(*) as tickets, sum(to_base_cents(x.c, (job->>'rate')::bigint, (job->>'baseRate')::bigint)) as stake
        from jsonb_to_recordset(job->'tickets') as x(d text, c bigint) group by x.d) n
      left join user_day_totals d on d.user_id = (job->>'player')::int and d.draw_date = n.draw_date;
      if tickets_over then
        outcomes := outcomes || json_build_object('limit', 'E143', 'param', max_tickets);
        continue;
      elsif stake_over then
        outcomes := outcomes || json_build_object('limit', 'E140', 'param', max_stake);
        continue;
      end if;
    end if;

    available := credit_available((job->>'player')::int);
    select coalesce(sum(to_base_cents(b.total, (job->>'rate')::bigint, (job->>'baseRate')::bigint)), 0) into base_total
    from jsonb_to_recordset(job->'bets') as b(total bigint);
    if available < base_total then
      outcomes := outcomes || json_build_object('available', available);
      continue;
    end if;

    select s.number_cap_cents into cap from sites s where s.id = (job->>'site')::int;
    if cap is null then
      perform write_bet_rows(job);
    else
      -- A subtransaction only where a cap may have to take the job back: they are not free.
      begin
        perform write_bet_rows(job);
        -- In key order, so two bets raising the same numbers never deadlock.
        with raised as (
          insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
          select (job->>'site')::int, t.draw_type, t.draw_date, t.number, sum(t.stake_cents) from tickets t
          where t.bet_id in (select (b->>'id')::int from jsonb_array_elements(job->'bets') b)
          group by 2, 3, 4 order by 2, 3, 4
          on conflict (site_id, draw_type, draw_date, number)
            do update set staked_cents = number_exposure.staked_cents + excluded.staked_cents
          returning draw_type, number, staked_cents)
        select string_agg(draw_type || '|' || number, ',' order by draw_type, number) into over from raised where staked_cents > cap;
        if over is not null then
          raise exception using errcode = 'TK145', message = over;
        end if;
      exception when sqlstate 'TK145' then
        outcomes := outcomes || json_build_object('available', available, 'over', sqlerrm);
        continue;
      end;
    end if;
    delete from bet_claims where player_id = (job->>'player')::int and client_ref = job->>'clientRef';
    outcomes := outcomes || json_build_object('written', true, 'available', available);
  end loop;
  return array_to_json(outcomes);
end
$fn$;
