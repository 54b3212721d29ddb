// The agent's account management (issue 3): list, open and change downline accounts. HTTP only — schemas
// and who is calling; the rules are in services/accounts-*.ts. Calls and decisions: docs/api/accounts.md.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { ApiError } from '../services/api-error.ts';
import { userActorMayUseByName } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import { createDownline } from '../services/accounts-create.ts';
import {
  CREATE_DOWNLINE_BODY, GET_DOWNLINES_BODY, UPDATE_DOWNLINE_BODY,
  type CreateDownlineBody, type GetDownlinesBody, type UpdateDownlineBody,
} from '../services/accounts-input.ts';
import { updateDownline } from '../services/accounts-update.ts';
import { downlinesOf, type AccountSummary, type DownlineList } from '../services/accounts-view.ts';

export function accountRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  // Agents and the company only: a member has no downlines to manage (E103, as for any call beyond reach).
  app.post<{ Body: GetDownlinesBody | null }>('/masterapi/Account/GetDownlines', { schema: { body: GET_DOWNLINES_BODY } }, async (request) => {
    const actor = actorOf(request);
    if (actor.user.role === 'member') throw new ApiError('E103');
    const name = request.body?.UserId;
    const agent = name === undefined ? actor.user : await userActorMayUseByName(ctx, actor, name);
    return ok(await downlinesOf(ctx.db, agent)) satisfies Envelope<DownlineList>;
  });

  app.post<{ Body: CreateDownlineBody }>('/masterapi/Account/CreateDownline', { schema: { body: CREATE_DOWNLINE_BODY } }, async (request) =>
    ok(await createDownline(ctx, actorOf(request), request.body), 'S101') satisfies Envelope<AccountSummary>,
  );

  app.post<{ Body: UpdateDownlineBody }>('/masterapi/Account/UpdateDownline', { schema: { body: UPDATE_DOWNLINE_BODY } }, async (request) =>
    ok(await updateDownline(ctx, actorOf(request), request.body), 'S103') satisfies Envelope<AccountSummary>,
  );
}
