// Requests of the bet calls (docs/api/bets.md): placing (PostBet, PostBet3, PostBetEkor, PostBetEkor3),
// voiding (VoidBet, VoidEkor) and resolving a bet whose answer was lost (GetBetByClientRef). The answers
// are contract/bets.ts. What a bet string says is the engine's business (E117 and the sheet's own codes):
// here only its size, the currency's form and the ClientRef, the idempotency key.
import Type, { type Static } from 'typebox';
import { StringEnum } from './schema.ts';

/** Made once per bet by the app (a UUID does): letters, digits, '_' and '-', 8 to 64 of them. */
export const CLIENT_REF_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
const CLIENT_REF = Type.String({ pattern: CLIENT_REF_PATTERN });
/** A bet's GUID as the server writes it (lower-case hex). */
const GUID = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' });
/** Up to 50 GUIDs joined by commas (VoidBet?GUID=a,b). */
const GUID_LIST = Type.String({ pattern: '^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,49}$' });
const CURRENCY = Type.String({ pattern: '^[A-Z]{3}$' });
/** The player the bet is for, by login name; whether the caller may bet for them is access.ts's (E103). */
const USER_ID = Type.String({ minLength: 1, maxLength: 40 });
const BET_STRING = Type.String({ minLength: 1, maxLength: 20_000 });

/** PostBet (the sheet and form 2) and PostBet3 (the hourly sheet). */
export const PostBetBody = Type.Object({
  Currency: CURRENCY,
  UserId: USER_ID,
  ClientRef: CLIENT_REF,
  BetString: BET_STRING,
  // The screen it was entered on, for a rebet to open (PostBet serves the sheet and form 2). Optional.
  Origin: Type.Optional(StringEnum(['sheet', 'bet2'])),
});
export type PostBetBody = Static<typeof PostBetBody>;

/**
 * PostBetEkor (the guided screen) and PostBetEkor3 (form 3). The session fields the screens repeat (Pin,
 * LoginId, AuthToken, ID, Method, Platform) are accepted and ignored: the bearer token alone decides. No
 * UserId is the logged-in player.
 */
export const EkorBetBody = Type.Object({
  Pin: Type.Optional(Type.String({ maxLength: 16 })),
  LoginId: Type.Optional(Type.String({ maxLength: 40 })),
  AuthToken: Type.Optional(Type.String({ maxLength: 200 })),
  ID: Type.Optional(Type.String({ maxLength: 40 })),
  Method: Type.Optional(StringEnum(['buy'])),
  Platform: Type.Optional(Type.String({ maxLength: 16 })),
  Currency: CURRENCY,
  UserId: Type.Optional(USER_ID),
  ClientRef: CLIENT_REF,
  BetString: BET_STRING,
});
export type EkorBetBody = Static<typeof EkorBetBody>;

/** VoidBet?GUID=a,b&NeedOutputRef=T: one answer item per GUID; T adds each voided bet's receipt text. */
export const VoidBetQuery = Type.Object({ GUID: GUID_LIST, NeedOutputRef: Type.Optional(StringEnum(['T', 'F'])) });
export type VoidBetQuery = Static<typeof VoidBetQuery>;

/** VoidEkor: the GUIDs as a JSON list, answered like VoidBet with NeedOutputRef=T. */
export const VoidEkorBody = Type.Object({ Guid: Type.Array(GUID, { minItems: 1, maxItems: 50 }) });
export type VoidEkorBody = Static<typeof VoidEkorBody>;

/** GetBetByClientRef: the bet placed with this ref, for the player named (default the caller). */
export const BetByClientRefQuery = Type.Object({ ClientRef: CLIENT_REF, UserId: Type.Optional(USER_ID) });
export type BetByClientRefQuery = Static<typeof BetByClientRefQuery>;
