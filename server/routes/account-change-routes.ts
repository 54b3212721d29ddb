// The record of account changes (docs/api/account-changes.md). GET /masterapi/Account/GetAccountChanges: a
// downline's history (who changed what, when), for the account and anyone above it. GET /admin/audit: the
// site's audit log of account changes, its company account only. HTTP only: services/accounts-history.ts.
import type { FastifyInstance } from 'fastify';
import type { AccountChangePage } from '../../contract/account-changes.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { AccountChangesQuery, AuditLogQuery } from '../../contract/requests/account-changes.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { accountChanges, siteAuditLog } from '../services/accounts-history.ts';

export function accountChangeRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get(
    '/masterapi/Account/GetAccountChanges',
    { schema: { querystring: AccountChangesQuery } },
    async (request) =>
      ok(
        await accountChanges(ctx, actorOf(request), request.query.UserId, request.query.before),
      ) satisfies Envelope<AccountChangePage>,
  );

  app.get(
    '/admin/audit',
    { schema: { querystring: AuditLogQuery } },
    async (request) =>
      ok(await siteAuditLog(ctx, actorOf(request), request.query.before)) satisfies Envelope<AccountChangePage>,
  );
}
