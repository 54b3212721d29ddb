// Writing bets: group commit. Every request's bets go through one batcher per database (store/batcher.ts),
// which sends all the jobs waiting at that moment to place_bets (migration 0017) as ONE statement and one
// transaction. An idle server writes a lone bet at once; a busy one writes, in the next statement, every
// bet that came while the last one ran. Each job is still judged on its own inside (draws, credit, cap),
// in arrival order.
//
// The publish race (docs/api/bets.md): a bet is judged (E129, draw-gates.ts) on facts read before it is
// written, so a result may be published between the two. Publishing holds its draw's advisory lock
// exclusively until it commits; place_bets holds it shared and then looks for a result in a new statement.
// Either the bet commits first and the publish, waiting for it, settles its tickets; or the publish
// commits first and the job comes back {closed}: nothing written (DrawClosed here).
//
// A batch that fails as a whole (say, a bet's unique key refusing a ref placed meanwhile) is written
// again job by job (the batcher does), so the error reaches only the request it belongs to.
import { sql, type Kysely } from 'kysely';
import { Batcher, batcherPerDatabase } from '../../store/batcher.ts';
import type { Database } from '../../store/schema.ts';
import type { BetRate } from '../../../src/core/domain/exchange.ts';
import type { NewTicket } from './tickets.ts';

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
  /** The screen named by the app (PostBet's Origin), or null. */
  origin: string | null;
  currency: string;
  /** The rates the bets are taken at: recorded on them, and their credit is judged in base currency. */
  rate: BetRate;
  /** The request's ClientRef: its claim is freed, and the bet holding it keeps requestAnswer. */
  clientRef: string;
  requestAnswer: string | null;
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

interface JobOutcome {
  written?: boolean;
  available?: number | string;
  over?: string;
  closed?: string;
  limit?: 'E143' | 'E140';
  param?: number | string;
}

/** A job of more than about 1,000 tickets (some 110 characters each) is written in the large bets' lane. */
const isLargeJob = (job: string) => job.length > 110_000;

/** The bet writes of one database: each batch is one place_bets statement; large jobs get a lane of their own. */
const writerOf = batcherPerDatabase(
  (db) =>
    new Batcher<string, JobOutcome>(async (jobs) => {
      const { rows } = await sql<{ outcomes: JobOutcome[] | string }>`select place_bets(${`[${jobs.join(',')}]`}::jsonb) as outcomes`.execute(db);
      const outcomes = rows[0]?.outcomes ?? [];
      return typeof outcomes === 'string' ? (JSON.parse(outcomes) as JobOutcome[]) : outcomes;
    }, { large: isLargeJob }),
);

/** Writes a request's bets (all or none), unless a limit or the credit falls short, a number passes the cap or a draw closed. */
export async function writeBets(db: Kysely<Database>, write: BetWrite): Promise<WriteOutcome> {
  const outcome = await writerOf(db).call(jobJson(write));
  if (outcome.closed) throw new DrawClosed(outcome.closed.split(','));
  const over = (outcome.over ?? '').split(',').filter((pair) => pair !== '').map((pair) => {
    const [drawType, number] = pair.split('|') as [string, string];
    return { drawType, number };
  });
  return {
    written: outcome.written === true,
    availableCents: Number(outcome.available),
    over,
    ...(outcome.limit ? { limit: { status: outcome.limit, limit: Number(outcome.param) } } : {}),
  };
}

/** The job as place_bets reads it; tickets with one-letter keys, as there are many of them. */
function jobJson(write: BetWrite): string {
  return JSON.stringify({
    site: write.siteId,
    player: write.playerId,
    placedBy: write.placedBy,
    bodyHash: write.bodyHash,
    endpoint: write.endpoint,
    origin: write.origin,
    currency: write.currency,
    rate: write.rate.rateMicros,
    baseRate: write.rate.baseRateMicros,
    base: write.rate.base,
    clientRef: write.clientRef,
    requestAnswer: write.requestAnswer,
    now: new Date(write.now).toISOString(),
    draws: write.draws,
    bets: write.bets.map((bet) => ({
      id: bet.id, guid: bet.guid, ref: bet.clientRef, sheet: bet.betString, total: bet.totalCents,
      tickets: bet.tickets.length, closes: new Date(bet.firstClose).toISOString(), answer: bet.answerJson,
    })),
    tickets: write.bets.flatMap((bet) => bet.tickets.map((ticket) => ({
      b: bet.id, l: ticket.line, t: ticket.draw_type, d: ticket.draw_date, n: ticket.number, m: ticket.mode,
      s: ticket.split, a: ticket.amounts_json, c: ticket.stake_cents,
    }))),
  });
}
