// Operators' calls: POST /admin/results publishes (or corrects) a draw's result and settles it. Results
// belong to the house, not to a site (docs/api/results-ownership.md): only a house operator may (`admin` on
// the demo site); anyone else, a site's company account included, gets E103.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../services/api-error.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { publishResult } from '../services/results/publish-result.ts';
import type { DrawResult } from '../settlement/result.ts';

const number = { type: 'string', maxLength: 8 } as const;
const numbers = { type: 'array', maxItems: 20, items: number } as const;
const resultBody = {
  type: 'object',
  required: ['drawType', 'drawDate'],
  properties: {
    drawType: { type: 'string', enum: ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'] },
    drawDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    fourD: {
      type: 'object',
      required: ['first', 'second', 'third', 'starters', 'consolations'],
      properties: { first: number, second: number, third: number, starters: numbers, consolations: numbers },
    },
    fiveD: { type: 'object', required: ['first', 'second', 'third'], properties: { first: number, second: number, third: number } },
    sixD: { type: 'object', required: ['first'], properties: { first: number } },
  },
} as const;

type ResultBody = { drawType: string; drawDate: string } & DrawResult;

export function adminRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post<{ Body: ResultBody }>('/admin/results', { schema: { body: resultBody } }, async (request) => {
    const actor = actorOf(request);
    if (!actor.user.house_operator) throw new ApiError('E103');
    const { drawType, drawDate, fourD, fiveD, sixD } = request.body;
    const result: DrawResult = { ...(fourD ? { fourD } : {}), ...(fiveD ? { fiveD } : {}), ...(sixD ? { sixD } : {}) };
    const outcome = await publishResult(ctx, { drawType, drawDate, result, publishedBy: actor.user.id });
    return ok({ ...outcome, wins: outcome.winCents / 100, reversed: outcome.reversedCents / 100 });
  });
}
