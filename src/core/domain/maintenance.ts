// The maintenance switch's message (V110): not free text but a code from this list, which the app
// translates into its six languages, and an optional expected end. The server checks the code against
// this list and sends both as the V110 answer's params; the login screen reads them back with
// maintenanceDetails. One list for both, so a code the server accepts always has a text in the app.

// The list itself is the wire's (contract/vocabulary.ts): the request schema enumerates it too.
import { MAINTENANCE_REASONS } from '../../../contract/vocabulary.ts';

export { MAINTENANCE_REASONS };

export type MaintenanceReason = (typeof MAINTENANCE_REASONS)[number];

export interface MaintenanceDetails {
  reason: MaintenanceReason | null;
  /** The expected end (epoch milliseconds), or null when the operator gave none. */
  endsAt: number | null;
}

export const isMaintenanceReason = (value: unknown): value is MaintenanceReason =>
  typeof value === 'string' && (MAINTENANCE_REASONS as readonly string[]).includes(value);

/** The V110 answer's params: [reason code or '', expected end as ISO 8601 or ''] (server side). */
export function maintenanceParams(details: MaintenanceDetails): [string, string] {
  return [details.reason ?? '', details.endsAt === null ? '' : new Date(details.endsAt).toISOString()];
}

/** The params of a V110 as the app received them; anything unknown or malformed is simply left out. */
export function maintenanceDetails(params: readonly (string | number)[]): MaintenanceDetails {
  const [reason, endsAt] = params;
  const instant = typeof endsAt === 'string' && endsAt !== '' ? Date.parse(endsAt) : NaN;
  return { reason: isMaintenanceReason(reason) ? reason : null, endsAt: Number.isNaN(instant) ? null : instant };
}
