// Operators' holds on betting (docs/api/bets.md, "Betting availability"): POST /admin/suspensions suspends
// or lifts betting (E132), POST /admin/openings sets or clears an opening time (E147), GET
// /admin/suspensions lists what is in force. Company account only (E103 otherwise); every answer is the
// site's list of controls after the change.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { listBettingControls, setBettingControl, type ControlScope } from '../services/bets/betting-controls.ts';

const scope = {
  drawType: { type: 'string', enum: ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'] },
  drawDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
} as const;

const suspensionBody = {
  type: 'object',
  required: ['suspended'],
  additionalProperties: false,
  properties: { ...scope, suspended: { type: 'boolean' } },
} as const;

// An instant with its offset, so nobody has to guess the time zone: '2026-11-19T12:00:00+08:00'.
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
const openingBody = {
  type: 'object',
  required: ['opensAt'],
  additionalProperties: false,
  properties: { ...scope, opensAt: { type: ['string', 'null'], pattern: INSTANT } },
} as const;

export function adminSuspensionRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/admin/suspensions', async (request) => ok(await listBettingControls(ctx, actorOf(request))));

  app.post<{ Body: ControlScope & { suspended: boolean } }>('/admin/suspensions', { schema: { body: suspensionBody } }, async (request) => {
    const { suspended, ...where } = request.body;
    return ok(await setBettingControl(ctx, actorOf(request), where, { suspended }));
  });

  app.post<{ Body: ControlScope & { opensAt: string | null } }>('/admin/openings', { schema: { body: openingBody } }, async (request) => {
    const { opensAt, ...where } = request.body;
    return ok(await setBettingControl(ctx, actorOf(request), where, { opensAt }));
  });
}
