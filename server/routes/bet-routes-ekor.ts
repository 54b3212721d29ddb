// The array-answer bet calls: PostBet3 (the hourly sheet) and PostBetEkor3 (form 3) make one bet per draw
// type and answer one item per draw type, accepted or refused on its own; PostBetEkor (the guided screen,
// regular draws that all close together) makes one bet and answers one item per draw type of it. They place
// through the same service as PostBet; every answer is derived from what is stored, so a replay is identical.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';
import { BET_BODY, CLIENT_REF, originOf, type BetBody } from './bet-schemas.ts';

const ekorBody = {
  type: 'object',
  required: ['Currency', 'ClientRef', 'BetString'],
  properties: {
    Pin: { type: 'string', maxLength: 16 },
    LoginId: { type: 'string', maxLength: 40 },
    AuthToken: { type: 'string', maxLength: 200 },
    ID: { type: 'string', maxLength: 40 },
    Method: { type: 'string', enum: ['buy'] },
    Platform: { type: 'string', maxLength: 16 },
    Currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    UserId: { type: 'string', minLength: 1, maxLength: 40 },
    ClientRef: CLIENT_REF,
    BetString: { type: 'string', minLength: 1, maxLength: 20_000 },
  },
} as const;

interface EkorBody {
  Currency: string;
  ClientRef: string;
  BetString: string;
  UserId?: string;
}

/** PostBetEkor: one item per draw type of its one bet (each with the bet's GUID and receipt); a refusal is one item. */
export function itemsOf(result: BetAnswer): BetAnswer {
  const answer = JSON.parse(result.json) as { status: string; data?: { drawTypes?: string[] } };
  const drawTypes = answer.status === 'S100' ? (answer.data?.drawTypes ?? []) : [];
  const items = drawTypes.length > 0 ? drawTypes.map((drawType) => ({ ...answer, DrawType: drawType })) : [answer];
  return { httpStatus: result.httpStatus, json: JSON.stringify(items) };
}

const send = (reply: FastifyReply, result: BetAnswer) => reply.status(result.httpStatus).type('application/json; charset=utf-8').send(result.json);

export function ekorBetRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post<{ Body: BetBody }>('/FDAPI/Bet/PostBet3', { schema: { body: BET_BODY } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), {
      endpoint: 'PostBet3', variant: 'hourly', perDrawType: true, currency: Currency, userId: UserId, clientRef: ClientRef, betString: BetString,
      ...originOf(request.body),
    });
    return send(reply, result);
  });

  for (const [path, variant] of [['/FDAPI/Bet/PostBetEkor', 'regular'], ['/FDAPI/Bet/PostBetEkor3', 'hourly']] as const) {
    app.post<{ Body: EkorBody }>(path, { schema: { body: ekorBody } }, async (request, reply) => {
      const actor = actorOf(request);
      const { Currency, ClientRef, BetString, UserId } = request.body;
      // The guided screens bet for the logged-in player unless they name one of its downline players.
      const userId = UserId ?? actor.user.username;
      const endpoint = path.slice(path.lastIndexOf('/') + 1);
      const perDrawType = variant === 'hourly';
      const result = await placeBet(ctx, actor, { endpoint, variant, perDrawType, currency: Currency, userId, clientRef: ClientRef, betString: BetString });
      return send(reply, perDrawType ? result : itemsOf(result));
    });
  }
}
