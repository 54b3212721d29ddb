// GET /config/{pin}: the API base for a site, as plain text (docs/product.md D9): the pin's configured
// base (TIKAM_API_BASES, http/deployment.ts), else this server's own origin under the https rule (https
// unless the host is loopback, as docs/client/adapters.md states); an unknown pin is E120.
// GET /config/{pin}/brand: the site's brand (title, colours, icon) for the login page, which has no login
// data yet. Public like the base itself: a brand is what the site shows anyone who opens it.
import type { FastifyInstance } from 'fastify';
import { BrandAnswer, type BrandInfo } from '../../contract/answer-schemas.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { PinParams } from '../../contract/requests/info.ts';
import type { ServiceContext } from '../services/context.ts';
import { brandOf, siteOfPin } from '../services/site-info.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { baseOfPin, ownBase } from '../http/deployment.ts';

export function configRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get('/config/:pin', { schema: { params: PinParams } }, async (request, reply) => {
    await siteOfPin(ctx, request.params.pin);
    const base = baseOfPin(app.apiBases, request.params.pin) ?? ownBase(request.protocol, request.host);
    return reply.type('text/plain; charset=utf-8').send(base);
  });

  // Serialised from its schema: the brand is a complete type (contract/answer-schemas.ts).
  app.get('/config/:pin/brand', { schema: { params: PinParams, response: { 200: BrandAnswer } } }, async (request) => {
    return ok(brandOf(await siteOfPin(ctx, request.params.pin))) satisfies Envelope<BrandInfo>;
  });
}
