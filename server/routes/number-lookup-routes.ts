// The public number reads (docs/numbers.md): a number's history and a draw type's hot and cold numbers.
// Public like the results, since the /numbers/ page works without login. HTTP only: the reads are in
// services/numbers/. The query schemas refuse anything but 3–6 digits, a known draw type and a listed period.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { HotColdAnswer, NumberLookupAnswer } from '../../contract/numbers.ts';
import { HotColdQuery, NumberLookupQuery } from '../../contract/requests/numbers.ts';
import type { HotColdPeriod } from '../../src/core/domain/hot-cold.ts';
import { revalidatedReads } from '../http/revalidated-reads.ts';
import { typed } from '../http/typed.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { hotAndCold } from '../services/numbers/hot-cold.ts';
import { lookUpNumber } from '../services/numbers/lookup.ts';

export async function numberLookupRoutes(server: FastifyInstance, ctx: ServiceContext): Promise<void> {
  // ETag and 304 when unchanged, as the result reads (http/revalidated-reads.ts).
  await revalidatedReads(server);
  const app = typed(server);
  app.get(
    '/Numbers/Lookup',
    { schema: { querystring: NumberLookupQuery } },
    async (request) =>
      ok(
        await lookUpNumber(ctx, request.query.number, request.query.permutations === '1', request.query.cursor),
      ) satisfies Envelope<NumberLookupAnswer>,
  );
  app.get(
    '/Numbers/HotCold',
    { schema: { querystring: HotColdQuery } },
    async (request) =>
      ok(
        await hotAndCold(ctx, request.query.drawType, Number(request.query.days) as HotColdPeriod),
      ) satisfies Envelope<HotColdAnswer>,
  );
}
