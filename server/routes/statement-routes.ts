// The weekly statement and "who bought a number" (docs/api/statements.md). HTTP only: the rules are in
// services/statements/. Each answers the usual envelope with the figures as `data`.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { MarkStatementPaidBody, WeeklyStatementQuery, WhoBoughtBody } from '../../contract/requests/statements.ts';
import type { WeeklyStatement, WhoBought } from '../../contract/statements.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { markStatementPaid } from '../services/statements/mark-paid.ts';
import { weeklyStatement } from '../services/statements/weekly-statement.ts';
import { whoBought } from '../services/statements/who-bought.ts';

export function statementRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.post('/FDAPI/Report/GetWeeklyStatement', { schema: { querystring: WeeklyStatementQuery } }, async (request) => {
    const { UserId, Week } = request.query;
    const data = await weeklyStatement(ctx, actorOf(request), {
      ...(UserId === undefined ? {} : { userId: UserId }),
      ...(Week === undefined ? {} : { week: Week }),
    });
    return ok(data) satisfies Envelope<WeeklyStatement>;
  });

  app.post('/FDAPI/Report/MarkStatementPaid', { schema: { body: MarkStatementPaidBody } }, async (request) => {
    const { UserId, Week, Currency } = request.body;
    const data = await markStatementPaid(ctx, actorOf(request), { userId: UserId, week: Week, currency: Currency });
    return ok(data) satisfies Envelope<WeeklyStatement>;
  });

  app.post('/FDAPI/Report/GetWhoBought', { schema: { body: WhoBoughtBody } }, async (request) => {
    const data = await whoBought(ctx, actorOf(request), request.body.Number, request.body.Permutations ?? false);
    return ok(data) satisfies Envelope<WhoBought>;
  });
}
