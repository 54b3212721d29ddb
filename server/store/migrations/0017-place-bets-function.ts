// Placing bets in ONE statement per batch (write-bets.ts): place_bets(jobs) takes every bet a server has
// ready and writes them in its own transaction, so a busy server sends one round trip and one commit for
// many bets instead of four round trips for each. PL/pgSQL also keeps the plans of its statements for the
// session, so the big inserts are planned once per connection, not once per bet.
//
// Inside, in this order (the same as every other holder, so no two wait on each other):
//   1. each draw of the batch shared (publishing holds it exclusively: publish-result.ts),
//   2. each site's number-cap lock shared (setting a cap holds it exclusively while it rebuilds exposure),
//   3. the players' rows, in id order (concurrent bets of one player queue here).
// Then job by job, each statement with a fresh snapshot (READ COMMITTED in a volatile function), so it sees
// every bet and result committed before the locks were ours, and this batch's earlier jobs:
//   - a draw with a result by now: nothing written, {closed};
//   - credit short of the job's total: nothing written, {available};
//   - the site has a cap and a number would pass it: the job's rows are rolled back, {over};
//   - else its bets, tickets and stakes are written, its claim freed: {written, available}.
//
// number_exposure is kept only while a site has a cap: raising it costs an upsert per number per bet, and
// every bet on a popular number queues on that row. When a cap is set on a site that had none, the trigger
// rebuilds the site's exposure from its open tickets under the cap lock, so no bet in flight is missed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function write_bet_rows(job jsonb) returns void language plpgsql as $fn$
    begin
      insert into bets (id, guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, currency, bet_string,
        total_cents, ticket_count, first_close_at, answer_json, request_answer_json, created_at)
      select b.id, b.guid, (job->>'site')::int, (job->>'player')::int, (job->>'placedBy')::int, b.ref, job->>'bodyHash',
        job->>'endpoint', job->>'currency', b.sheet, b.total, b.tickets, b.closes::timestamptz, b.answer,
        case when b.ref = job->>'clientRef' then job->>'requestAnswer' end, (job->>'now')::timestamptz
      from jsonb_to_recordset(job->'bets') as b(id int, guid text, ref text, sheet text, total bigint, tickets int, closes text, answer text);
      insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
      select x.b, x.l, x.t, x.d, x.n, x.m, x.s, x.a, x.c
      from jsonb_to_recordset(job->'tickets') as x(b int, l int, t text, d text, n text, m text, s int, a text, c bigint);
      insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
      select (job->>'player')::int, b.id, 'stake', -b.total, (job->>'now')::timestamptz
      from jsonb_to_recordset(job->'bets') as b(id int, total bigint);
    end
    $fn$
  `.execute(db);

  await sql`
    create or replace function place_bets(jobs jsonb) returns json language plpgsql as $fn$
    declare
      job jsonb;
      outcomes json[] := '{}';
      closed text;
      available bigint;
      cap bigint;
      over text;
    begin
      perform count(pg_advisory_xact_lock_shared(k.key)) from (
        select distinct hashtext(d.name)::bigint as key
        from jsonb_array_elements(jobs) j, jsonb_array_elements_text(j->'draws') d(name) order by 1) k;
      perform count(pg_advisory_xact_lock_shared(k.key)) from (
        select distinct hashtext('number_cap|' || (j->>'site'))::bigint as key from jsonb_array_elements(jobs) j order by 1) k;
      -- NO KEY UPDATE: it queues bets of one player and account changes (FOR UPDATE), not the claims and
      -- ledger rows that merely point at the player (their foreign keys take KEY SHARE).
      perform 1 from users where id in (select (j->>'player')::int from jsonb_array_elements(jobs) j) order by id for no key update;

      for job in select value from jsonb_array_elements(jobs) loop
        select string_agg(distinct r.draw_type || '|' || r.draw_date, ',') into closed from draw_results r
        where (r.draw_type, r.draw_date) in (
          select split_part(d, '|', 1), split_part(d, '|', 2) from jsonb_array_elements_text(job->'draws') d);
        if closed is not null then
          outcomes := outcomes || json_build_object('closed', closed);
          continue;
        end if;

        -- Same arithmetic as creditUsage (services/credit.ts): limit − given to downlines + ledger.
        select u.credit_limit_cents
          - coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = u.id), 0)
          + coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id), 0)
        into available from users u where u.id = (job->>'player')::int;
        if available < (job->>'total')::bigint then
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
    $fn$
  `.execute(db);

  await sql`
    create or replace function rebuild_number_exposure() returns trigger language plpgsql as $fn$
    begin
      -- Waits for every bet and void in flight on the site (they hold it shared), then counts them all.
      perform pg_advisory_xact_lock(hashtext('number_cap|' || new.id)::bigint);
      delete from number_exposure where site_id = new.id;
      insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
      select new.id, t.draw_type, t.draw_date, t.number, sum(t.stake_cents)
      from tickets t join bets b on b.id = t.bet_id
      where b.site_id = new.id
        and not exists (select 1 from bet_voids v where v.bet_id = b.id)
        and not exists (select 1 from draw_results r where r.draw_type = t.draw_type and r.draw_date = t.draw_date)
      group by 2, 3, 4;
      return null;
    end
    $fn$
  `.execute(db);
  await sql`
    create trigger sites_number_cap_set after update of number_cap_cents on sites for each row
    when (old.number_cap_cents is null and new.number_cap_cents is not null) execute function rebuild_number_exposure()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sites_number_cap_set on sites`.execute(db);
  await sql`drop function rebuild_number_exposure()`.execute(db);
  await sql`drop function place_bets(jsonb)`.execute(db);
  await sql`drop function write_bet_rows(jsonb)`.execute(db);
}
