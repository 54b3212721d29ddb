-- Placing bets in ONE statement per batch (services/bets/write-bets.ts): place_bets takes every bet a server
-- has ready and writes them in its own transaction, so a busy server sends one round trip and one commit
-- for many bets. The batch comes as arrays, column by column: its jobs (one request's bets, all or none)
-- indexed from 1, their draws, bets and tickets each naming their job or bet. The only JSON is what became
-- of each bet (bet_outcomes) and of a per-draw-type request (job_request_outcome), stored as it is for
-- its replays (services/bets/bet-outcome.ts). PL/pgSQL keeps its statements' plans for the session.
--
-- Inside, in this order (the same as every other holder, so no two wait on each other):
--   1. each draw of the batch shared (draw_lock_key; publishing holds it exclusively: publish-result.ts),
--   2. each site's number-cap lock shared (number_cap_lock_key; setting a cap holds it exclusively),
--   3. the players' rows, then their running balances (user_balances), in id order.
-- Then what each job is judged on, in one statement (the locks above keep it: a draw's result, the player's
-- per-user limits and credit, the site's cap; and the job's total in base currency).
-- Then job by job, in order:
--   - a draw with a result: nothing written, closed_types/closed_dates;
--   - the player's per-user limits (user_day_totals, in base currency) passed on a draw date of the job:
--     nothing written, limit_status 'E143' | 'E140' and limit_param, the limit;
--   - credit (credit_available.sql, base currency, read with the facts) less the stakes of the batch's jobs
--     of the same player accepted before, short of the job's total converted at the job's rates
--     (to_base_cents.sql): nothing written, available_cents;
--   - the site has a cap and a number would pass it: the job's rows are rolled back, over_types/over_numbers;
--   - else it is accepted: written, available_cents.
-- An accepted job's bets and stakes are written with the batch's others at the end, in one insert each (a
-- job on a site with a cap at once, in the subtransaction that may take it back), and the tickets of every
-- accepted job in one insert after them, so the ledger and ticket triggers run once per batch; the claims
-- are freed last. A job that a per-user limit judges counts written tickets: the accepted jobs before it are
-- written first. The judging needs nothing else written: a job's credit counts the batch's stakes before it,
-- and a cap's exposure is summed from the job's own arrays. The ledger and ticket triggers (balance_of_*.sql)
-- keep the running balance in the same statements.
create or replace function place_bets(
  job_site int[], job_player int[], job_placed_by int[], job_body_hash text[], job_endpoint text[], job_origin text[],
  job_currency text[], job_rate bigint[], job_base_rate bigint[], job_base text[], job_client_ref text[],
  job_request_outcome text[], job_now timestamptz[],
  draw_job int[], draw_types text[], draw_dates text[],
  bet_job int[], bet_ids int[], bet_guids text[], bet_refs text[], bet_sheets text[], bet_totals bigint[],
  bet_ticket_counts int[], bet_closes timestamptz[], bet_outcomes text[],
  ticket_bet int[], ticket_lines int[], ticket_draw_types text[], ticket_draw_dates text[], ticket_numbers text[],
  ticket_modes text[], ticket_splits int[], ticket_amounts text[], ticket_stakes bigint[])
returns table (job_index int, written boolean, available_cents bigint, closed_types text[], closed_dates text[],
  over_types text[], over_numbers text[], limit_status text, limit_param bigint)
language plpgsql as $fn$
declare
  job_no int;
  earlier int;
  jobs int := coalesce(array_length(job_player, 1), 0);
  available bigint;
  -- Each job's facts, read once for the batch under the locks that keep them (see the header).
  job_closed boolean[];
  job_max_tickets int[];
  job_max_stakes bigint[];
  job_caps bigint[];
  job_base_totals bigint[];
  job_credits bigint[];
  tickets_over boolean;
  stake_over boolean;
  -- Jobs accepted whose bets and stakes are not written yet, jobs whose tickets are not, every job accepted.
  unwritten int[] := '{}';
  unticketed int[] := '{}';
  accepted int[] := '{}';
begin
  perform count(pg_advisory_xact_lock_shared(k.key)) from (
    select distinct draw_lock_key(d.t || '|' || d.d) as key from unnest(draw_types, draw_dates) as d(t, d) order by 1) k;
  perform count(pg_advisory_xact_lock_shared(k.key)) from (
    select distinct number_cap_lock_key(s.id) as key from unnest(job_site) as s(id) order by 1) k;
  -- NO KEY UPDATE: it queues bets of one player and account changes (FOR UPDATE), not the claims and
  -- ledger rows that merely point at the player (their foreign keys take KEY SHARE).
  perform 1 from users where id = any(job_player) order by id for no key update;
  -- Their running balances next, in the same order: the ledger and ticket triggers below update them,
  -- and a publish settling other draws takes them in id order too.
  perform 1 from user_balances where user_id = any(job_player) order by user_id for update;

  -- What each job is judged on, in one statement: whether a draw of it has a result (the draws' locks, held
  -- from here to the commit, keep a publish from landing in between), the player's per-user limits (its row
  -- is locked), the site's cap (its cap lock is held), its credit before this batch (its row and running
  -- balance are locked: only this batch's stakes move it now) and the job's total in base currency.
  with job as (
    select j.n::int as n, j.player, j.site, j.rate, j.base_rate
    from unnest(job_player, job_site, job_rate, job_base_rate) with ordinality as j(player, site, rate, base_rate, n)),
  closed as (
    select distinct d.j from unnest(draw_job, draw_types, draw_dates) as d(j, t, d)
    where exists (select 1 from draw_results r where r.draw_type = d.t and r.draw_date = d.d)),
  total as (
    select b.j, sum(to_base_cents(b.total, job_rate[b.j], job_base_rate[b.j])) as cents
    from unnest(bet_job, bet_totals) as b(j, total) group by b.j)
  select array_agg(c.j is not null order by job.n), array_agg(u.max_tickets_per_day order by job.n),
    array_agg(u.max_stake_per_day_cents order by job.n), array_agg(s.number_cap_cents order by job.n),
    array_agg(coalesce(total.cents, 0) order by job.n), array_agg(credit_available(job.player) order by job.n)
    into job_closed, job_max_tickets, job_max_stakes, job_caps, job_base_totals, job_credits
  from job left join users u on u.id = job.player left join sites s on s.id = job.site
  left join closed c on c.j = job.n left join total on total.j = job.n;

  for job_no in 1 .. jobs loop
    job_index := job_no;
    written := false;
    available_cents := null;
    closed_types := null;
    closed_dates := null;
    over_types := null;
    over_numbers := null;
    limit_status := null;
    limit_param := null;

    if job_closed[job_no] then
      select array_agg(r.draw_type order by r.draw_type, r.draw_date), array_agg(r.draw_date order by r.draw_type, r.draw_date)
        into closed_types, closed_dates
      from draw_results r
      where (r.draw_type, r.draw_date) in (select d.t, d.d from unnest(draw_job, draw_types, draw_dates) as d(j, t, d) where d.j = job_no);
      return next;
      continue;
    end if;

    if job_max_tickets[job_no] is not null or job_max_stakes[job_no] is not null then
      -- The day totals count written tickets only: this batch's first.
      if cardinality(unwritten) > 0 then
        perform write_bet_rows(unwritten, job_site, job_player, job_placed_by, job_body_hash, job_endpoint, job_origin,
          job_currency, job_rate, job_base_rate, job_base, job_client_ref, job_request_outcome, job_now,
          bet_job, bet_ids, bet_guids, bet_refs, bet_sheets, bet_totals, bet_ticket_counts, bet_closes, bet_outcomes);
        unwritten := '{}';
      end if;
      if cardinality(unticketed) > 0 then
        perform write_tickets((select array_agg(b.id) from unnest(bet_job, bet_ids) as b(j, id) where b.j = any(unticketed)),
          ticket_bet, ticket_lines, ticket_draw_types, ticket_draw_dates, ticket_numbers, ticket_modes, ticket_splits,
          ticket_amounts, ticket_stakes);
        unticketed := '{}';
      end if;
      select coalesce(bool_or(n.tickets + coalesce(d.tickets, 0) > job_max_tickets[job_no]), false),
             coalesce(bool_or(n.stake + coalesce(d.stake_cents, 0) > job_max_stakes[job_no]), false)
        into tickets_over, stake_over
      from (
        select x.d as draw_date, count(*) as tickets, sum(to_base_cents(x.c, job_rate[job_no], job_base_rate[job_no])) as stake
        from unnest(ticket_bet, ticket_draw_dates, ticket_stakes) as x(b, d, c)
        where x.b in (select b.id from unnest(bet_job, bet_ids) as b(j, id) where b.j = job_no)
        group by x.d) n
      left join user_day_totals d on d.user_id = job_player[job_no] and d.draw_date = n.draw_date;
      if tickets_over then
        limit_status := 'E143';
        limit_param := job_max_tickets[job_no];
        return next;
        continue;
      elsif stake_over then
        limit_status := 'E140';
        limit_param := job_max_stakes[job_no];
        return next;
        continue;
      end if;
    end if;

    -- The credit before the batch less the stakes of its jobs accepted before for the same player, written
    -- or not: what credit_available answers once they are (each converted as the ledger's trigger does).
    available := job_credits[job_no];
    foreach earlier in array accepted loop
      if job_player[earlier] = job_player[job_no] then
        available := available - job_base_totals[earlier];
      end if;
    end loop;
    available_cents := available;
    if available < job_base_totals[job_no] then
      return next;
      continue;
    end if;

    if job_caps[job_no] is null then
      -- Written with the batch's others at the end (or before a job a per-user limit judges).
      unwritten := unwritten || job_no;
    else
      -- A subtransaction only where a cap may have to take the job back: they are not free.
      begin
        perform write_bet_rows(array[job_no], job_site, job_player, job_placed_by, job_body_hash, job_endpoint, job_origin,
          job_currency, job_rate, job_base_rate, job_base, job_client_ref, job_request_outcome, job_now,
          bet_job, bet_ids, bet_guids, bet_refs, bet_sheets, bet_totals, bet_ticket_counts, bet_closes, bet_outcomes);
        -- In key order, so two bets raising the same numbers never deadlock.
        with raised as (
          insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
          select job_site[job_no], t.t, t.d, t.n, sum(t.c)
          from unnest(ticket_bet, ticket_draw_types, ticket_draw_dates, ticket_numbers, ticket_stakes) as t(b, t, d, n, c)
          where t.b in (select b.id from unnest(bet_job, bet_ids) as b(j, id) where b.j = job_no)
          group by 2, 3, 4 order by 2, 3, 4
          on conflict (site_id, draw_type, draw_date, number)
            do update set staked_cents = number_exposure.staked_cents + excluded.staked_cents
          returning draw_type, number, staked_cents)
        select array_agg(r.draw_type order by r.draw_type, r.number), array_agg(r.number order by r.draw_type, r.number)
          into over_types, over_numbers
        from raised r where r.staked_cents > job_caps[job_no];
        if over_types is not null then
          raise exception using errcode = 'TK145';
        end if;
      exception when sqlstate 'TK145' then
        -- The rollback of the subtransaction does not touch PL/pgSQL variables: over_* are still set.
        return next;
        continue;
      end;
    end if;
    unticketed := unticketed || job_no;
    accepted := accepted || job_no;
    written := true;
    return next;
  end loop;
  if cardinality(unwritten) > 0 then
    perform write_bet_rows(unwritten, job_site, job_player, job_placed_by, job_body_hash, job_endpoint, job_origin,
      job_currency, job_rate, job_base_rate, job_base, job_client_ref, job_request_outcome, job_now,
      bet_job, bet_ids, bet_guids, bet_refs, bet_sheets, bet_totals, bet_ticket_counts, bet_closes, bet_outcomes);
  end if;
  if cardinality(unticketed) > 0 then
    perform write_tickets((select array_agg(b.id) from unnest(bet_job, bet_ids) as b(j, id) where b.j = any(unticketed)),
      ticket_bet, ticket_lines, ticket_draw_types, ticket_draw_dates, ticket_numbers, ticket_modes, ticket_splits,
      ticket_amounts, ticket_stakes);
  end if;
  if cardinality(accepted) > 0 then
    delete from bet_claims c using unnest(accepted) as k
    where c.player_id = job_player[k] and c.client_ref = job_client_ref[k];
  end if;
end
$fn$;
