// The few schema shapes TypeBox does not write the way the server's validator has always read them. Every
// request schema in contract/ is plain JSON Schema (TypeBox keeps its own marks out of enumerable keys), so
// Fastify's Ajv reads it as before: coercion, and the first error naming the field (400 V103).
import Type, { type Static, type TSchema } from 'typebox';

/**
 * A string from a fixed list, as `{type: 'string', enum}`. Type.Enum leaves out `type: 'string'`, and
 * with it Ajv's coercion of a number or boolean sent in a query string; this keeps the old reading.
 */
export const StringEnum = <const Values extends readonly string[]>(values: Values, options: object = {}) =>
  Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] });

/**
 * `schema` or null, as `type: [<type>, 'null']` rather than TypeBox's anyOf: one branch, so a wrong value's
 * first error is still the field's own (anyOf reports every branch, then itself).
 */
export const Nullable = <Schema extends TSchema & { type: string }>(schema: Schema) =>
  Type.Unsafe<Static<Schema> | null>({ ...schema, type: [schema.type, 'null'] });

/** 'YYYY-MM-DD'. Whether the day exists (2026-02-30) is checked where it is read. */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** 'YYYY-MM-DD' or empty (the call's default). */
export const DATE_OR_EMPTY_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})?$';
/** An instant with its offset, so nobody has to guess the time zone: '2026-11-19T12:00:00+08:00'. */
export const INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';
