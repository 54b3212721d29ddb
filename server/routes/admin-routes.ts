// Operators' calls: POST /admin/results publishes (or corrects) a draw's result and settles it. Results
// belong to the house, not to a site (docs/api/results-ownership.md): only a house operator may (`admin` on
// the demo site); anyone else, a site's company account included, gets E103.
import type { FastifyInstance } from 'fastify';
import { PublishResultBody } from '../../contract/requests/results.ts';
import { ApiError } from '../services/api-error.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { publishResult } from '../services/results/publish-result.ts';
import type { DrawResult } from '../settlement/result.ts';

export function adminRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  typed(server).post('/admin/results', { schema: { body: PublishResultBody } }, async (request) => {
    const actor = actorOf(request);
    if (!actor.user.house_operator) throw new ApiError('E103');
    const { drawType, drawDate, fourD, fiveD, sixD } = request.body;
    const result: DrawResult = { ...(fourD ? { fourD } : {}), ...(fiveD ? { fiveD } : {}), ...(sixD ? { sixD } : {}) };
    const outcome = await publishResult(ctx, { drawType, drawDate, result, publishedBy: actor.user.id });
    return ok({ ...outcome, wins: outcome.winCents / 100, reversed: outcome.reversedCents / 100 });
  });
}
