// The array-answer bet calls: PostBet3 (the hourly sheet) and PostBetEkor3 (form 3) make one bet per draw
// type and answer one item per draw type, accepted or refused on its own; PostBetEkor (the guided screen,
// regular draws that all close together) makes one bet and answers one item per draw type of it. They place
// through the same service as PostBet; every answer is derived from what is stored, so a replay is identical.
import type { FastifyInstance } from 'fastify';
import { EkorBetBody, PostBetBody } from '../../contract/requests/bets.ts';
import { actorOf } from '../http/authenticate.ts';
import { sendBetAnswer } from '../http/bet-answers.ts';
import { typed } from '../http/typed.ts';
import type { BetContext } from '../services/bets/bet-context.ts';
import { placeBet, type BetAnswer } from '../services/bets/place-bet.ts';

/** What is stored of Origin: only what the endpoint cannot tell (the sheet is PostBet's default). */
export const originOf = (body: Pick<PostBetBody, 'Origin'>): { origin?: string } =>
  body.Origin === 'bet2' ? { origin: 'bet2' } : {};

/** PostBetEkor: one item per draw type of its one bet (each with the bet's GUID and receipt); a refusal is one item. */
export function itemsOf(result: BetAnswer): BetAnswer {
  const answer = JSON.parse(result.json) as { status: string; data?: { drawTypes?: string[] } };
  const drawTypes = answer.status === 'S100' ? (answer.data?.drawTypes ?? []) : [];
  const items = drawTypes.length > 0 ? drawTypes.map((drawType) => ({ ...answer, DrawType: drawType })) : [answer];
  return { ...result, json: JSON.stringify(items) };
}

export function ekorBetRoutes(server: FastifyInstance, ctx: BetContext): void {
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
    return sendBetAnswer(reply, result);
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
      return sendBetAnswer(reply, perDrawType ? result : itemsOf(result));
    });
  }
}
