// The array-answer bet calls: PostBet3 (the hourly sheet: one item per draw type), PostBetEkor (the guided
// screen) and PostBetEkor3 (form 3). They place through the same service as PostBet; the items are derived
// from the stored answer, so a replay is identical too.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';
import { BET_BODY, CLIENT_REF, type BetBody } from './bet-schemas.ts';

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

/** One item per draw type of an accepted bet (each with its GUID and receipt); a refusal is one item. */
export function itemsOf(result: BetAnswer): { httpStatus: number; items: object[] } {
  const answer = JSON.parse(result.json) as { status: string; data?: { drawTypes?: string[] } };
  const drawTypes = answer.status === 'S100' ? (answer.data?.drawTypes ?? []) : [];
  const items = drawTypes.length > 0 ? drawTypes.map((drawType) => ({ ...answer, DrawType: drawType })) : [answer];
  return { httpStatus: result.httpStatus, items };
}

export function ekorBetRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post<{ Body: BetBody }>('/FDAPI/Bet/PostBet3', { schema: { body: BET_BODY } }, async (request, reply) => {
    const { Currency, UserId, ClientRef, BetString } = request.body;
    const result = await placeBet(ctx, actorOf(request), { endpoint: 'PostBet3', variant: 'hourly', currency: Currency, userId: UserId, clientRef: ClientRef, betString: BetString });
    const { httpStatus, items } = itemsOf(result);
    return reply.status(httpStatus).send(items);
  });

  for (const [path, variant] of [['/FDAPI/Bet/PostBetEkor', 'regular'], ['/FDAPI/Bet/PostBetEkor3', 'hourly']] as const) {
    app.post<{ Body: EkorBody }>(path, { schema: { body: ekorBody } }, async (request, reply) => {
      const actor = actorOf(request);
      const { Currency, ClientRef, BetString, UserId } = request.body;
      // The guided screens bet for the logged-in player unless they name one of its downline players.
      const userId = UserId ?? actor.user.username;
      const endpoint = path.slice(path.lastIndexOf('/') + 1);
      const result = await placeBet(ctx, actor, { endpoint, variant, currency: Currency, userId, clientRef: ClientRef, betString: BetString });
      const { httpStatus, items } = itemsOf(result);
      return reply.status(httpStatus).send(items);
    });
  }
}
