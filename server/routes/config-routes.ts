// GET /config/{pin}: the API base for a site, as plain text (docs/product.md D9). One server answers
// every base, so the base is this server's own origin; an unknown pin is E120.
// GET /config/{pin}/brand: the site's brand (title, colours, icon) for the login page, which has no login
// data yet. Public like the base itself: a brand is what the site shows anyone who opens it.
import type { FastifyInstance } from 'fastify';
import type { BrandInfo } from '../../contract/login-data.ts';
import type { Envelope } from '../../contract/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { brandOf } from '../services/site-info.ts';
import { ApiError } from '../services/api-error.ts';
import { ok } from '../http/envelope.ts';

const PIN_PARAMS = { type: 'object', properties: { pin: { type: 'string', pattern: '^[0-9A-Za-z]{1,16}$' } } } as const;

export function configRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Params: { pin: string } }>('/config/:pin', { schema: { params: PIN_PARAMS } }, async (request, reply) => {
    const site = await ctx.db.selectFrom('sites').select('id').where('pin', '=', request.params.pin).executeTakeFirst();
    if (!site) throw new ApiError('E120');
    return reply.type('text/plain; charset=utf-8').send(`${request.protocol}://${request.host}`);
  });

  app.get<{ Params: { pin: string } }>('/config/:pin/brand', { schema: { params: PIN_PARAMS } }, async (request) => {
    const site = await ctx.db.selectFrom('sites').selectAll().where('pin', '=', request.params.pin).executeTakeFirst();
    if (!site) throw new ApiError('E120');
    return ok(brandOf(site)) satisfies Envelope<BrandInfo>;
  });
}
