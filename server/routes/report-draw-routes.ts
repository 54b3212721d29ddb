// Reports derived from tickets, results and packages (docs/product.md D9; docs/product.md S2 "Payout page", "Ticket search
// page"; §7): GetStrike, GetPayout, GetResultText, GetDrawTicketUser, GetDrawTicketUserDetail. HTTP only:
// schemas, dates and who the call is about; the figures live in services/reports/. GetMemberUrls is the
// info module's (info-routes.ts). Docs: docs/api/reports-draw.md.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { PayoutReport, ResultTextAnswer, StrikeReport, TicketDetailRow, TicketListAnswer, TicketSummaryRow } from '../../contract/reports-draw.ts';
import { dateToDayNumber, gmt8Date } from '../../src/core/domain/calendar.ts';
import { ApiError } from '../services/api-error.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { userActorMayUseByName, type Actor, type UserRow } from '../services/access.ts';
import type { ServiceContext } from '../services/context.ts';
import { operatorOfCompanyName, ticketDetail, ticketSummary, type TicketSearch } from '../services/reports/draw-ticket-search.ts';
import { payoutReport } from '../services/reports/payout-tables.ts';
import { latestResultDate, resultTextOf } from '../services/reports/result-text-report.ts';
import { strikeReport } from '../services/reports/strike-report.ts';

/** 'YYYY-MM-DD', or empty for the call's default. */
const DATE = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;
const DRAW_DATE_QUERY = { type: 'object', properties: { DrawDate: DATE } } as const;
/** A login name as sent, empty for "everyone in reach"; its format and reach are access.ts's (E103). */
const USER_NAME = { type: 'string', maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' } as const;
/** The number as typed: 3 to 6 digits, surrounding blanks ignored, empty for every number. */
const TICKET_NUMBER = { type: 'string', maxLength: 20, pattern: '^\\s*(\\d{3,6})?\\s*$' } as const;
const SEARCH_FIELDS = { DrawTicketDate: DATE, UserId: USER_NAME, TicketNumber: TICKET_NUMBER } as const;
const SEARCH_BODY = { type: ['object', 'null'], properties: SEARCH_FIELDS } as const;
const DETAIL_BODY = { type: ['object', 'null'], properties: { ...SEARCH_FIELDS, CompanyName: { type: 'string', maxLength: 40 } } } as const;

interface SearchBody {
  DrawTicketDate?: string;
  UserId?: string;
  TicketNumber?: string;
  CompanyName?: string;
}

/** A date the pattern let through but the calendar does not have (2026-02-30) → V103 on that field. */
function realDate(value: string, field: string): string {
  if (Number.isNaN(dateToDayNumber(value))) throw new ApiError('V103', [field], field);
  return value;
}

export function reportDrawRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  /** DrawDate as sent, or by default the newest date with a published result (today if none yet). */
  const resultDate = async (value: string | undefined): Promise<string> =>
    value ? realDate(value, 'DrawDate') : ((await latestResultDate(ctx)) ?? gmt8Date(ctx.clock.now()));

  app.post<{ Querystring: { DrawDate?: string } }>('/FDAPI/Report/GetStrike', { schema: { querystring: DRAW_DATE_QUERY } }, async (request) => {
    const drawDate = await resultDate(request.query.DrawDate);
    return ok(await strikeReport(ctx, actorOf(request).user, drawDate)) satisfies Envelope<StrikeReport>;
  });

  app.post('/FDAPI/Report/GetPayout', async (request) => ok(await payoutReport(ctx, actorOf(request).user)) satisfies Envelope<PayoutReport>);

  // The text is the answer's message (what the screen shows); data holds the same results structured.
  app.post<{ Querystring: { DrawDate?: string } }>('/FDAPI/Report/GetResultText', { schema: { querystring: DRAW_DATE_QUERY } }, async (request) => {
    const drawDate = await resultDate(request.query.DrawDate);
    const { text, data } = await resultTextOf(ctx, actorOf(request).user, drawDate);
    return { status: 'S100', message: text, data } satisfies ResultTextAnswer;
  });

  /** The search a body asks for: the date (default today GMT+8), whose tickets, which number. */
  const searchOf = async (actor: Actor, body: SearchBody): Promise<TicketSearch> => {
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
  app.post<{ Body: SearchBody | null | undefined }>('/FDAPI/Report/GetDrawTicketUser', { schema: { body: SEARCH_BODY } }, async (request) => {
    const rows = await ticketSummary(ctx, await searchOf(actorOf(request), request.body ?? {}));
    return { ...ok(), total: rows.length, data: rows } satisfies TicketListAnswer<TicketSummaryRow>;
  });

  app.post<{ Body: SearchBody | null | undefined }>('/FDAPI/Report/GetDrawTicketUserDetail', { schema: { body: DETAIL_BODY } }, async (request) => {
    const body = request.body ?? {};
    const operator = operatorOfCompanyName(body.CompanyName);
    const search = await searchOf(actorOf(request), body);
    const rows = await ticketDetail(ctx, { ...search, ...(operator === undefined ? {} : { operator }) });
    return { ...ok(), total: rows.length, data: rows } satisfies TicketListAnswer<TicketDetailRow>;
  });
}
