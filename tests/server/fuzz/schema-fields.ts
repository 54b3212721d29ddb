// Every field name the request schemas of contract/requests/ declare (bodies, query strings, path
// parameters, nested objects), read from the schemas themselves: a field added later is fuzzed too.
import * as accounts from '../../../contract/requests/accounts.ts';
import * as admin from '../../../contract/requests/admin.ts';
import * as bets from '../../../contract/requests/bets.ts';
import * as info from '../../../contract/requests/info.ts';
import * as reports from '../../../contract/requests/reports.ts';
import * as results from '../../../contract/requests/results.ts';
import * as session from '../../../contract/requests/session.ts';

function fieldsOf(schema: unknown, into: Set<string>): void {
  if (schema === null || typeof schema !== 'object') return;
  const { properties, items, anyOf, oneOf, allOf } = schema as Record<string, unknown>;
  if (properties && typeof properties === 'object') {
    for (const [name, inner] of Object.entries(properties)) {
      into.add(name);
      fieldsOf(inner, into);
    }
  }
  for (const nested of [items, ...[anyOf, oneOf, allOf].flatMap((list) => (Array.isArray(list) ? list : []))])
    fieldsOf(nested, into);
}

export const SCHEMA_FIELDS: readonly string[] = (() => {
  const names = new Set<string>();
  for (const module of [accounts, admin, bets, info, reports, results, session]) {
    for (const exported of Object.values(module)) fieldsOf(exported, names);
  }
  return [...names].sort();
})();
