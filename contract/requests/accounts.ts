// Requests of the agent's account calls (docs/api/accounts.md): list, open and change downline accounts.
// The answers are contract/accounts.ts. Rules that have a catalogue code of their own (E113, E116, E139,
// E150, E301 …) are NOT schema rules: the client shows those codes, so they come back as codes, not as
// V103; the service checks them (server/services/accounts-input.ts, which also turns amounts into cents).
import Type, { type Static } from 'typebox';
import { DRAW_TYPE_ORDER } from '../vocabulary.ts';
import { Nullable, StringEnum } from './schema.ts';

/** An amount as sent: a JSON number (1000, 997.5) or a decimal string ('1000.00'). */
export type WireAmount = number | string;

const NO_CONTROL = '^[^\\u0000-\\u001f\\u007f]*$';
/** Someone's login name; whether it exists and is within reach is access.ts's business (E103). */
const USER_NAME = Type.String({ minLength: 1, maxLength: 40, pattern: NO_CONTROL });
// Amounts are strings to the validator on purpose: Fastify's Ajv coerces types, so a JSON number arrives
// as its shortest text (1000.5 → '1000.5') and meets the same pattern as a string, while a null or a
// boolean becomes '' or 'true' and fails it (V103) instead of silently turning into 0 or 1, as it would
// under 'number'. 0.1 + 0.2 arrives as '0.30000000000000004': more than 2 decimals, refused, never rounded.
// Their type is what may be sent (WireAmount); the service reads either form.
const amount = (pattern: string) => Type.Unsafe<WireAmount>({ type: 'string', pattern });
const SIGNED_MONEY = amount('^-?[0-9]{1,12}(\\.[0-9]{1,2})?$');
const MONEY = amount('^[0-9]{1,12}(\\.[0-9]{1,2})?$');
/** Percent with up to 2 decimals (basis points); above 100 is refused by the service (V103). */
const PERCENT = amount('^[0-9]{1,3}(\\.[0-9]{1,2})?$');
const GAMES = Type.Array(StringEnum(DRAW_TYPE_ORDER), { maxItems: 50 });
// Kinds are checked by the service (an unknown kind is E150, not malformed); values are package ids, or
// null to take a kind away (UpdateDownline). Written out rather than Type.Record, whose patternProperties
// would change what the validator reads.
const PACKAGES = Type.Unsafe<Record<string, number | null>>({
  type: 'object',
  maxProperties: 20,
  additionalProperties: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
});
const PHONE = Nullable(Type.String({ maxLength: 40, pattern: NO_CONTROL }));

/** What CreateDownline and UpdateDownline both set: an account's limits, rates, games, packages and phone. */
const SETTINGS = {
  CreditLimit: Type.Optional(SIGNED_MONEY),
  Commission: Type.Optional(PERCENT),
  PositionTaking: Type.Optional(PERCENT),
  MaxFight: Type.Optional(MONEY),
  Games: Type.Optional(GAMES),
  Packages: Type.Optional(PACKAGES),
  Phone: Type.Optional(PHONE),
};

/** POST /masterapi/Account/GetDownlines: the named account (default the caller) and its direct downlines.
 * No body, or null, is the caller's. */
export const GetDownlinesBody = Nullable(Type.Object({ UserId: Type.Optional(USER_NAME) }));
export type GetDownlinesBody = Static<typeof GetDownlinesBody>;

/** POST /masterapi/Account/CreateDownline: a new member or agent under the caller (or under Parent). */
// The required fields (UserId, Password, CreditLimit) may be left out or empty here: the service answers
// V104 "{0} is required" naming the field, which the form shows at that field in the user's language.
export const CreateDownlineBody = Type.Object({
  // Any text without control characters: the name rules (E113, E115) are the service's.
  UserId: Type.Optional(Type.String({ maxLength: 100, pattern: NO_CONTROL })),
  Password: Type.Optional(Type.String({ maxLength: 256 })),
  Role: StringEnum(['member', 'agent']),
  ...SETTINGS,
  // A null arrives as '' (Ajv's coercion): empty, so required (V104), never 0.
  CreditLimit: Type.Optional(amount('^(-?[0-9]{1,12}(\\.[0-9]{1,2})?)?$')),
  Games: GAMES,
  Parent: Type.Optional(USER_NAME),
});
export type CreateDownlineBody = Static<typeof CreateDownlineBody>;

/** POST /masterapi/Account/UpdateDownline: what is sent changes, what is left out stays. */
export const UpdateDownlineBody = Type.Object({
  UserId: USER_NAME,
  ...SETTINGS,
  // A player's per-user limits per draw day; null lifts one (docs/currencies-and-limits.md).
  MaxTicketsPerDay: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000_000 }))),
  MaxStakePerDay: Type.Optional(
    Type.Unsafe<WireAmount | null>({ type: ['string', 'null'], pattern: '^[0-9]{1,12}(\\.[0-9]{1,2})?$' }),
  ),
  Status: Type.Optional(StringEnum(['active', 'suspended'])),
});
export type UpdateDownlineBody = Static<typeof UpdateDownlineBody>;
