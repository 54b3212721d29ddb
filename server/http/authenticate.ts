// The session guard of every authenticated call: a bearer token → the acting user, or 401 with the code
// the client acts on (E102 log in, E104 signed in elsewhere, E105 status changed). A user who must change
// its password may only make the calls whose route config says allowPendingPasswordChange (NeedChangePwd,
// Logout): every other call is E103 until it has changed it. During maintenance every call answers 503 V110
// (services/maintenance.ts) but a house operator's and those whose route config says openDuringMaintenance.
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import { useSession } from '../services/sessions.ts';
import { ApiError } from '../services/api-error.ts';
import { refuseDuringMaintenance } from '../services/maintenance.ts';

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
  interface FastifyContextConfig {
    /** The call is open to a session whose user must still change its password (S106 at login). */
    allowPendingPasswordChange?: boolean;
    /** The call answers during maintenance too (Logout, the switch itself); every other one is 503 V110. */
    openDuringMaintenance?: boolean;
  }
}

export async function authenticate(ctx: ServiceContext, request: FastifyRequest): Promise<Actor> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/i.exec(header);
  if (!match) throw new ApiError('E102');
  const session = await useSession(ctx, match[1] as string);
  const user = session.user;
  if (user.status !== 'active') throw new ApiError('E105');
  if (user.must_change_password && !request.routeOptions.config.allowPendingPasswordChange) throw new ApiError('E103');
  // After the session is known (a house operator works on during maintenance), before anything is done.
  if (!request.routeOptions.config.openDuringMaintenance) await refuseDuringMaintenance(ctx, user);
  return { user, sessionId: session.sessionId };
}

/** For route handlers: the actor the preHandler put on the request. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new ApiError('E102');
  return request.actor;
}
