// Each request shape is written once (docs/layers.md "Request shapes"): every schema a route
// declares (body, query string, path) is an export of contract/requests/, the same object the client's
// adapter names as a type, never a literal of the route's own, so a new route with an inline schema fails here.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as accounts from '../../contract/requests/accounts.ts';
import * as accountChanges from '../../contract/requests/account-changes.ts';
import * as admin from '../../contract/requests/admin.ts';
import * as bets from '../../contract/requests/bets.ts';
import * as house from '../../contract/requests/house.ts';
import * as info from '../../contract/requests/info.ts';
import * as myNumbers from '../../contract/requests/my-numbers.ts';
import * as numbers from '../../contract/requests/numbers.ts';
import * as reports from '../../contract/requests/reports.ts';
import * as results from '../../contract/requests/results.ts';
import * as session from '../../contract/requests/session.ts';
import * as statements from '../../contract/requests/statements.ts';
import * as twoFactorOff from '../../contract/requests/two-factor-off.ts';
import { PUBLIC_ROUTES, SESSION_ROUTES } from '../../server/routes/index.ts';
import type { ServiceContext } from '../../server/services/context.ts';

const CONTRACT = new Set<unknown>(
  [
    accounts,
    accountChanges,
    admin,
    bets,
    house,
    info,
    myNumbers,
    numbers,
    reports,
    results,
    session,
    statements,
    twoFactorOff,
  ].flatMap((module) => Object.values(module)),
);
const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

async function routeSchemas(): Promise<Map<string, Record<string, unknown>>> {
  const app = Fastify();
  app.decorate('apiBases', new Map());
  const schemas = new Map<string, Record<string, unknown>>();
  app.addHook('onRoute', (route) => {
    if (route.schema) schemas.set(`${String(route.method)} ${route.url}`, route.schema as Record<string, unknown>);
  });
  // Registering reads no database: the routes only close over the context.
  const ctx = { db: {}, clock: { now: () => 0 } } as unknown as ServiceContext;
  for (const register of [...PUBLIC_ROUTES, ...SESSION_ROUTES])
    await app.register(async (scope) => register(scope, ctx));
  await app.ready();
  await app.close();
  return schemas;
}

describe('request schemas', () => {
  it('of every route are the contract’s own objects', async () => {
    const schemas = await routeSchemas();
    const checked: string[] = [];
    const inline: string[] = [];
    for (const [route, schema] of schemas) {
      for (const part of PARTS) {
        if (schema[part] === undefined) continue;
        checked.push(`${route} ${part}`);
        if (!CONTRACT.has(schema[part])) inline.push(`${route} ${part}`);
      }
    }
    expect(inline).toEqual([]);
    // The 51 validated requests of today (GET and HEAD counted apart), so the check above cannot pass
    // by finding none.
    expect(checked.length).toBeGreaterThanOrEqual(51);
  });

  it('are plain JSON Schema without anyOf, so Ajv names the offending field first', () => {
    for (const schema of CONTRACT) {
      if (typeof schema === 'object' && schema !== null) expect(JSON.stringify(schema)).not.toContain('anyOf');
    }
  });
});
