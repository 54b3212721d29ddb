// A request's bets go to the store in two statements inside one transaction:
//
// 1. lockPlayer: takes a shared advisory lock on each draw the bets write tickets on, locks the player's
//    row (concurrent bets of one player queue here) and draws the bets' numbers, which their receipts print.
// 2. writeBets: reads the player's available credit and whether any of those draws has a result by now,
//    and — only if the credit covers every bet and no draw has one — inserts the bets, their tickets, their
//    stakes, raises the numbers' exposure and frees the ClientRef's claim, all in one statement. It answers
//    the credit and the numbers that went over the site's cap; the caller rolls the transaction back on the
//    latter. A draw with a result is DrawClosed (thrown): nothing was written.
//
// The lock and the reads must be two statements. Under READ COMMITTED a statement's snapshot is taken when
// it starts: subqueries in the very `SELECT … FOR UPDATE` that waited for the lock would still see the
// ledger as it was before the bet that held the lock committed (the concurrency test caught exactly this),
// and a result published while it waited. writeBets starts after the locks are ours and sees every
// committed stake and result. Its parts are data-modifying CTEs of one statement, so they share that
// snapshot and the foreign keys are checked when it ends.
//
// The publish race (docs/api/bets.md): a bet is judged (E129, draw-gates.ts) on facts read before its
// transaction, so a result may be published between the two. Publishing holds its draw's advisory lock
// exclusively from before it reads the tickets until it commits (publish-result.ts); a bet holds it shared
// until it commits. Either the bet commits first and the publish, waiting for it, settles its tickets; or
// the publish commits first and the bet's write statement sees the result and writes nothing.
// The draw locks are taken before the player's row: the publish's ledger inserts need a key-share lock on
// the player's row, so the other order could deadlock with a publish waiting for that row.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';
import { drawLockKey, drawLockName } from '../results/publish-result.ts';
import { exposureColumns } from './exposure.ts';
import type { NewTicket } from './tickets.ts';

/**
 * Shares the locks of `draws` ('drawType|date'), then locks the player's row and draws `count` bet numbers.
 * The draw locks sit in a one-time filter (an InitPlan), which runs before the first row reaches the row
 * lock; they are taken in key order, so two bets waiting behind publishes never wait on each other.
 */
