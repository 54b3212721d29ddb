// Bets: PostBet (regular sheet) and PostBetEkor (the guided screen's payload), and resolving a bet whose
// answer was lost. HTTP only; the rules are in services/bets/, which answer outcomes that
// http/bet-answers.ts renders.
import type { FastifyInstance } from 'fastify';
import { BetByClientRefQuery, PostBetBody, VoidBetQuery, VoidEkorBody } from '../../contract/requests/bets.ts';
import { actorOf } from '../http/authenticate.ts';
import { sendBetAnswer, voidItemOf } from '../http/bet-answers.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet } from '../services/bets/place-bet.ts';
import { findBetByClientRef } from '../services/bets/find-bet.ts';
import { voidBets } from '../services/bets/void-bet.ts';
import { ekorBetRoutes, originOf } from './bet-routes-ekor.ts';

export function betRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  ekorBetRoutes(server, ctx);
  const app = typed(server);

  app.post('/FDAPI/Bet/PostBet', { schema: { body: PostBetBody } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet',
      variant: 'regular',
      perDrawType: false,
      currency: Currency,
      userId: UserId,
      clientRef: ClientRef,
      betString: BetString,
      ...originOf(request.body),
    });
    return sendBetAnswer(reply, result, 'object');
  });

  // VoidBet?GUID=a,b&NeedOutputRef=T: one answer item per GUID.
  app.post('/FDAPI/Bet/VoidBet', { schema: { querystring: VoidBetQuery } }, async (request) => {
    const guids = request.query.GUID.split(',');
    const outcomes = await voidBets(ctx, actorOf(request), guids, request.query.NeedOutputRef === 'T');
    return ok(outcomes.map(voidItemOf));
  });

  app.post('/FDAPI/Bet/VoidEkor', { schema: { body: VoidEkorBody } }, async (request) =>
    ok((await voidBets(ctx, actorOf(request), request.body.Guid, true)).map(voidItemOf)),
  );

  app.get('/FDAPI/Bet/GetBetByClientRef', { schema: { querystring: BetByClientRefQuery } }, async (request, reply) =>
    sendBetAnswer(
      reply,
      await findBetByClientRef(ctx, actorOf(request), request.query.ClientRef, request.query.UserId),
      'object',
    ),
  );
}
