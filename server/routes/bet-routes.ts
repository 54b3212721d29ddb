// Bets: PostBet (regular sheet) and PostBetEkor (the guided screen's payload), and resolving a bet whose
// answer was lost. HTTP only; the rules are in services/bets/.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';
import { findBetByClientRef } from '../services/bets/find-bet.ts';
import { voidBets } from '../services/bets/void-bet.ts';
import { ok } from '../http/envelope.ts';

const GUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const GUID_LIST = '^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,49}$';
const CLIENT_REF = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
const betBody = {
  type: 'object',
  required: ['Currency', 'UserId', 'ClientRef', 'BetString'],
  properties: {
    Currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    UserId: { type: 'string', minLength: 1, maxLength: 40 },
    ClientRef: CLIENT_REF,
    BetString: { type: 'string', minLength: 1, maxLength: 20_000 },
  },
} as const;

interface BetBody {
  Currency: string;
  UserId: string;
  ClientRef: string;
  BetString: string;
}

const send = (reply: FastifyReply, result: BetAnswer) => reply.status(result.httpStatus).type('application/json; charset=utf-8').send(result.json);

export function betRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post<{ Body: BetBody }>('/FDAPI/Bet/PostBet', { schema: { body: betBody } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet', variant: 'regular', currency: Currency, userId: UserId, clientRef: ClientRef, betString: BetString,
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

  app.get<{ Querystring: { ClientRef: string } }>(
    '/FDAPI/Bet/GetBetByClientRef',
    { schema: { querystring: { type: 'object', required: ['ClientRef'], properties: { ClientRef: CLIENT_REF } } } },
    async (request, reply) => send(reply, await findBetByClientRef(ctx, actorOf(request), request.query.ClientRef)),
  );
}
