// Bets: PostBet (regular sheet) and PostBetEkor (the guided screen's payload), and resolving a bet whose
// answer was lost. HTTP only; the rules are in services/bets/.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BetByClientRefQuery, PostBetBody, VoidBetQuery, VoidEkorBody } from '../../contract/requests/bets.ts';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';
import { findBetByClientRef } from '../services/bets/find-bet.ts';
import { voidBets } from '../services/bets/void-bet.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { ekorBetRoutes, originOf } from './bet-routes-ekor.ts';

const send = (reply: FastifyReply, result: BetAnswer) => reply.status(result.httpStatus).type('application/json; charset=utf-8').send(result.json);

export function betRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  ekorBetRoutes(server, ctx);
  const app = typed(server);

  app.post('/FDAPI/Bet/PostBet', { schema: { body: PostBetBody } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet', variant: 'regular', perDrawType: false, currency: Currency, userId: UserId, clientRef: ClientRef, betString: BetString,
      ...originOf(request.body),
    });
    return send(reply, result);
  });

  // VoidBet?GUID=a,b&NeedOutputRef=T: one answer item per GUID.
  app.post('/FDAPI/Bet/VoidBet', { schema: { querystring: VoidBetQuery } }, async (request) => {
    const guids = request.query.GUID.split(',');
    return ok(await voidBets(ctx, actorOf(request), guids, request.query.NeedOutputRef === 'T'));
  });

  app.post('/FDAPI/Bet/VoidEkor', { schema: { body: VoidEkorBody } }, async (request) =>
    ok(await voidBets(ctx, actorOf(request), request.body.Guid, true)),
  );

  app.get('/FDAPI/Bet/GetBetByClientRef', { schema: { querystring: BetByClientRefQuery } }, async (request, reply) =>
    send(reply, await findBetByClientRef(ctx, actorOf(request), request.query.ClientRef, request.query.UserId)),
  );
}
