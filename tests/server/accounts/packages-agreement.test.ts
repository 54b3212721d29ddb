// The shared package rules (src/core/domain/downline-packages.ts) and the server agree: for random
// (giver, kind, package) triples, what packageRefusal predicts from GetDownlines' figures — as the app's
// downline form computes it — is exactly what CreateDownline answers, code and params; and for random
// changes of an existing downline, what packageRefusal and packageLockRefusal predict is what
// UpdateDownline answers.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountSummary } from '../../../contract/accounts.ts';
import { PACKAGE_KINDS as SERVER_KINDS } from '../../../server/services/packages.ts';
import {
  PACKAGE_KINDS,
  lockedKinds,
  packageLockRefusal,
  packageRefusal,
} from '../../../src/core/domain/downline-packages.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { account } from './support.ts';

let server: TestServer;
let sitePackages: { id: number; kind: string }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const site = await server.ctx.db.selectFrom('sites').select('id').where('pin', '=', '8888').executeTakeFirstOrThrow();
  sitePackages = await server.ctx.db
    .selectFrom('packages')
    .select(['id', 'kind'])
    .where('site_id', '=', site.id)
    .execute();
  // A sub-agent that holds only two kinds, so E153 has somewhere to happen.
  const created = await account(server, 'agent1', 'CreateDownline', {
    UserId: 'thin1',
    Password: 'Secret123',
    Role: 'agent',
    CreditLimit: 0,
    Games: ['M'],
    Packages: Object.fromEntries(PACKAGE_KINDS.map((kind) => [kind, null])),
  });
  expect(created.status).toBe('S101');
  const given = await account(server, 'agent1', 'UpdateDownline', {
    UserId: 'thin1',
    Packages: {
      '3D4D': created.data.Packages['3D4D'] ?? (await summary('agent1')).Packages['3D4D'],
      '5D6D': (await summary('agent1')).Packages['5D6D'],
    },
  });
  expect(given.status).toBe('S103');
}, 120_000);
afterAll(async () => server?.close());

async function summary(name: string): Promise<AccountSummary> {
  return (await account(server, 'admin', 'GetDownlines', { UserId: name })).data.Agent as AccountSummary;
}

const kindOfId = (id: number) => sitePackages.find((row) => row.id === id)?.kind;
let serial = 0;
const seen = { create: new Set<string>(), update: new Set<string>() };

it('names the same seven kinds as the server', () => {
  expect(PACKAGE_KINDS).toEqual(SERVER_KINDS);
});

it('CreateDownline refuses exactly what the shared package rules refuse', async () => {
  const ids = sitePackages.map((row) => row.id);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('admin', 'agent1', 'agent2', 'thin1'),
      fc.constantFrom(...PACKAGE_KINDS, '9D'),
      fc.oneof(fc.constantFrom(...ids), fc.constant(99_999), fc.constant(null)),
      async (giverName, kind, id) => {
        const giver = await summary(giverName);
        const predicted = packageRefusal(
          { isCompany: giverName === 'admin', held: giver.Packages },
          kind,
          id,
          kindOfId,
        );
        // The company opens it under the giver: the giver's packages are what count (Parent).
        const answer = await account(server, 'admin', 'CreateDownline', {
          UserId: `pk${++serial}`,
          Parent: giverName,
          Password: 'Secret123',
          Role: 'member',
          CreditLimit: 0,
          Games: ['M'],
          Packages: { [kind]: id },
        });
        seen.create.add(answer.status);
        if (predicted === null) {
          expect(answer.status, JSON.stringify({ giverName, kind, id, answer })).toBe('S101');
          if (id === null) expect(answer.data.Packages[kind]).toBeUndefined();
          else expect(answer.data.Packages[kind]).toBe(id);
        } else {
          expect(
            { status: answer.status, params: answer.params, field: answer.field },
            JSON.stringify({ giverName, kind, id }),
          ).toEqual({ status: predicted.code, params: predicted.params, field: 'Packages' });
        }
      },
    ),
    { numRuns: 120, seed: 1402 },
  );
  // The random triples reached every outcome, so the agreement means something.
  expect([...seen.create].sort()).toEqual(['E150', 'E151', 'E152', 'E153', 'E154', 'S101']);
}, 240_000);

it('UpdateDownline refuses exactly what the shared rules refuse, E149 included', async () => {
  const ids = sitePackages.map((row) => row.id);
  await fc.assert(
    fc.asyncProperty(
      // agent2 (member3 below it holds its packages: locked) or member1 (nothing below); changed by agent1 or the company.
      fc.constantFrom(['agent1', 'agent2'], ['agent1', 'member1'], ['admin', 'agent1'], ['admin', 'agentx']),
      fc.constantFrom(...PACKAGE_KINDS),
      fc.oneof(fc.constantFrom(...ids), fc.constant(null)),
      async ([caller, targetName], kind, id) => {
        const target = await summary(targetName);
        const parent = await summary(target.Parent as string);
        const below = (await account(server, 'admin', 'GetDownlines', { UserId: targetName })).data
          .Downlines as AccountSummary[];
        const locked = lockedKinds(
          target.Packages,
          below.map((downline) => downline.Packages),
        );
        const predicted =
          packageRefusal({ isCompany: parent.Parent === null, held: parent.Packages }, kind, id, kindOfId) ??
          packageLockRefusal(target.Packages, locked, kind, id);
        const answer = await account(server, caller, 'UpdateDownline', {
          UserId: targetName,
          Packages: { [kind]: id },
        });
        seen.update.add(answer.status);
        if (predicted === null) {
          expect(answer.status, JSON.stringify({ caller, targetName, kind, id, answer })).toBe('S103');
          expect(answer.data.Packages[kind]).toBe(id ?? undefined);
        } else {
          expect(
            { status: answer.status, params: answer.params },
            JSON.stringify({ caller, targetName, kind, id }),
          ).toEqual({ status: predicted.code, params: predicted.params });
        }
      },
    ),
    { numRuns: 40, seed: 1403 },
  );
  expect(seen.update).toContain('E149');
  expect(seen.update).toContain('S103');
}, 240_000);
