// Requests of the session's read-mostly calls (docs/api/info.md), the receipts list and the public config
// (docs/product.md D9). The answers are contract/login-data.ts, profile.ts, packages.ts,
// user-preferences.ts and receipts.ts. A call naming a user (UserId, id) is about that user if the caller
// may act on it (E103 otherwise), else about the caller.
import Type, { type Static } from 'typebox';
import { Nullable, StringEnum } from './schema.ts';

/**
 * A login name as sent; whether it exists and is within reach is access.ts's business (E103). Control
 * characters are malformed: PostgreSQL refuses a NUL in text, which would otherwise surface as a 500.
 */
const USER_NAME = Type.String({ minLength: 1, maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]+$' });
const CLIENT_TEXT = Type.String({ pattern: '^[A-Za-z0-9._-]{0,40}$' });

/** GET /config/{pin} and /config/{pin}/brand. */
export const PinParams = Type.Object({ pin: Type.String({ pattern: '^[0-9A-Za-z]{1,16}$' }) });
export type PinParams = Static<typeof PinParams>;

/** GetLoginData: clientId is accepted whatever it says; a version below the site's minimum is E142. */
export const LoginDataQuery = Type.Object({
  clientId: Type.Optional(CLIENT_TEXT),
  version: Type.Optional(CLIENT_TEXT),
});
export type LoginDataQuery = Static<typeof LoginDataQuery>;

/** GetPlayerBalance: the body may repeat the session fields (Pin, LoginId, AuthToken); the bearer token
 * alone decides. No body, or null, is the caller's balance. */
export const BalanceBody = Nullable(
  Type.Object({
    Pin: Type.Optional(Type.String({ maxLength: 40 })),
    LoginId: Type.Optional(Type.String({ maxLength: 40 })),
    AuthToken: Type.Optional(Type.String({ maxLength: 200 })),
    Method: Type.Optional(StringEnum(['getbalance'])),
    UserId: Type.Optional(USER_NAME),
  }),
);
export type BalanceBody = Static<typeof BalanceBody>;

/** GetMobileProfile, GetLoginPlayerSummaryInfo: whose (default the caller). */
export const UserIdQuery = Type.Object({ UserId: Type.Optional(USER_NAME) });
export type UserIdQuery = Static<typeof UserIdQuery>;

/** GetLoginPlayerSummaryInfo: whose, and the currency whose prize table to show (default the site's first regular one). */
export const PackagesQuery = Type.Object({
  UserId: Type.Optional(USER_NAME),
  Currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
});
export type PackagesQuery = Static<typeof PackagesQuery>;

/** GetMobileUserEditModel names its user `id`. */
export const EditModelQuery = Type.Object({ id: Type.Optional(USER_NAME) });
export type EditModelQuery = Static<typeof EditModelQuery>;

export const FORMAT_BOXES = ['S', 'D'] as const;
/** How draw types are written: as sheet digits (#1234) or operator letters (MPTS). */
export const FORMAT_DRAW_TYPES = ['digits', 'letters'] as const;
/** A bet sequence is text of bounded length here; what it must say (a permutation of the 9 slots) is read
 * once, by the service with the core's parseBetSequence, so the wire and the sheet cannot disagree. */
const BET_SEQUENCE_TEXT = Type.String({ minLength: 1, maxLength: 64 });

/** EditUser: the Selected* values of the edit model, as query parameters. */
export const EditUserQuery = Type.Object({
  UserId: Type.Optional(USER_NAME),
  BetMethodIsMultiply: Type.Boolean(),
  FormatBox: StringEnum(FORMAT_BOXES),
  SelectedFormatDrawType: StringEnum(FORMAT_DRAW_TYPES),
  SelectedFormatBetSequence: BET_SEQUENCE_TEXT,
});
export type EditUserQuery = Static<typeof EditUserQuery>;

/** GetReceipts. No Type but a BetNo: a bet-number search; Type is read case-insensitively ('All', 'Void'
 * as the screen labels them) and checked by the route. */
export const ReceiptsQuery = Type.Object({
  Type: Type.Optional(Type.String({ maxLength: 10 })),
  Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  // Bet numbers are a serial (int4): at most 9 digits keeps the query within range.
  BetNo: Type.Optional(Type.String({ pattern: '^\\d{1,9}$' })),
  // The receipt view's URL names its bet by GUID (a uuid: hex and dashes).
  Guid: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F-]{1,40}$' })),
});
export type ReceiptsQuery = Static<typeof ReceiptsQuery>;
