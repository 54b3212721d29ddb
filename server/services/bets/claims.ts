// Idempotency (docs/product.md D9): (player, ClientRef) is unique forever. The same ref and body answers
// the original result again; another body gets E133 with the original GUID; a ref still being placed gets
// 409. A claim row marks "being placed" (inserted by the facts statement, bet-facts.ts, and deleted by the
// bet's write statement); a claim older than STALE_CLAIM_MS (its request died) is taken over.
import { sql } from 'kysely';
import type { ServiceContext } from '../context.ts';
import type { BetAnswer } from './bet-outcome.ts';
import { storedAnswerColumns, storedAnswerOf, type StoredColumns } from './stored-answer.ts';

/** The bet placed with a ref: its GUID, the body it was placed with, and its stored answer when read with it. */
export interface PlacedWith {
  guid: string;
  bodyHash: string;
  answer?: BetAnswer;
}

export const STALE_CLAIM_MS = 30_000;

/** Takes over a claim whose request died; false while its request may still be running. */
export async function takeOverStaleClaim(
  ctx: ServiceContext,
  playerId: number,
  clientRef: string,
  bodyHash: string,
): Promise<boolean> {
  const now = new Date(ctx.clock.now());
  const taken = await ctx.db
    .updateTable('bet_claims')
    .set({ started_at: now, body_hash: bodyHash })
    .where('player_id', '=', playerId)
    .where('client_ref', '=', clientRef)
    .where('started_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .returning('player_id')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * Frees a ref after a refusal, so a retry is judged afresh (nothing was recorded), and answers the bet
 * placed with it meanwhile, if any: a fresh statement sees a bet that committed while our claim was being
 * inserted, which the facts statement's older snapshot could not.
 */
export async function releaseClaim(
  ctx: ServiceContext,
  playerId: number,
  clientRef: string,
): Promise<PlacedWith | undefined> {
  const { rows } = await sql<{ guid: string; body_hash: string } & StoredColumns>`
    with freed as (delete from bet_claims where player_id = ${playerId} and client_ref = ${clientRef})
    select guid, body_hash, ${storedAnswerColumns} from bets where player_id = ${playerId} and client_ref = ${clientRef}
  `.execute(ctx.db);
  const row = rows[0];
  return row ? { guid: row.guid, bodyHash: row.body_hash, answer: storedAnswerOf(row) } : undefined;
}
