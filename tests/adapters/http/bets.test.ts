// BetService over real HTTP against the real server (clock: Wednesday 2026-11-18 10:00 GMT+8, Magnum
// draws today): place, replay with the same ClientRef, find, void, and the refusals that are answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BetAccepted, BetItems } from '../../../contract/bets.ts';
import type { BetOutcome } from '../../../src/core/ports/bet-service.ts';
import { STALE_CLAIM_MS } from '../../../server/services/bets/claims.ts';
import { userIdOf } from '../../server/support/sessions.ts';
import { httpAdapters, logIn, type HttpAdapters } from '../support/http-adapters.ts';
import { startListeningServer, type ListeningServer } from '../support/listening-server.ts';

vi.setConfig({ testTimeout: 30_000 });

let server: ListeningServer;
let member1: HttpAdapters;
beforeAll(async () => {
  server = await startListeningServer();
  member1 = httpAdapters(server.origin);
  await logIn(member1, 'member1');
}, 60_000);
afterAll(() => server?.close());

const bet = (ClientRef: string, BetString = 'D\n#1\n1234#1') => ({
  Currency: 'MYR',
  UserId: 'member1',
  ClientRef,
  BetString,
});

function itemsOf(outcome: BetOutcome | null): BetItems {
  if (outcome?.kind !== 'answered') throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.items;
}

