// The array-answer bet calls: PostBet3 (the hourly sheet) and PostBetEkor3 (form 3) make one bet per draw
// type and answer one item per draw type, accepted or refused on its own; PostBetEkor (the guided screen,
// regular draws that all close together) makes one bet and answers one item per draw type of it. They place
// through the same service as PostBet; every answer is rendered from the outcome, which is what is stored,
// so a replay is identical.
import type { FastifyInstance } from 'fastify';
import { EkorBetBody, PostBetBody } from '../../contract/requests/bets.ts';
import { actorOf } from '../http/authenticate.ts';
import { sendBetAnswer } from '../http/bet-answers.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet } from '../services/bets/place-bet.ts';

/** What is stored of Origin: only what the endpoint cannot tell (the sheet is PostBet's default). */
export const originOf = (body: Pick<PostBetBody, 'Origin'>): { origin?: string } =>
  body.Origin === 'bet2' ? { origin: 'bet2' } : {};

export function ekorBetRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.post('/FDAPI/Bet/PostBet3', { schema: { body: PostBetBody } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet3',
      variant: 'hourly',
      perDrawType: true,
      currency: Currency,
      userId: UserId,
      clientRef: ClientRef,
      betString: BetString,
      ...originOf(request.body),
    });
    return sendBetAnswer(reply, result, 'array');
  });

  for (const [path, variant] of [
    ['/FDAPI/Bet/PostBetEkor', 'regular'],
    ['/FDAPI/Bet/PostBetEkor3', 'hourly'],
  ] as const) {
    app.post(path, { schema: { body: EkorBetBody } }, async (request, reply) => {
      const actor = actorOf(request);
      const { Currency, ClientRef, BetString, UserId } = request.body;
      // The guided screens bet for the logged-in player unless they name one of its downline players.
      const userId = UserId ?? actor.user.username;
      const endpoint = path.slice(path.lastIndexOf('/') + 1);
      const perDrawType = variant === 'hourly';
      const result = await placeBet(ctx, actor, {
        endpoint,
        variant,
        perDrawType,
        currency: Currency,
        userId,
        clientRef: ClientRef,
        betString: BetString,
      });
      // PostBetEkor: one item per draw type of its one bet (each with the bet's GUID and receipt).
      return sendBetAnswer(reply, result, perDrawType ? 'array' : 'guided');
    });
  }
}