export async function lockPlayer(trx: Transaction<Database>, playerId: number, count: number, draws: readonly string[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval('bets_id_seq')::int as id from users cross join generate_series(1, ${count}::int)
    where users.id = ${playerId}
      and (select count(pg_advisory_xact_lock_shared(k.key)) from (
        select distinct ${drawLockKey(sql.ref('u.draw'))} as key from unnest(${[...draws]}::text[]) as u(draw) order by 1
      ) k) >= 0
    for update of users
  `.execute(trx);
  return rows.map((row) => row.id);
}

/** Some of the bets' draws got a result after they were judged: nothing was written (E129 for those). */
export class DrawClosed extends Error {
  constructor(readonly draws: readonly string[]) {
    super(`draws with a result: ${draws.join(', ')}`);
  }
}

export interface BetRow {
  id: number;
  guid: string;
  clientRef: string;
  betString: string;
  totalCents: number;
  tickets: readonly NewTicket[];
  firstClose: number;
  /** The bet's own answer (the receipts list shows its Output). */
  answerJson: string;
}

export interface BetWrite {
  siteId: number;
  playerId: number;
  placedBy: number;
  bodyHash: string;
  endpoint: string;
  currency: string;
  /** The request's ClientRef: its claim is freed, and the bet holding it keeps requestAnswer. */
  clientRef: string;
  requestAnswer: string | null;
  numberCapCents: number | null;
  now: number;
  bets: readonly BetRow[];
}

export interface WriteOutcome {
  /** False when the credit did not cover every bet: then nothing was written. */
  written: boolean;
  availableCents: number;
  /** The (draw type, number) pairs now over the cap, in key order. */
  over: { drawType: string; number: string }[];
}

export async function writeBets(trx: Transaction<Database>, write: BetWrite): Promise<WriteOutcome> {
  const { bets, playerId, siteId } = write;
  const now = new Date(write.now);
  const total = bets.reduce((sum, bet) => sum + bet.totalCents, 0);
  const tickets = bets.flatMap((bet) => bet.tickets.map((ticket) => ({ bet: bet.id, ticket })));
  const column = <K extends keyof NewTicket>(key: K) => tickets.map(({ ticket }) => ticket[key]);
  const exposure = exposureColumns(bets.flatMap((bet) => bet.tickets));
  const betColumn = <T>(pick: (bet: BetRow) => T) => bets.map(pick);
  const draws = [...new Map(tickets.map(({ ticket }) => [drawLockName(ticket.draw_type, ticket.draw_date), ticket] as const)).values()];
  const { rows } = await sql<{ available: number | string; written: boolean; over: string | null; closed: string | null }>`
    with credit as (
      -- Same arithmetic as creditUsage (services/credit.ts): limit − given to downlines + ledger.
      select u.credit_limit_cents
        - coalesce((select sum(d.credit_limit_cents) from users d where d.parent_id = u.id), 0)
        + coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id), 0) as available
      from users u where u.id = ${playerId}
    ),
    -- The re-check under the draws' locks (lockPlayer): a result published since the bet was judged.
    closed as (
      select string_agg(distinct r.draw_type || '|' || r.draw_date, ',') as draws from draw_results r
      where (r.draw_type, r.draw_date) in (
        select * from unnest(${draws.map((draw) => draw.draw_type)}::text[], ${draws.map((draw) => draw.draw_date)}::text[]))
    ),
    go as (select available >= ${total}::bigint and (select draws from closed) is null as ok from credit),
    new_bets as (
      insert into bets (id, guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, currency, bet_string,
        total_cents, ticket_count, first_close_at, answer_json, request_answer_json, created_at)
      select b.id, b.guid, ${siteId}, ${playerId}, ${write.placedBy}, b.client_ref, ${write.bodyHash}, ${write.endpoint}, ${write.currency},
        b.bet_string, b.total, b.tickets, b.closes, b.answer, case when b.client_ref = ${write.clientRef} then ${write.requestAnswer}::text end, ${now}
      from unnest(${betColumn((bet) => bet.id)}::int[], ${betColumn((bet) => bet.guid)}::text[], ${betColumn((bet) => bet.clientRef)}::text[],
        ${betColumn((bet) => bet.betString)}::text[], ${betColumn((bet) => bet.totalCents)}::bigint[], ${betColumn((bet) => bet.tickets.length)}::int[],
        ${betColumn((bet) => new Date(bet.firstClose).toISOString())}::timestamptz[], ${betColumn((bet) => bet.answerJson)}::text[])
        as b(id, guid, client_ref, bet_string, total, tickets, closes, answer)
      where (select ok from go)
    ),
    -- One array per column (unnest), not one parameter per cell: a 78-ticket bet binds 9 arrays, not 702.
    new_tickets as (
      insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
      select * from unnest(${tickets.map(({ bet }) => bet)}::int[], ${column('line')}::int[], ${column('draw_type')}::text[],
        ${column('draw_date')}::text[], ${column('number')}::text[], ${column('mode')}::text[], ${column('split')}::int[],
        ${column('amounts_json')}::text[], ${column('stake_cents')}::bigint[])
      where (select ok from go)
    ),
    exposure as (
      insert into number_exposure (site_id, draw_type, draw_date, number, staked_cents)
      select ${siteId}::int, * from unnest(${exposure.drawTypes}::text[], ${exposure.dates}::text[], ${exposure.numbers}::text[], ${exposure.stakes}::bigint[])
      where (select ok from go)
      on conflict (site_id, draw_type, draw_date, number) do update set staked_cents = number_exposure.staked_cents + excluded.staked_cents
      returning draw_type, number, staked_cents
    ),
    stakes as (
      insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
      select ${playerId}, s.id, 'stake', -s.total, ${now}
      from unnest(${betColumn((bet) => bet.id)}::int[], ${betColumn((bet) => bet.totalCents)}::bigint[]) as s(id, total)
      where (select ok from go)
    ),
    freed as (
      delete from bet_claims where player_id = ${playerId} and client_ref = ${write.clientRef} and (select ok from go)
    )
    select (select available from credit) as available, (select ok from go) as written, (select draws from closed) as closed,
      (select string_agg(draw_type || '|' || number, ',' order by draw_type, number) from exposure
        where staked_cents > ${write.numberCapCents}::bigint) as over
  `.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`player ${playerId} is missing`);
  if (row.closed !== null) throw new DrawClosed(row.closed.split(','));
  const over = (row.over ?? '').split(',').filter((pair) => pair !== '').map((pair) => {
    const [drawType, number] = pair.split('|') as [string, string];
    return { drawType, number };
  });
  return { written: row.written, availableCents: Number(row.available), over };
}
