// Answers the server serialises from a schema (Fastify's fast-json-stringify) rather than JSON.stringify.
// A schema here must list every field its answer has, in the order the server builds them: the serialiser
// drops a field the schema lacks. So only complete types get one, each with a test that the bytes are those
// JSON.stringify would write (tests/server/config.test.ts). The types of the same name are the contract's.
import Type, { type Static, type TSchema } from 'typebox';
import { STATUS_CODES } from './status-codes.ts';
import { StringEnum } from './requests/schema.ts';

/**
 * An envelope (contract/envelope.ts) with `data` of the given schema. Refusals travel as envelopes too,
 * some with HTTP 200 (E120 …), so params and field are here as well.
 */
export const EnvelopeOf = <Data extends TSchema>(data: Data) =>
  Type.Object({
    status: StringEnum(STATUS_CODES),
    message: Type.String(),
    data: Type.Optional(data),
    params: Type.Optional(
      Type.Unsafe<readonly (string | number)[]>(Type.Array(Type.Union([Type.String(), Type.Number()]))),
    ),
    field: Type.Optional(Type.String()),
  });

/** The brand a login page shows before anyone logs in (GET /config/{pin}/brand; login data's `brand`). */
export const BrandInfo = Type.Object({
  name: Type.String(),
  title: Type.String(),
  primary: Type.String(),
  accent: Type.String(),
  icon: Type.String(),
});
export type BrandInfo = Static<typeof BrandInfo>;

export const BrandAnswer = EnvelopeOf(BrandInfo);
