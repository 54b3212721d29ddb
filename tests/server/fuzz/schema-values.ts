// Bodies and query strings that pass a request schema of contract/requests/, but for one field that holds a
// hostile value (arbitraries.ts hostileValue): so a NUL, a lone surrogate, a non-finite number or an
// over-long text reaches past validation into the code that reads that field, where it would break.
import fc from 'fast-check';
import { hostileValue } from './arbitraries.ts';
import * as accounts from '../../../contract/requests/accounts.ts';
import * as admin from '../../../contract/requests/admin.ts';
import * as bets from '../../../contract/requests/bets.ts';
import * as info from '../../../contract/requests/info.ts';
import * as reports from '../../../contract/requests/reports.ts';
import * as results from '../../../contract/requests/results.ts';
import * as session from '../../../contract/requests/session.ts';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** A value the schema accepts (near enough: patterns through fast-check's stringMatching). */
function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 40, 40);
      const text = schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: max });
      return text.filter(
        (value) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity),
      );
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1_000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.string(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return validObject(schema);
    default:
      return fc.constant(null);
  }
}

function validObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, validValue(inner)]));
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((name) => name in properties),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

const OBJECT_SCHEMAS: Schema[] = [accounts, admin, bets, info, reports, results, session]
  .flatMap((module) => Object.values(module) as unknown[])
  .filter((value): value is Schema => typeof value === 'object' && value !== null && 'properties' in value);

/**
 * A body (or query) a schema accepts, with one of its fields replaced by a hostile value. Each schema's
 * arbitrary is built once: building them per draw (a chain) spent most of a run in fast-check's regex parser.
 */
export const schemaShapedArbitrary: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  ...OBJECT_SCHEMAS.map((schema) =>
    fc
      .tuple(validObject(schema), fc.constantFrom(...Object.keys(schema.properties ?? {})), hostileValue)
      .map(([valid, field, value]) => ({ ...valid, [field]: value })),
  ),
);
