// Bets: PostBet (regular sheet) and PostBetEkor (the guided screen's payload), and resolving a bet whose
// answer was lost. HTTP only; the rules are in services/bets/.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';
import { findBetByClientRef } from '../services/bets/find-bet.ts';
import { voidBets } from '../services/bets/void-bet.ts';
import { ok } from '../http/envelope.ts';
import { BET_BODY, CLIENT_REF, GUID, GUID_LIST, originOf, type BetBody } from './bet-schemas.ts';
import { ekorBetRoutes } from './bet-routes-ekor.ts';

const send = (reply: FastifyReply, result: BetAnswer) => reply.status(result.httpStatus).type('application/json; charset=utf-8').send(result.json);

export function betRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  ekorBetRoutes(app, ctx);

  app.post<{ Body: BetBody }>('/FDAPI/Bet/PostBet', { schema: { body: BET_BODY } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet', variant: 'regular', perDrawType: false, currency: Currency, userId: UserId, clientRef: ClientRef, betString: BetString,
      ...originOf(request.body),
    });
    return send(reply, result);
  });

  // VoidBet?GUID=a,b&NeedOutputRef=T: one answer item per GUID.
  app.post<{ Querystring: { GUID: string; NeedOutputRef?: string } }>(
    '/FDAPI/Bet/VoidBet',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['GUID'],
          properties: { GUID: { type: 'string', pattern: GUID_LIST }, NeedOutputRef: { type: 'string', enum: ['T', 'F'] } },
        },
      },
    },
    async (request) => {
      const guids = request.query.GUID.split(',');
      return ok(await voidBets(ctx, actorOf(request), guids, request.query.NeedOutputRef === 'T'));
    },
  );

  app.post<{ Body: { Guid: string[] } }>(
    '/FDAPI/Bet/VoidEkor',
    { schema: { body: { type: 'object', required: ['Guid'], properties: { Guid: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', pattern: GUID } } } } } },
    async (request) => ok(await voidBets(ctx, actorOf(request), request.body.Guid, true)),
  );

  app.get<{ Querystring: { ClientRef: string; UserId?: string } }>(
    '/FDAPI/Bet/GetBetByClientRef',
    { schema: { querystring: { type: 'object', required: ['ClientRef'], properties: { ClientRef: CLIENT_REF, UserId: { type: 'string', minLength: 1, maxLength: 40 } } } } },
    async (request, reply) => send(reply, await findBetByClientRef(ctx, actorOf(request), request.query.ClientRef, request.query.UserId)),
  );
}
