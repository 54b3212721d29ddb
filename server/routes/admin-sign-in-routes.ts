// The operators' sign-in switches (docs/api/sign-in-gates.md). GET/POST /admin/maintenance: the
// house's maintenance switch (V110), a house operator only, answered during maintenance too.
// GET/POST /admin/sign-in-settings: a site's minimum app version (E142) and blocked address ranges (E303),
// its company account only. Anyone else: 403 E103. Every answer is the state after the change.
import type { FastifyInstance } from 'fastify';
import { MaintenanceBody, SignInSettingsBody } from '../../contract/requests/admin.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import { typed } from '../http/typed.ts';
import type { ServiceContext } from '../services/context.ts';
import { maintenanceView, setMaintenance } from '../services/maintenance.ts';
import { setSignInSettings, signInSettings } from '../services/sign-in-settings.ts';

export function adminSignInRoutes(server: FastifyInstance, ctx: ServiceContext): void {
  const app = typed(server);
  const open = { config: { openDuringMaintenance: true } };
  app.get('/admin/maintenance', open, async (request) => ok(await maintenanceView(ctx, actorOf(request))));

  app.post('/admin/maintenance', { ...open, schema: { body: MaintenanceBody } }, async (request) =>
    ok(await setMaintenance(ctx, actorOf(request), request.body)),
  );

  app.get('/admin/sign-in-settings', async (request) => ok(await signInSettings(ctx, actorOf(request))));

  app.post('/admin/sign-in-settings', { schema: { body: SignInSettingsBody } }, async (request) =>
    ok(await setSignInSettings(ctx, actorOf(request), request.body)),
  );
}