describe('HttpBetService', () => {
  it('places a bet, replays it with the same ClientRef (same GUID), finds it, voids it: the balance comes back', async () => {
    const before = await member1.accounts.balance();

    const first = itemsOf(await member1.bets.place(bet('adapter-ref-0001'), 'regular'));
    expect(first).toHaveLength(1);
    const accepted = first[0] as BetAccepted;
    expect(accepted).toMatchObject({ status: 'S100', data: { total: 1, tickets: 1, drawTypes: ['M'] } });
    expect(accepted.GUID).toMatch(/^[0-9a-f-]{36}$/);
    expect((await member1.accounts.balance()).balanceCents).toBe(before.balanceCents - 100);

    // The answer was "lost": the same ClientRef again gets the original answer, and no second bet.
    const again = itemsOf(await member1.bets.place(bet('adapter-ref-0001'), 'regular'));
    expect(again).toEqual(first);
    expect((await member1.accounts.balance()).balanceCents).toBe(before.balanceCents - 100);

    expect(itemsOf(await member1.bets.findByClientRef('adapter-ref-0001'))).toEqual(first);

    const voided = await member1.bets.void([accepted.GUID]);
    expect(voided).toEqual([expect.objectContaining({ GUID: accepted.GUID, status: 'S105' })]);
    expect(await member1.accounts.balance()).toEqual(before);
  });

  it('a ref never placed is null (E120), so resending it is safe', async () => {
    await expect(member1.bets.findByClientRef('adapter-ref-never')).resolves.toBeNull();
  });

  it('refusals are answers, not errors: a faulty sheet (with its line errors) and E133 for a changed body', async () => {
    const refused = itemsOf(await member1.bets.place(bet('adapter-ref-0002', 'D\n#1\n12345#1\n1RRR#1'), 'regular'));
    expect(refused).toEqual([
      expect.objectContaining({ status: 'E130', errors: expect.arrayContaining([{ line: 4, code: 'bet1-toomanyr' }]) }),
    ]);

    const placed = itemsOf(await member1.bets.place(bet('adapter-ref-0003'), 'regular'))[0] as BetAccepted;
    const changed = itemsOf(await member1.bets.place(bet('adapter-ref-0003', 'D\n#1\n5678#1'), 'regular'));
    expect(changed).toEqual([expect.objectContaining({ status: 'E133', GUID: placed.GUID })]);
  });

  it('the hourly variant goes to PostBet3 and keeps its array, one item per draw type; find answers the same', async () => {
    const items = itemsOf(await member1.bets.place(bet('adapter-ref-0004', 'D\n#8393\n1234#1'), 'hourly'));
    expect(items.map((item) => [item.DrawType, item.status])).toEqual([
      ['L3', 'S100'],
      ['A3', 'S100'],
    ]);
    const found = itemsOf(await member1.bets.findByClientRef('adapter-ref-0004'));
    expect(found.map((item) => (item as BetAccepted).GUID)).toEqual(items.map((item) => (item as BetAccepted).GUID));
  });

  it('the ekor channel goes to PostBetEkor (one bet, an item per draw type) and PostBetEkor3 (a bet per draw type)', async () => {
    const guided = itemsOf(await member1.bets.place(bet('adapter-ref-0101', 'D\n#12\n1234#1'), 'regular', 'ekor'));
    expect(guided.map((item) => [item.DrawType, item.status])).toEqual([
      ['M', 'S100'],
      ['P', 'S100'],
    ]);
    expect(new Set(guided.map((item) => (item as BetAccepted).GUID)).size).toBe(1);
    const hourly = itemsOf(await member1.bets.place(bet('adapter-ref-0102', 'D\n#8393\n1234#1'), 'hourly', 'ekor'));
    expect(hourly.map((item) => [item.DrawType, item.status])).toEqual([
      ['L3', 'S100'],
      ['A3', 'S100'],
    ]);
    expect(new Set(hourly.map((item) => (item as BetAccepted).GUID)).size).toBe(2);
    // The same ref again answers the same bets: exactly once through the ekor calls too.
    const again = itemsOf(await member1.bets.place(bet('adapter-ref-0102', 'D\n#8393\n1234#1'), 'hourly', 'ekor'));
    expect(again.map((item) => (item as BetAccepted).GUID)).toEqual(hourly.map((item) => (item as BetAccepted).GUID));
  });

  it("the form2 channel is PostBet marked Origin bet2: the bet is stored as form 2's, the sheet's is not", async () => {
    const form2 = itemsOf(await member1.bets.place(bet('adapter-ref-0201', 'D\n#1\n2201#1'), 'regular', 'form2'));
    const sheet = itemsOf(await member1.bets.place(bet('adapter-ref-0202', 'D\n#1\n2202#1'), 'regular'));
    const origins = await server.ctx.db
      .selectFrom('bets')
      .select(['guid', 'origin', 'endpoint'])
      .where('guid', 'in', [(form2[0] as BetAccepted).GUID, (sheet[0] as BetAccepted).GUID])
      .orderBy('id')
      .execute();
    expect(origins.map(({ origin, endpoint }) => [endpoint, origin])).toEqual([
      ['PostBet', 'bet2'],
      ['PostBet', null],
    ]);
  });

  it('409 while the first request with the ref is still being placed is `running`, for place and find', async () => {
    await server.ctx.db
      .insertInto('bet_claims')
      .values({
        player_id: await userIdOf(server, 'member1'),
        client_ref: 'adapter-ref-0005',
        body_hash: 'in-flight',
        started_at: new Date(server.clock.now()),
      })
      .execute();
    await expect(member1.bets.place(bet('adapter-ref-0005'), 'regular')).resolves.toEqual({ kind: 'running' });
    await expect(member1.bets.findByClientRef('adapter-ref-0005')).resolves.toEqual({ kind: 'running' });
  });

  it("a crashed request's claim is `running` only until it is stale (STALE_CLAIM_MS), then null: send it again", async () => {
    await server.ctx.db
      .insertInto('bet_claims')
      .values({
        player_id: await userIdOf(server, 'member1'),
        client_ref: 'adapter-ref-0007',
        body_hash: 'crashed',
        started_at: new Date(server.clock.now() - STALE_CLAIM_MS - 1),
      })
      .execute();
    await expect(member1.bets.findByClientRef('adapter-ref-0007')).resolves.toBeNull();
    await expect(member1.bets.findByClientRef('adapter-ref-0007', 'member1')).resolves.toBeNull();
    const placed = itemsOf(await member1.bets.place(bet('adapter-ref-0007'), 'regular'));
    expect(placed).toEqual([expect.objectContaining({ status: 'S100' })]);
    expect(itemsOf(await member1.bets.findByClientRef('adapter-ref-0007', 'member1'))).toEqual(placed);
  });

  it('what is not about the bet is thrown: a player out of reach is 403 E103', async () => {
    await expect(
      member1.bets.place({ ...bet('adapter-ref-0006'), UserId: 'memberx' }, 'regular'),
    ).rejects.toMatchObject({ status: 'E103', transport: false });
  });

  it('voiding a GUID the caller may not touch answers E103 for that item, not an error', async () => {
    const items = await member1.bets.void(['00000000-0000-4000-8000-000000000000']);
    expect(items).toEqual([expect.objectContaining({ GUID: '00000000-0000-4000-8000-000000000000', status: 'E103' })]);
  });
});
