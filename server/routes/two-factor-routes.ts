// Two-factor settings (behind the session guard): the state, turning codes on (off: agents only), and an
// agent's reset of a downline's second factor. Rules in services/two-factor-settings.ts; the login's code
// step is public (token-routes.ts).
import type { FastifyInstance } from 'fastify';
import { ResetTwoFactorBody, TwoFactorBody, TwoFactorQuery } from '../../contract/requests/session.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { resetTwoFactor, setTwoFactor, twoFactorState } from '../services/two-factor-settings.ts';

export function twoFactorRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get('/masterapi/Account/TwoFactor', { schema: { querystring: TwoFactorQuery } }, async (request) =>
    ok(await twoFactorState(ctx, actorOf(request), request.query.userId)),
  );

  app.post('/masterapi/Account/TwoFactor', { schema: { body: TwoFactorBody } }, async (request) =>
    ok(await setTwoFactor(ctx, actorOf(request), request.body.required, request.body.userId)),
  );

  app.post('/masterapi/Account/ResetTwoFactor', { schema: { body: ResetTwoFactorBody } }, async (request) =>
    ok(await resetTwoFactor(ctx, actorOf(request), request.body.userId)),
  );
}
