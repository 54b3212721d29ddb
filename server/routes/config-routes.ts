// GET /config/{pin}: the API base for a site, as plain text (product decisions §9). One server answers
// every base, so the base is this server's own origin; an unknown pin is E120.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';
import { ApiError } from '../http/api-error.ts';

export function configRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Params: { pin: string } }>(
    '/config/:pin',
    { schema: { params: { type: 'object', properties: { pin: { type: 'string', pattern: '^[0-9A-Za-z]{1,16}$' } } } } },
    async (request, reply) => {
      const site = await ctx.db.selectFrom('sites').select('id').where('pin', '=', request.params.pin).executeTakeFirst();
      if (!site) throw new ApiError('E120');
      return reply.type('text/plain; charset=utf-8').send(`${request.protocol}://${request.host}`);
    },
  );
}
