// Writing bets: group commit. Every request's bets go through one batcher per database (store/batcher.ts),
// which sends all the jobs waiting at that moment to place_bets (store/functions/place_bets.sql) as ONE statement and one
// transaction. An idle server writes a lone bet at once; a busy one writes, in the next statement, every
// bet that came while the last one ran. Each job is still judged on its own inside (draws, credit, cap),
// in arrival order.
//
// The publish race (docs/api/bets.md): a bet is judged (E129, draw-gates.ts) on facts read before it is
// written, so a result may be published between the two. Publishing holds its draw's advisory lock
// exclusively until it commits; place_bets holds it shared and then looks for a result in a new statement.
// Either the bet commits first and the publish, waiting for it, settles its tickets; or the publish
// commits first and the job comes back closed: nothing written (DrawClosed here).
//
// A batch that fails as a whole (say, a bet's unique key refusing a ref placed meanwhile) is written
// again job by job (the batcher does), so the error reaches only the request it belongs to.
import { sql, type Kysely } from 'kysely';
import { Batcher, batcherPerDatabase } from '../../store/batcher.ts';
import { LARGE_BET_TICKETS, largeWritesOf } from '../../store/large-writes.ts';
import type { Database } from '../../store/schema.ts';
import type { BetRate } from '../../../src/core/domain/exchange.ts';
import type { NewTicket } from './tickets.ts';
import { intArrayText, textArrayText } from '../../store/array-text.ts';

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
  /** What became of it, as JSON (bet-outcome.ts): stored for its replays and the receipts list. */
  outcome: string;
}

export interface BetWrite {
  siteId: number;
  playerId: number;
  placedBy: number;
  bodyHash: string;
  endpoint: string;
  /** The screen named by the app (PostBet's Origin), or null. */
  origin: string | null;
  currency: string;
  /** The rates the bets are taken at: recorded on them, and their credit is judged in base currency. */
  rate: BetRate;
  /** The request's ClientRef: its claim is freed, and the bet holding it keeps requestOutcome. */
  clientRef: string;
  /** A per-draw-type request's outcome as JSON (one item per draw type), else null. */
  requestOutcome: string | null;
  now: number;
  /** Its draws as 'drawType|date'. */
  draws: readonly string[];
  bets: readonly BetRow[];
}

export interface WriteOutcome {
  /** False when the credit did not cover every bet or a number went over the cap: then nothing was written. */
  written: boolean;
  availableCents: number;
  /** The (draw type, number) pairs the bets would take over the site's cap, in key order. */
  over: { drawType: string; number: string }[];
  /** A per-user limit the bets would pass on one of their draw dates: nothing was written. */
  limit?: { status: 'E143' | 'E140'; limit: number };
}

/** place_bets' answer for one job (place_bets.sql). */
interface JobOutcome {
  job_index: number;
  written: boolean;
  available_cents: number | string | null;
  closed_types: string[] | null;
  closed_dates: string[] | null;
  over_types: string[] | null;
  over_numbers: string[] | null;
  limit_status: 'E143' | 'E140' | null;
  limit_param: number | string | null;
}

/** A job of more than LARGE_BET_TICKETS tickets is written in the large bets' lane. */
const isLargeJob = (job: BetWrite) => job.bets.reduce((sum, bet) => sum + bet.tickets.length, 0) > LARGE_BET_TICKETS;

/** The bet writes of one database: each batch is one place_bets statement; large jobs get a lane of their own. */
const writerOf = batcherPerDatabase(
  (db) =>
    new Batcher<BetWrite, JobOutcome>(
      async (jobs) => {
        // A large job is a batch of its own, written on the large bets' connection (low CPU priority).
        const large = jobs.length === 1 && isLargeJob(jobs[0] as BetWrite);
        const { rows } = await placeBets(jobs).execute(large ? largeWritesOf(db) : db);
        const byJob = new Map(rows.map((row) => [Number(row.job_index), row]));
        return jobs.map((_, index) => {
          const row = byJob.get(index + 1);
          if (!row) throw new Error(`place_bets did not answer job ${index + 1} of ${jobs.length}`);
          return row;
        });
      },
      // A large write is followed by a rest as long as itself: large bets take at most half of the time.
      { large: isLargeJob, restAfterLarge: 1 },
    ),
);

