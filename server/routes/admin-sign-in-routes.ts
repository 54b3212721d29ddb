// The operators' sign-in switches (issue 17; docs/api/sign-in-gates.md). GET/POST /admin/maintenance: the
// house's maintenance switch (V110), a house operator only, answered during maintenance too.
// GET/POST /admin/sign-in-settings: a site's minimum app version (E142) and blocked address ranges (E303),
// its company account only. Anyone else: 403 E103. Every answer is the state after the change.
import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_REASONS } from '../../src/core/domain/maintenance.ts';
import { actorOf } from '../http/authenticate.ts';
import { ok } from '../http/envelope.ts';
import type { ServiceContext } from '../services/context.ts';
import { maintenanceView, setMaintenance, type MaintenanceChange } from '../services/maintenance.ts';
import { setSignInSettings, signInSettings, type SignInSettingsChange } from '../services/sign-in-settings.ts';

// An instant with its offset, so nobody has to guess the time zone: '2026-11-19T12:00:00+08:00'.
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

const maintenanceBody = {
  type: 'object',
  required: ['active'],
  additionalProperties: false,
  properties: {
    active: { type: 'boolean' },
    // A code the app translates (src/core/domain/maintenance.ts), not free text: six languages for free.
    reason: { type: ['string', 'null'], enum: [...MAINTENANCE_REASONS, null] },
    endsAt: { type: ['string', 'null'], pattern: INSTANT },
  },
} as const;

const settingsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    minAppVersion: { type: 'string', maxLength: 32 },
    // Checked one by one as CIDR ranges by the service (V103 blockedRanges when one is not).
    blockedRanges: { type: 'array', maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } },
  },
} as const;

export function adminSignInRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const open = { config: { openDuringMaintenance: true } };
  app.get('/admin/maintenance', open, async (request) => ok(await maintenanceView(ctx, actorOf(request))));

  app.post<{ Body: MaintenanceChange }>('/admin/maintenance', { ...open, schema: { body: maintenanceBody } }, async (request) =>
    ok(await setMaintenance(ctx, actorOf(request), request.body)),
  );

  app.get('/admin/sign-in-settings', async (request) => ok(await signInSettings(ctx, actorOf(request))));

  app.post<{ Body: SignInSettingsChange }>('/admin/sign-in-settings', { schema: { body: settingsBody } }, async (request) =>
    ok(await setSignInSettings(ctx, actorOf(request), request.body)),
  );
}
