// Reports derived from tickets and results (GetStrike, GetPayout, GetResultText, GetDrawTicketUser,
// GetDrawTicketUserDetail, GetMemberUrls). HTTP only; the figures live in services/reports/.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';

export function reportDrawRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {
  // Filled in by the reports work (issue 4).
}
