// GetNumberExposure (docs/api/exposure.md): agents and the company only, always about the
// caller's own subtree — the call names no user, so there is nobody else's tree to ask for. HTTP only:
// the schema, the date and who is calling; the figures are services/reports/number-exposure.ts's.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { NumberExposure } from '../../contract/exposure.ts';
import { NumberExposureBody } from '../../contract/requests/reports.ts';
import { dateToDayNumber, gmt8Date } from '../../src/core/domain/calendar.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { ApiError } from '../services/api-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { numberExposure } from '../services/reports/number-exposure.ts';

export function exposureRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  typed(server).post(
    '/masterapi/Account/GetNumberExposure',
    { schema: { body: NumberExposureBody } },
    async (request) => {
      const actor = actorOf(request);
      // A member has no subtree to expose: E103, as for every agent call.
      if (actor.user.role === 'member') throw new ApiError('E103');
      const sent = request.body.DrawDate ?? '';
      if (sent !== '' && Number.isNaN(dateToDayNumber(sent))) throw new ApiError('V103', ['DrawDate'], 'DrawDate');
      const drawDate = sent === '' ? gmt8Date(ctx.clock.now()) : sent;
      return ok(
        await numberExposure(ctx, actor.user, drawDate, request.body.DrawType),
      ) satisfies Envelope<NumberExposure>;
    },
  );
}
