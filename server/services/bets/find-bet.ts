// GetBetByClientRef: how an app resolves a bet whose answer it lost (a reload, a dropped connection). It
// gets the original answer if the bet was placed, 409 while it is being placed, E120 if it never was —
// then sending it again with the same ClientRef is safe.
//
// "Being placed" follows PostBet's own rule (claims.ts): a claim older than STALE_CLAIM_MS belongs to a
// request that died (a crash, a killed connection), which PostBet takes over; the lookup answers E120 for
// it, so the app sends the bet again instead of waiting for ever on a claim nobody will finish.
//
// `userId` (optional, the player's login id as PostBet's UserId): an agent may use one ClientRef for two
// players, so it names which one; the player must be within the caller's reach (E103 otherwise). Without
// it, the lookup covers the bets the caller placed or that were placed for it, as before.
import { userActorMayUseByName, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import type { BetAnswer } from './bet-outcome.ts';
import { STALE_CLAIM_MS } from './claims.ts';
import { storedAnswerOf } from './stored-answer.ts';

export async function findBetByClientRef(
  ctx: ServiceContext,
  actor: Actor,
  clientRef: string,
  userId?: string,
): Promise<BetAnswer> {
  const player = userId === undefined ? undefined : await userActorMayUseByName(ctx, actor, userId);
  // Only bets the caller placed or that were placed for it (or for the named player within its reach):
  // a ref alone reveals nothing of anyone else's.
  let bets = ctx.db
    .selectFrom('bets')
    // The per-draw-type calls keep the whole request's outcome on the bet holding the ref.
    .select(['outcome', 'answer_json', 'request_outcome', 'request_answer_json'])
    .where('client_ref', '=', clientRef);
  bets = player
    ? bets.where('player_id', '=', player.id)
    : bets.where((where) => where.or([where('placed_by', '=', actor.user.id), where('player_id', '=', actor.user.id)]));
  const bet = await bets.executeTakeFirst();
  if (bet) return storedAnswerOf(bet);

  const freshSince = new Date(ctx.clock.now() - STALE_CLAIM_MS);
  let claims = ctx.db
    .selectFrom('bet_claims')
    .innerJoin('users', 'users.id', 'bet_claims.player_id')
    .select('bet_claims.player_id')
    .where('bet_claims.client_ref', '=', clientRef)
    .where('bet_claims.started_at', '>=', freshSince);
  claims = player
    ? claims.where('bet_claims.player_id', '=', player.id)
    : claims.where('users.path', 'like', `${actor.user.path}%`);
  if (await claims.executeTakeFirst()) return { kind: 'running' };
  return { kind: 'none' };
}
