// Two-factor settings (behind the session guard): the state, turning codes on (off: agents only), and an
// agent's reset of a downline's second factor. Rules in services/two-factor-settings.ts; the login's code
// step is public (token-routes.ts).
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { resetTwoFactor, setTwoFactor, twoFactorState } from '../services/two-factor-settings.ts';

const USER_ID = { type: 'string', minLength: 1, maxLength: 64 } as const;

export function twoFactorRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Querystring: { userId?: string } }>(
    '/masterapi/Account/TwoFactor',
    { schema: { querystring: { type: 'object', properties: { userId: USER_ID } } } },
    async (request) => ok(await twoFactorState(ctx, actorOf(request), request.query.userId)),
  );

  app.post<{ Body: { userId?: string; required: boolean } }>(
    '/masterapi/Account/TwoFactor',
    { schema: { body: { type: 'object', required: ['required'], properties: { userId: USER_ID, required: { type: 'boolean' } } } } },
    async (request) => ok(await setTwoFactor(ctx, actorOf(request), request.body.required, request.body.userId)),
  );

  app.post<{ Body: { userId: string } }>(
    '/masterapi/Account/ResetTwoFactor',
    { schema: { body: { type: 'object', required: ['userId'], properties: { userId: USER_ID } } } },
    async (request) => ok(await resetTwoFactor(ctx, actorOf(request), request.body.userId)),
  );
}
