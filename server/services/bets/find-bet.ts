// GetBetByClientRef: how an app resolves a bet whose answer it lost (a reload, a dropped connection). It
// gets the original answer if the bet was placed, 409 while it is being placed, E120 if it never was —
// then sending it again with the same ClientRef is safe.
import { envelope } from '../../http/envelope.ts';
import type { Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import type { BetAnswer } from './place-bet.ts';

export async function findBetByClientRef(ctx: ServiceContext, actor: Actor, clientRef: string): Promise<BetAnswer> {
  // Only bets the caller placed or that were placed for it: a ref alone reveals nothing of anyone else's.
  const bet = await ctx.db
    .selectFrom('bets')
    // The per-draw-type calls keep the whole request's array on the bet holding the ref.
    .select((eb) => eb.fn.coalesce('request_answer_json', 'answer_json').as('answer'))
    .where('client_ref', '=', clientRef)
    .where((where) => where.or([where('placed_by', '=', actor.user.id), where('player_id', '=', actor.user.id)]))
    .executeTakeFirst();
  if (bet) return { httpStatus: 200, json: bet.answer };
  const running = await ctx.db
    .selectFrom('bet_claims')
    .innerJoin('users', 'users.id', 'bet_claims.player_id')
    .select('bet_claims.player_id')
    .where('bet_claims.client_ref', '=', clientRef)
    .where('users.path', 'like', `${actor.user.path}%`)
    .executeTakeFirst();
  if (running) return { httpStatus: 409, json: JSON.stringify({ ...envelope('E133'), running: true }) };
  return { httpStatus: 200, json: JSON.stringify(envelope('E120')) };
}
