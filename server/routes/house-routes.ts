// The house screens' own calls (docs/house.md). GET /admin/access: which of them the caller may run.
// GET /admin/results/preview: a draw's current result and how many tickets publishing settles (a house
// operator only). GET/POST /admin/links: the site's link lists (its company account only). HTTP only:
// the rules are in services/house/.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { HouseAccess, ResultPreview, SiteLinks } from '../../contract/house.ts';
import { ResultPreviewQuery, SiteLinksBody } from '../../contract/requests/house.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { houseAccessOf } from '../services/house/house-access.ts';
import { resultPreview } from '../services/house/result-preview.ts';
import { setSiteLinks, siteLinks } from '../services/house/site-links.ts';

export function houseRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  // A house operator's calls pass maintenance anyway (services/maintenance.ts), so this one needs no opening.
  app.get(
    '/admin/access',
    async (request) => ok(await houseAccessOf(ctx, actorOf(request))) satisfies Envelope<HouseAccess>,
  );

  app.get(
    '/admin/results/preview',
    { schema: { querystring: ResultPreviewQuery } },
    async (request) =>
      ok(
        await resultPreview(ctx, actorOf(request), request.query.drawType, request.query.drawDate),
      ) satisfies Envelope<ResultPreview>,
  );

  app.get('/admin/links', async (request) => ok(await siteLinks(ctx, actorOf(request))) satisfies Envelope<SiteLinks>);
  app.post(
    '/admin/links',
    { schema: { body: SiteLinksBody } },
    async (request) => ok(await setSiteLinks(ctx, actorOf(request), request.body)) satisfies Envelope<SiteLinks>,
  );
}
