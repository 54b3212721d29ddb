// POST /masterapi/Account/TwoFactorOff (docs/api/two-factor.md): turning two-factor codes off — one's own,
// or a downline's — proved by a fresh code of the caller's own authenticator (when the caller has one).
import Type, { type Static } from 'typebox';

export const TwoFactorOffBody = Type.Object({
  /** A downline's login name; the caller itself when absent. */
  userId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** The caller's current 6-digit code. Left out or empty where one is needed: V104 naming `code`. */
  code: Type.Optional(Type.String({ maxLength: 16 })),
});
export type TwoFactorOffBody = Static<typeof TwoFactorOffBody>;
