// Idempotency (product decisions §9): (player, ClientRef) is unique forever. The same ref and body answers
// the original result again; another body gets E133 with the original GUID; a ref still being placed gets
// 409. A claim row marks "being placed"; a claim older than STALE_CLAIM_MS (its request died) is taken over.
import type { Selectable } from 'kysely';
import type { BetsTable } from '../../store/schema.ts';
import type { ServiceContext } from '../context.ts';

export const STALE_CLAIM_MS = 30_000;

export type ClaimOutcome = { kind: 'claimed' } | { kind: 'placed'; bet: Selectable<BetsTable> } | { kind: 'running' };

export async function claimClientRef(ctx: ServiceContext, playerId: number, clientRef: string, bodyHash: string): Promise<ClaimOutcome> {
  const now = new Date(ctx.clock.now());
  const inserted = await ctx.db
    .insertInto('bet_claims')
    .values({ player_id: playerId, client_ref: clientRef, body_hash: bodyHash, started_at: now })
    .onConflict((conflict) => conflict.columns(['player_id', 'client_ref']).doNothing())
    .returning('player_id')
    .executeTakeFirst();
  // Placed already (its claim is gone once its bet committed)? Checked after claiming, so a bet that
  // committed a moment before our claim is still seen.
  const placed = await findBet(ctx, playerId, clientRef);
  if (placed) {
    if (inserted) await releaseClaim(ctx, playerId, clientRef);
    return { kind: 'placed', bet: placed };
  }
  if (inserted) return { kind: 'claimed' };
  const taken = await ctx.db
    .updateTable('bet_claims')
    .set({ started_at: now, body_hash: bodyHash })
    .where('player_id', '=', playerId)
    .where('client_ref', '=', clientRef)
    .where('started_at', '<', new Date(now.getTime() - STALE_CLAIM_MS))
    .returning('player_id')
    .executeTakeFirst();
  return taken ? { kind: 'claimed' } : { kind: 'running' };
}

/** Frees a ref after a refusal, so a retry is judged afresh (nothing was recorded). */
export async function releaseClaim(ctx: ServiceContext, playerId: number, clientRef: string): Promise<void> {
  await ctx.db.deleteFrom('bet_claims').where('player_id', '=', playerId).where('client_ref', '=', clientRef).execute();
}

function findBet(ctx: ServiceContext, playerId: number, clientRef: string) {
  return ctx.db.selectFrom('bets').selectAll().where('player_id', '=', playerId).where('client_ref', '=', clientRef).executeTakeFirst();
}
