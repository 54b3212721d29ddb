// Requests of the operators' calls: betting holds (docs/api/bets.md, "Betting availability") and the
// sign-in switches (docs/api/sign-in-gates.md). Publishing a result is in requests/results.ts. Unknown
// fields are refused (additionalProperties: false): an operator's typo must not pass as "no change".
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER, MAINTENANCE_REASONS } from '../vocabulary.ts';
import { DATE_PATTERN, INSTANT_PATTERN, Nullable, StringEnum } from './schema.ts';

/** What a hold applies to: a draw type, a draw date, both, or (neither) everything. */
const SCOPE = {
  drawType: Type.Optional(StringEnum(DRAW_TYPE_ORDER)),
  drawDate: Type.Optional(Type.String({ pattern: DATE_PATTERN })),
};

/** POST /admin/suspensions: suspend or lift betting (E132). */
export const SuspensionBody = Type.Object({ ...SCOPE, suspended: Type.Boolean() }, { additionalProperties: false });
export type SuspensionBody = Static<typeof SuspensionBody>;

/** POST /admin/openings: set (an instant) or clear (null) an opening time (E147). */
export const OpeningBody = Type.Object(
  { ...SCOPE, opensAt: Nullable(Type.String({ pattern: INSTANT_PATTERN })) },
  { additionalProperties: false },
);
export type OpeningBody = Static<typeof OpeningBody>;

/** POST /admin/maintenance: the house's switch (V110). The reason is a code the app translates
 * (contract/vocabulary.ts; src/core/domain/maintenance.ts reads them), not free text: six languages for free. */
export const MaintenanceBody = Type.Object(
  {
    active: Type.Boolean(),
    reason: Type.Optional(
      Type.Unsafe<(typeof MAINTENANCE_REASONS)[number] | null>({
        type: ['string', 'null'],
        enum: [...MAINTENANCE_REASONS, null],
      }),
    ),
    // Must be in the future when given (the service's check, V103 endsAt).
    endsAt: Type.Optional(Nullable(Type.String({ pattern: INSTANT_PATTERN }))),
  },
  { additionalProperties: false },
);
export type MaintenanceBody = Static<typeof MaintenanceBody>;

/** POST /admin/sign-in-settings: a site's minimum app version (E142) and blocked address ranges (E303),
 * checked one by one as CIDR ranges by the service (V103 blockedRanges when one is not). */
export const SignInSettingsBody = Type.Object(
  {
    minAppVersion: Type.Optional(Type.String({ maxLength: 32 })),
    blockedRanges: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type SignInSettingsBody = Static<typeof SignInSettingsBody>;

/** POST /admin/rates: one currency's units per 1 SGD, decimal text with at most 6 decimals ('30', '4.35').
 * Which codes have a rate of their own (not the special-rate ones) is the service's check (V103 code). */
export const RateBody = Type.Object(
  { code: Type.String({ pattern: '^[A-Z]{3}$' }), rate: Type.String({ pattern: '^\\d{1,7}(\\.\\d{1,6})?$' }) },
  { additionalProperties: false },
);
export type RateBody = Static<typeof RateBody>;