/** Writes a request's bets (all or none), unless a limit or the credit falls short, a number passes the cap or a draw closed. */
export async function writeBets(db: Kysely<Database>, write: BetWrite): Promise<WriteOutcome> {
  const outcome = await writerOf(db).call(write);
  if (outcome.closed_types)
    throw new DrawClosed(
      outcome.closed_types.map((drawType, index) => `${drawType}|${outcome.closed_dates?.[index] ?? ''}`),
    );
  const over = (outcome.over_types ?? []).map((drawType, index) => ({
    drawType,
    number: outcome.over_numbers?.[index] ?? '',
  }));
  return {
    written: outcome.written,
    availableCents: Number(outcome.available_cents),
    over,
    ...(outcome.limit_status ? { limit: { status: outcome.limit_status, limit: Number(outcome.limit_param) } } : {}),
  };
}

/**
 * The batch as place_bets reads it: one array per column of its jobs, their draws, bets and tickets, each
 * row naming its job (from 1) or its bet. Arrays travel as PostgreSQL's array text and are read by unnest,
 * with no JSON built here or parsed there.
 */
function placeBets(jobs: readonly BetWrite[]) {
  const draws = jobs.flatMap((job, index) =>
    job.draws.map((draw) => [index + 1, ...draw.split('|')] as [number, string, string]),
  );
  const bets = jobs.flatMap((job, index) => job.bets.map((bet) => ({ job: index + 1, bet })));
  const tickets = bets.flatMap(({ bet }) => bet.tickets.map((ticket) => ({ id: bet.id, ticket })));
  const column = <Row, T>(rows: readonly Row[], pick: (row: Row) => T) => rows.map(pick);
  const ofJobs = <T>(pick: (job: BetWrite) => T) => column(jobs, pick);
  const ofBets = <T>(pick: (bet: BetRow) => T) => column(bets, (row) => pick(row.bet));
  return sql<JobOutcome>`select * from place_bets(
    ${ofJobs((job) => job.siteId)}::int[], ${ofJobs((job) => job.playerId)}::int[], ${ofJobs((job) => job.placedBy)}::int[],
    ${ofJobs((job) => job.bodyHash)}::text[], ${ofJobs((job) => job.endpoint)}::text[], ${ofJobs((job) => job.origin)}::text[],
    ${ofJobs((job) => job.currency)}::text[], ${ofJobs((job) => job.rate.rateMicros)}::bigint[], ${ofJobs((job) => job.rate.baseRateMicros)}::bigint[],
    ${ofJobs((job) => job.rate.base)}::text[], ${ofJobs((job) => job.clientRef)}::text[], ${ofJobs((job) => job.requestOutcome)}::text[],
    ${ofJobs((job) => new Date(job.now).toISOString())}::timestamptz[],
    ${column(draws, ([job]) => job)}::int[], ${column(draws, ([, drawType]) => drawType)}::text[], ${column(draws, ([, , date]) => date)}::text[],
    ${column(bets, (row) => row.job)}::int[], ${ofBets((bet) => bet.id)}::int[], ${ofBets((bet) => bet.guid)}::text[], ${ofBets((bet) => bet.clientRef)}::text[],
    ${ofBets((bet) => bet.betString)}::text[], ${ofBets((bet) => bet.totalCents)}::bigint[], ${ofBets((bet) => bet.tickets.length)}::int[],
    ${ofBets((bet) => new Date(bet.firstClose).toISOString())}::timestamptz[], ${ofBets((bet) => bet.outcome)}::text[],
    ${intArrayText(tickets, (row) => row.id)}::int[], ${intArrayText(tickets, (row) => row.ticket.line)}::int[],
    ${textArrayText(tickets, (row) => row.ticket.draw_type)}::text[], ${textArrayText(tickets, (row) => row.ticket.draw_date)}::text[],
    ${textArrayText(tickets, (row) => row.ticket.number)}::text[], ${textArrayText(tickets, (row) => row.ticket.mode)}::text[],
    ${intArrayText(tickets, (row) => row.ticket.split)}::int[], ${textArrayText(tickets, (row) => row.ticket.amounts_json)}::text[],
    ${intArrayText(tickets, (row) => row.ticket.stake_cents)}::bigint[])`;
}
