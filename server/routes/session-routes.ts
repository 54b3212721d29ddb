// The session's own calls: ChangePassword, NeedChangePwd (the forced change after an S106 login) and
// Logout. Registered behind the session guard; rules in services/password-change.ts and sessions.ts.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { changePassword, type PasswordChange } from '../services/password-change.ts';
import { endSession } from '../services/sessions.ts';

// Passwords are only length-capped here: their rules (E107 …) are the service's, with their own codes.
const PASSWORD = { type: 'string', maxLength: 256 } as const;
const changeBody = (userIdRequired: boolean) =>
  ({
    type: 'object',
    required: userIdRequired ? ['userId', 'newPassword', 'confirmPassword'] : ['newPassword', 'confirmPassword'],
    properties: {
      userId: { type: 'string', minLength: 1, maxLength: 64 },
      // Not required: an agent changing a downline's password sends none (the client disables the field).
      oldPassword: PASSWORD,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    },
  }) as const;

export function sessionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Success is S100 for both; a changed own password has also ended the caller's session (the client
  // goes to login, docs/product.md S4), a downline's ends the downline's sessions.
  app.post<{ Body: PasswordChange }>('/masterapi/Account/ChangePassword', { schema: { body: changeBody(true) } }, async (request) => {
    await changePassword(ctx, actorOf(request), request.body, 'normal');
    return ok();
  });

  app.post<{ Body: PasswordChange }>(
    '/masterapi/Account/NeedChangePwd',
    { schema: { body: changeBody(false) }, config: { allowPendingPasswordChange: true } },
    async (request) => {
      await changePassword(ctx, actorOf(request), request.body, 'forced');
      return ok();
    },
  );

  // No body needed; the session the bearer token names is the one that ends (its next call: E102). Open
  // during maintenance: the app logs out on V110, and the session should really end.
  app.post('/masterapi/Account/Logout', { config: { allowPendingPasswordChange: true, openDuringMaintenance: true } }, async (request) => {
    await endSession(ctx, actorOf(request).sessionId);
    return ok();
  });
}
