// The shared bounds module and the server agree: for random (upline, downline, value) triples, what
// downlineRefusal predicts from GetDownlines' figures (as the app's form computes it) is exactly what
// UpdateDownline answers — the same code, field and bound — and a change it allows is accepted.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AccountSummary, DownlineList } from '../../../contract/accounts.ts';
import { downlineAccountOf } from '../../../src/adapters/http/http-downline-service.ts';
import { downlineRefusal } from '../../../src/core/domain/downline-bounds.ts';
import { downlineFacts } from '../../../src/core/domain/downline-facts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { account } from './support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => server?.close());

const wire = (hundredths: number) => hundredths / 100;
let serial = 0;

async function create(body: Record<string, unknown>): Promise<void> {
  const answer = await account(server, 'admin', 'CreateDownline', { Password: 'Secret123', Games: ['M'], ...body });
  expect(answer.status, JSON.stringify(answer)).toBe('S101');
}

async function list(userId: string): Promise<DownlineList> {
  return (await account(server, 'admin', 'GetDownlines', { UserId: userId })).data as DownlineList;
}

const rate = fc.integer({ min: 0, max: 10_000 });
const fraction = fc.double({ min: 0, max: 1, noNaN: true });
const part = (value: number, share: number) => Math.floor(value * share);

let facts0: ReturnType<typeof downlineFacts>;

it('UpdateDownline refuses exactly what the shared bounds module refuses', async () => {
  facts0 = downlineFacts(
    downlineAccountOf((await account(server, 'admin', 'GetDownlines', {})).data.Agent as AccountSummary),
    'agent',
  );
  await fc.assert(
    fc.asyncProperty(
      fc.record({ commission: fraction, pt: fraction, maxFight: fraction, credit: fraction }),
      fc.constantFrom<'member' | 'agent'>('member', 'agent'),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      fc.record(
        {
          creditCents: fc.integer({ min: 0, max: 2_000_000 }),
          commissionBp: rate,
          ptBp: rate,
          maxFightCents: fc.integer({ min: 0, max: 1_200_000 }),
        },
        { requiredKeys: [] },
      ),
      async (shares, role, share, childShare, change) => {
        serial += 1;
        // The upline within the company's own caps, with at most a hundredth of its headroom each time.
        const company = facts0;
        const upline = {
          commission: part(company.agent.commissionBp, shares.commission),
          pt: part(company.agent.ptBp, shares.pt),
          maxFight: part(company.agent.maxFightCents, shares.maxFight),
          credit: part(company.headroomCents / 100, shares.credit),
        };
        const [agentName, downName, childName] = [`pa${serial}`, `pd${serial}`, `pc${serial}`];
        await create({
          UserId: agentName,
          Role: 'agent',
          CreditLimit: wire(upline.credit),
          Commission: wire(upline.commission),
          PositionTaking: wire(upline.pt),
          MaxFight: wire(upline.maxFight),
        });
        // The downline inside the upline's bounds (a fraction of each), and for an agent maybe a child of its own (its floors).
        const down = {
          commission: part(upline.commission, share),
          pt: role === 'agent' ? part(upline.pt, share) : 0,
          maxFight: role === 'agent' ? part(upline.maxFight, share) : 0,
          credit: part(upline.credit, share),
        };
        await create({
          UserId: downName,
          Parent: agentName,
          Role: role,
          CreditLimit: wire(down.credit),
          Commission: wire(down.commission),
          PositionTaking: wire(down.pt),
          MaxFight: wire(down.maxFight),
        });
        if (role === 'agent' && childShare !== undefined) {
          await create({
            UserId: childName,
            Parent: downName,
            Role: 'member',
            CreditLimit: wire(part(down.credit, childShare)),
            Commission: wire(part(down.commission, childShare)),
          });
        }
        const parentList = await list(agentName);
        const targetList = await list(downName);
        // Read as the app reads them: through the HTTP adapter's units-to-cents mapping.
        const facts = downlineFacts(downlineAccountOf(parentList.Agent), role, {
          account: downlineAccountOf(targetList.Agent as AccountSummary),
          downlines: targetList.Downlines.map(downlineAccountOf),
        });
        const predicted = downlineRefusal(facts.agent, facts.headroomCents, facts.now, change);

        const body: Record<string, unknown> = { UserId: downName };
        if (change.creditCents !== undefined) body.CreditLimit = wire(change.creditCents);
        if (change.commissionBp !== undefined) body.Commission = wire(change.commissionBp);
        if (change.ptBp !== undefined) body.PositionTaking = wire(change.ptBp);
        if (change.maxFightCents !== undefined) body.MaxFight = wire(change.maxFightCents);
        const answer = await account(server, 'admin', 'UpdateDownline', body);
        if (predicted === null) {
          expect(answer.status, JSON.stringify({ answer, facts, change })).toBe('S103');
        } else {
          expect(
            { status: answer.status, field: answer.field, params: answer.params ?? [] },
            JSON.stringify({ facts, change }),
          ).toEqual({
            status: predicted.code,
            field: predicted.field,
            params: predicted.params,
          });
        }
      },
    ),
    { numRuns: 40 },
  );
}, 300_000);
