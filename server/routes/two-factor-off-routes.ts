// Turning two-factor codes off, one's own or a downline's, with a fresh code (services/two-factor-off.ts;
// docs/api/two-factor.md). Behind the session guard.
import type { FastifyInstance } from 'fastify';
import { TwoFactorOffBody } from '../../contract/requests/two-factor-off.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { turnTwoFactorOff } from '../services/two-factor-off.ts';

export function twoFactorOffRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  typed(server).post('/masterapi/Account/TwoFactorOff', { schema: { body: TwoFactorOffBody } }, async (request) =>
    ok(
      await turnTwoFactorOff(ctx, actorOf(request), {
        username: request.body.userId,
        code: request.body.code,
        address: request.ip,
      }),
    ),
  );
}
