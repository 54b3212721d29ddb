// Requests of the login (POST /masterapi/token, form-encoded; JSON works too), its code step, the password
// changes and the two-factor settings (docs/api/auth.md, docs/api/two-factor.md). The answers are
// contract/auth.ts. Lengths only, mostly: a name or code of the wrong shape is simply not found or wrong
// (E111, counted like any other), and passwords' rules are the service's, with their own codes (E107 …).
import Type, { type Static } from 'typebox';
import { StringEnum } from './schema.ts';

/** The password grant. The password is capped so nobody can make argon2 hash megabytes. */
export const TokenBody = Type.Object({
  grant_type: StringEnum(['password']),
  username: Type.String({ minLength: 1, maxLength: 64 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  /** The site's pin. */
  client_id: Type.String({ minLength: 1, maxLength: 32 }),
  // The image captcha's key: no longer used, still accepted from older apps (and ignored).
  CaptchaKey: Type.Optional(Type.String({ maxLength: 256 })),
  // The solved proof-of-work challenge (the widget's base64 payload), wanted after 3 failed logins
  // (services/captcha.ts); ignored before.
  Captcha: Type.Optional(Type.String({ maxLength: 4096 })),
  // The app's version (package.json at build time): below the site's minimum, E142 (services/sign-in-settings.ts).
  version: Type.Optional(Type.String({ maxLength: 32 })),
});
export type TokenBody = Static<typeof TokenBody>;

/** POST /masterapi/token/code: the challenge of an S107/S108 answer and the code typed. */
export const CodeBody = Type.Object({
  challenge: Type.String({ minLength: 1, maxLength: 64 }),
  code: Type.String({ minLength: 1, maxLength: 16 }),
});
export type CodeBody = Static<typeof CodeBody>;

const PASSWORD = Type.String({ maxLength: 256 });
const PASSWORDS = {
  // Not required: an agent changing a downline's password sends none (the client disables the field).
  oldPassword: Type.Optional(PASSWORD),
  newPassword: PASSWORD,
  confirmPassword: PASSWORD,
};
const ACCOUNT = Type.String({ minLength: 1, maxLength: 64 });

/** POST /masterapi/Account/ChangePassword: whose password (the caller's own, or a downline's). */
export const ChangePasswordBody = Type.Object({ userId: ACCOUNT, ...PASSWORDS });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /masterapi/Account/NeedChangePwd (the forced change after S106): the caller's own. */
export const NeedChangePasswordBody = Type.Object({ userId: Type.Optional(ACCOUNT), ...PASSWORDS });
export type NeedChangePasswordBody = Static<typeof NeedChangePasswordBody>;

/** GET /masterapi/Account/TwoFactor: whose state (default the caller). */
export const TwoFactorQuery = Type.Object({ userId: Type.Optional(ACCOUNT) });
export type TwoFactorQuery = Static<typeof TwoFactorQuery>;

/** POST /masterapi/Account/TwoFactor: codes on or (agents only) off. */
export const TwoFactorBody = Type.Object({ userId: Type.Optional(ACCOUNT), required: Type.Boolean() });
export type TwoFactorBody = Static<typeof TwoFactorBody>;

/** POST /masterapi/Account/ResetTwoFactor: a downline's second factor. */
export const ResetTwoFactorBody = Type.Object({ userId: ACCOUNT });
export type ResetTwoFactorBody = Static<typeof ResetTwoFactorBody>;
