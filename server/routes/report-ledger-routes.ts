// Reports derived from the ledger (GetMobileWinLossDetail, GetMobileBetStatistic): registered here so the
// route list in index.ts stays fixed while the reports grow. HTTP only; the figures live in services/reports/.
// Both answer {status: 'S100', message: <the report as text>, data: <the same figures>} (docs/api/reports-ledger.md).
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import type { BetStatistic, WinLossDetail } from '../../contract/reports-ledger.ts';
import { actorOf } from '../http/authenticate.ts';
import type { ServiceContext } from '../services/context.ts';
import { betStatistic } from '../services/reports/bet-statistic-report.ts';
import { betStatisticText } from '../services/reports/bet-statistic-text.ts';
import { currencyFilterOf, dateRangeOf, drawDateOf } from '../services/reports/win-loss-filters.ts';
import { winLossDetail } from '../services/reports/win-loss-report.ts';
import { winLossText } from '../services/reports/win-loss-text.ts';

/** A date or nothing (empty = the default); real calendar dates are checked in the filters (V103). */
const DATE = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } as const;
/** A site currency code, 'ALL' in any case, or empty (every currency). */
const CURRENCY = { type: 'string', pattern: '^([A-Za-z]{3})?$' } as const;

interface WinLossQuerystring {
  Currency?: string;
  DateFrom?: string;
  DateTill?: string;
}

interface BetStatisticQuerystring {
  UserId?: string;
  DrawDate?: string;
  Currency?: string;
}

export function reportLedgerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.post<{ Querystring: WinLossQuerystring }>(
    '/FDAPI/Report/GetMobileWinLossDetail',
    { schema: { querystring: { type: 'object', properties: { Currency: CURRENCY, DateFrom: DATE, DateTill: DATE } } } },
    async (request) => {
      const actor = actorOf(request);
      const { Currency, DateFrom, DateTill } = request.query;
      const range = dateRangeOf(DateFrom, DateTill, ctx.clock.now());
      const currency = await currencyFilterOf(ctx, actor.user.site_id, Currency);
      const report = await winLossDetail(ctx, actor, { currency, ...range });
      return { status: 'S100', message: winLossText(report), data: report } satisfies Envelope<WinLossDetail>;
    },
  );

  app.post<{ Querystring: BetStatisticQuerystring }>(
    '/FDAPI/Report/GetMobileBetStatistic',
    { schema: { querystring: { type: 'object', properties: { UserId: { type: 'string', maxLength: 40 }, DrawDate: DATE, Currency: CURRENCY } } } },
    async (request) => {
      const actor = actorOf(request);
      const { UserId, DrawDate, Currency } = request.query;
      const drawDate = drawDateOf(DrawDate, 'DrawDate', ctx.clock.now());
      const currency = await currencyFilterOf(ctx, actor.user.site_id, Currency);
      const report = await betStatistic(ctx, actor, { ...(UserId === undefined ? {} : { userId: UserId }), drawDate, currency });
      return { status: 'S100', message: betStatisticText(report), data: report } satisfies Envelope<BetStatistic>;
    },
  );
}
