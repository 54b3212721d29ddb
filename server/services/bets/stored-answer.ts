// What is stored of a bet's answer, read back the one way every reader does (a replay, the lookup by
// ClientRef, the receipts list): the outcome (bets.outcome, and request_outcome on the bet holding a
// per-draw-type request's ClientRef; migration 0104), which the edge renders the same way every time; or,
// for a bet stored before outcomes were, its answer's text as first sent (answer_json,
// request_answer_json), replayed byte for byte.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store/schema.ts';
import type { BetAnswer, PartOutcome } from './bet-outcome.ts';

/** A bet's stored answer columns; the request's are left out where only the bet's own answer matters (its receipt). */
export interface StoredColumns {
  outcome: unknown;
  answer_json: string | null;
  request_outcome?: unknown;
  request_answer_json?: string | null;
}

/** The request's answer when the row holds one (the per-draw-type calls' array), else the bet's own. */
export function storedAnswerOf(row: StoredColumns): BetAnswer {
  const request = jsonOf(row.request_outcome) as PartOutcome[] | null;
  if (request) return { kind: 'judged', outcome: { perDrawType: true, parts: request } };
  if (row.request_answer_json) return { kind: 'stored-text', text: row.request_answer_json };
  const own = jsonOf(row.outcome) as PartOutcome | null;
  if (own) return { kind: 'judged', outcome: { perDrawType: false, parts: [own] } };
  return { kind: 'stored-text', text: row.answer_json ?? '' };
}

/** The stored answer of the bet holding a player's ClientRef, if one was placed with it. */
export async function readStoredAnswer(
  db: Kysely<Database>,
  playerId: number,
  clientRef: string,
): Promise<BetAnswer | undefined> {
  const row = await db
    .selectFrom('bets')
    .select(['outcome', 'answer_json', 'request_outcome', 'request_answer_json'])
    .where('player_id', '=', playerId)
    .where('client_ref', '=', clientRef)
    .executeTakeFirst();
  return row ? storedAnswerOf(row) : undefined;
}

/** The columns as a raw statement selects them (claims.ts frees a claim and reads the bet in one). */
export const storedAnswerColumns = sql.raw('outcome, answer_json, request_outcome, request_answer_json');

/** A json column as the driver gives it: parsed already (pg, PGlite), or its text. */
const jsonOf = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : (value ?? null));
