// Reports derived from the ledger (GetMobileWinLossDetail, GetMobileBetStatistic): registered here so the
// route list in index.ts stays fixed while the reports grow. HTTP only; the figures live in services/reports/.
// Both answer {status: 'S100', message: <the report as text>, data: <the same figures>} (docs/api/reports-ledger.md).
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope.ts';
import { BetStatisticQuery, WinLossQuery } from '../../contract/requests/reports.ts';
import type { BetStatistic, WinLossDetail } from '../../contract/reports-ledger.ts';
import { actorOf } from '../http/authenticate.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { betStatistic, betStatisticWire } from '../services/reports/bet-statistic-report.ts';
import { betStatisticText } from '../services/reports/bet-statistic-text.ts';
import { currencyFilterOf, dateRangeOf, drawDateOf } from '../services/reports/win-loss-filters.ts';
import { winLossDetail } from '../services/reports/win-loss-report.ts';
import { winLossText } from '../services/reports/win-loss-text.ts';

export function reportLedgerRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.post('/FDAPI/Report/GetMobileWinLossDetail', { schema: { querystring: WinLossQuery } }, async (request) => {
    const actor = actorOf(request);
    const { Currency, DateFrom, DateTill } = request.query;
    const range = dateRangeOf(DateFrom, DateTill, ctx.clock.now());
    const currency = await currencyFilterOf(ctx, actor.user.site_id, Currency);
    const report = await winLossDetail(ctx, actor, { currency, ...range });
    return { status: 'S100', message: winLossText(report), data: report } satisfies Envelope<WinLossDetail>;
  });

  app.post('/FDAPI/Report/GetMobileBetStatistic', { schema: { querystring: BetStatisticQuery } }, async (request) => {
    const actor = actorOf(request);
    const { UserId, DrawDate, Currency } = request.query;
    const drawDate = drawDateOf(DrawDate, 'DrawDate', ctx.clock.now());
    const currency = await currencyFilterOf(ctx, actor.user.site_id, Currency);
    const report = await betStatistic(ctx, actor, {
      ...(UserId === undefined ? {} : { userId: UserId }),
      drawDate,
      currency,
    });
    return {
      status: 'S100',
      message: betStatisticText(report),
      data: betStatisticWire(report),
    } satisfies Envelope<BetStatistic>;
  });
}
