// The session's own calls: ChangePassword, NeedChangePwd (the forced change after an S106 login) and
// Logout. Registered behind the session guard; rules in services/password-change.ts and sessions.ts.
import type { FastifyInstance } from 'fastify';
import { ChangePasswordBody, NeedChangePasswordBody } from '../../contract/requests/session.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { changePassword } from '../services/password-change.ts';
import { endSession } from '../services/sessions.ts';

export function sessionRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  // Success is S100 for both; a changed own password has also ended the caller's session (the client
  // goes to login, docs/product.md S4), a downline's ends the downline's sessions.
  app.post('/masterapi/Account/ChangePassword', { schema: { body: ChangePasswordBody } }, async (request) => {
    await changePassword(ctx, actorOf(request), request.body, 'normal');
    return ok();
  });

  app.post(
    '/masterapi/Account/NeedChangePwd',
    { schema: { body: NeedChangePasswordBody }, config: { allowPendingPasswordChange: true } },
    async (request) => {
      await changePassword(ctx, actorOf(request), request.body, 'forced');
      return ok();
    },
  );

  // No body needed; the session the bearer token names is the one that ends (its next call: E102). Open
  // during maintenance: the app logs out on V110, and the session should really end.
  app.post(
    '/masterapi/Account/Logout',
    { config: { allowPendingPasswordChange: true, openDuringMaintenance: true } },
    async (request) => {
      await endSession(ctx, actorOf(request).sessionId);
      return ok();
    },
  );
}
