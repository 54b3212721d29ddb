// The site's rate table (docs/currencies-and-limits.md): GET /admin/rates reads it with its recent changes,
// POST /admin/rates sets one currency's units per 1 SGD (S103). The site's company account only (E103).
import type { FastifyInstance } from 'fastify';
import { RateBody } from '../../contract/requests/admin.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { readSiteRates, setSiteRate } from '../services/rates.ts';

export function rateRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get('/admin/rates', async (request) => ok(await readSiteRates(ctx, actorOf(request))));
  app.post('/admin/rates', { schema: { body: RateBody } }, async (request) =>
    ok(await setSiteRate(ctx, actorOf(request), request.body.code, request.body.rate), 'S103'));
}
