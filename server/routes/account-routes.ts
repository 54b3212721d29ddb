// The agent's account management: list, open and change downline accounts. HTTP only — schemas
// (contract/requests/accounts.ts) and who is calling; the rules are in services/accounts-*.ts. Calls and
// decisions: docs/api/accounts.md.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { CreateDownlineBody, GetDownlinesBody, UpdateDownlineBody } from '../../contract/requests/accounts.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { ApiError } from '../services/api-error.ts';
import { userActorMayUseByName } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import { createDownline } from '../services/accounts-create.ts';
import { updateDownline } from '../services/accounts-update.ts';
import { downlinesOf, type AccountSummary, type DownlineList } from '../services/accounts-view.ts';

export function accountRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  // Agents and the company only: a member has no downlines to manage (E103, as for any call beyond reach).
  app.post('/masterapi/Account/GetDownlines', { schema: { body: GetDownlinesBody } }, async (request) => {
    const actor = actorOf(request);
    if (actor.user.role === 'member') throw new ApiError('E103');
    const name = request.body?.UserId;
    const agent = name === undefined ? actor.user : await userActorMayUseByName(ctx, actor, name);
    return ok(await downlinesOf(ctx, agent)) satisfies Envelope<DownlineList>;
  });

  app.post(
    '/masterapi/Account/CreateDownline',
    { schema: { body: CreateDownlineBody } },
    async (request) =>
      ok(await createDownline(ctx, actorOf(request), request.body), 'S101') satisfies Envelope<AccountSummary>,
  );

  app.post(
    '/masterapi/Account/UpdateDownline',
    { schema: { body: UpdateDownlineBody } },
    async (request) =>
      ok(await updateDownline(ctx, actorOf(request), request.body), 'S103') satisfies Envelope<AccountSummary>,
  );
}
