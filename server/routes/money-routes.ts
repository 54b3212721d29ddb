// Money rules of docs/currencies-and-limits.md. The site's rate table: GET /admin/rates reads it with its
// recent changes, POST /admin/rates sets one currency's units per 1 SGD (S103); the site's company account
// only (E103). A player's per-user limits and what is left of them: GET /FDAPI/Bet/GetBetLimits[?UserId=].
import type { FastifyInstance } from 'fastify';
import { RateBody } from '../../contract/requests/admin.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { readSiteRates, setSiteRate } from '../services/rates.ts';
import { betLimitsOf } from '../services/bets/bet-limits.ts';
import { UserIdQuery } from '../../contract/requests/info.ts';

export function moneyRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get('/admin/rates', async (request) => ok(await readSiteRates(ctx, actorOf(request))));
  app.post('/admin/rates', { schema: { body: RateBody } }, async (request) =>
    ok(await setSiteRate(ctx, actorOf(request), request.body.code, request.body.rate), 'S103'),
  );
  app.get('/FDAPI/Bet/GetBetLimits', { schema: { querystring: UserIdQuery } }, async (request) =>
    ok(await betLimitsOf(ctx, actorOf(request), request.query.UserId)),
  );
}
