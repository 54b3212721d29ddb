// Requests of the record of account changes (docs/api/account-changes.md): a downline's history and a
// site's audit log, each newest first, a page at a time (`before`: the previous page's `next`).
import Type, { type Static } from 'typebox';

const BEFORE = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

/** GET /masterapi/Account/GetAccountChanges: one account's changes. */
export const AccountChangesQuery = Type.Object(
  { UserId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }), before: Type.Optional(BEFORE) },
  { additionalProperties: false },
);
export type AccountChangesQuery = Static<typeof AccountChangesQuery>;

/** GET /admin/audit: the site's account changes. */
export const AuditLogQuery = Type.Object({ before: Type.Optional(BEFORE) }, { additionalProperties: false });
export type AuditLogQuery = Static<typeof AuditLogQuery>;
