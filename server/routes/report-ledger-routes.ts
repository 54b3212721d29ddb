// Reports derived from the ledger (GetMobileWinLossDetail, GetMobileBetStatistic): registered here so the
// route list in index.ts stays fixed while the reports grow. HTTP only; the figures live in services/reports/.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function reportLedgerRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {
  // Filled in by the reports work (issue 4).
}
