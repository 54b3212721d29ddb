// Reports derived from tickets, results and packages (docs/product.md D9; docs/product.md S2 "Payout page", "Ticket search
// page"; S7): GetStrike, GetPayout, GetResultText, GetDrawTicketUser, GetDrawTicketUserDetail. HTTP only:
// schemas, dates and who the call is about; the figures live in services/reports/. GetMemberUrls is the
// info module's (info-routes.ts). Docs: docs/api/reports-draw.md.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { DrawDateQuery, TicketDetailBody, TicketSearchBody } from '../../contract/requests/reports.ts';
import type {
  PayoutReport,
  ResultTextAnswer,
  StrikeReport,
  TicketDetailRow,
  TicketListAnswer,
  TicketSummaryRow,
} from '../../contract/reports-draw.ts';
import { dateToDayNumber, gmt8Date } from '../../src/core/domain/calendar.ts';
import { ApiError } from '../services/api-error.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import { userActorMayUseByName, type Actor, type UserRow } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import {
  operatorOfCompanyName,
  ticketDetail,
  ticketSummary,
  type TicketSearch,
} from '../services/reports/draw-ticket-search.ts';
import { payoutReport } from '../services/reports/payout-tables.ts';
import { latestResultDate, resultTextOf } from '../services/reports/result-text-report.ts';
import { strikeReport } from '../services/reports/strike-report.ts';

/** A date the pattern let through but the calendar does not have (2026-02-30) → V103 on that field. */
function realDate(value: string, field: string): string {
  if (Number.isNaN(dateToDayNumber(value))) throw new ApiError('V103', [field], field);
  return value;
}

export function reportDrawRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  /** DrawDate as sent, or by default the newest date with a published result (today if none yet). */
  const resultDate = async (value: string | undefined): Promise<string> =>
    value ? realDate(value, 'DrawDate') : ((await latestResultDate(ctx)) ?? gmt8Date(ctx.clock.now()));

  app.post('/FDAPI/Report/GetStrike', { schema: { querystring: DrawDateQuery } }, async (request) => {
    const drawDate = await resultDate(request.query.DrawDate);
    return ok(await strikeReport(ctx, actorOf(request).user, drawDate)) satisfies Envelope<StrikeReport>;
  });

  app.post(
    '/FDAPI/Report/GetPayout',
    async (request) => ok(await payoutReport(ctx, actorOf(request).user)) satisfies Envelope<PayoutReport>,
  );

  // The text is the answer's message (what the screen shows); data holds the same results structured.
  app.post('/FDAPI/Report/GetResultText', { schema: { querystring: DrawDateQuery } }, async (request) => {
    const drawDate = await resultDate(request.query.DrawDate);
    const { text, data } = await resultTextOf(ctx, actorOf(request).user, drawDate);
    return { status: 'S100', message: text, data } satisfies ResultTextAnswer;
  });

  /** The search a body asks for: the date (default today GMT+8), whose tickets, which number. */
  const searchOf = async (actor: Actor, body: NonNullable<TicketSearchBody>): Promise<TicketSearch> => {
    const name = body.UserId?.trim() ?? '';
    const subject: UserRow = name === '' ? actor.user : await userActorMayUseByName(ctx, actor, name);
    const number = body.TicketNumber?.trim() ?? '';
    return {
      drawDate: body.DrawTicketDate ? realDate(body.DrawTicketDate, 'DrawTicketDate') : gmt8Date(ctx.clock.now()),
      subject,
      ...(number === '' ? {} : { ticketNumber: number }),
    };
  };

  // Form-encoded as the spec sends it; a JSON body is read the same way.
  app.post('/FDAPI/Report/GetDrawTicketUser', { schema: { body: TicketSearchBody } }, async (request) => {
    const rows = await ticketSummary(ctx, await searchOf(actorOf(request), request.body ?? {}));
    return { ...ok(), total: rows.length, data: rows } satisfies TicketListAnswer<TicketSummaryRow>;
  });

  app.post('/FDAPI/Report/GetDrawTicketUserDetail', { schema: { body: TicketDetailBody } }, async (request) => {
    const body = request.body ?? {};
    const operator = operatorOfCompanyName(body.CompanyName);
    const search = await searchOf(actorOf(request), body);
    const rows = await ticketDetail(ctx, { ...search, ...(operator === undefined ? {} : { operator }) });
    return { ...ok(), total: rows.length, data: rows } satisfies TicketListAnswer<TicketDetailRow>;
  });
}
