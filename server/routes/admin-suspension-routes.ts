// Operators' holds on betting (docs/api/bets.md, "Betting availability"): POST /admin/suspensions suspends
// or lifts betting (E132), POST /admin/openings sets or clears an opening time (E147), GET
// /admin/suspensions lists what is in force. Company account only (E103 otherwise); every answer is the
// site's list of controls after the change.
import type { FastifyInstance } from 'fastify';
import { OpeningBody, SuspensionBody } from '../../contract/requests/admin.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { listBettingControls, setBettingControl } from '../services/bets/betting-controls.ts';

export function adminSuspensionRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  app.get('/admin/suspensions', async (request) => ok(await listBettingControls(ctx, actorOf(request))));

  app.post('/admin/suspensions', { schema: { body: SuspensionBody } }, async (request) => {
    const { suspended, ...where } = request.body;
    return ok(await setBettingControl(ctx, actorOf(request), where, { suspended }));
  });

  app.post('/admin/openings', { schema: { body: OpeningBody } }, async (request) => {
    const { opensAt, ...where } = request.body;
    return ok(await setBettingControl(ctx, actorOf(request), where, { opensAt }));
  });
}
