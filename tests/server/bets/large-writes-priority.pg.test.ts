// A large bet is written, and voided, on a connection of its own whose backend runs at a low CPU priority
// (the `prioritize` extension renices it), and only there: the pool's connections, which write everyone's small
// bets, keep the usual priority, and a small bet never goes through the large one's. PostgreSQL only:
// PGlite has one connection. Clock: Wednesday 2026-11-18 10:00 GMT+8; #18 is Magnum and Lucky.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LARGE_WRITES_APPLICATION, LARGE_WRITES_NICE } from '../../../server/store/large-writes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { giveMembersLargeCredit, LARGEST_SHEET } from '../support/large-bets.ts';
import { tokenFor } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // As a site's operator would, before the server's first large bet opens the connection.
  await sql`create extension if not exists prioritize`.execute(server.ctx.db);
  await giveMembersLargeCredit(server);
}, 60_000);
afterAll(() => server?.close());

const bet = async (sheet: string, clientRef: string) =>
  (
    await server.call(await tokenFor(server, 'member1'), {
      method: 'POST',
      url: '/FDAPI/Bet/PostBet',
      payload: { Currency: 'MYR', UserId: 'member1', ClientRef: clientRef, BetString: sheet },
    })
  ).json();

const voidBet = async (guid: string) =>
  (
    await server.call(await tokenFor(server, 'member1'), { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${guid}` })
  ).json();

/** The last statement the large bets' connection ran. */
const lastOfLargeWrites = async () =>
  (
    await sql<{ query: string }>`select query from pg_stat_activity
      where datname = current_database() and application_name = ${LARGE_WRITES_APPLICATION}`.execute(server.ctx.db)
  ).rows.map((row) => row.query.trim().split(/\s+/).slice(0, 3).join(' '));

/** The nice value of every backend of the test's database, by application name ('' for the pool's). */
const backendPriorities = async () =>
  (
    await sql<{ application_name: string; nice: number }>`
      select application_name, get_backend_priority(pid) as nice from pg_stat_activity
      where datname = current_database() and backend_type = 'client backend'
      order by application_name`.execute(server.ctx.db)
  ).rows;

describe("the large bets' connection", () => {
  it('writes a large bet at a low CPU priority, and small bets at the usual one', async () => {
    expect((await bet('D\n#18\n1234#1', 'small-first')).status).toBe('S100');
    expect(await backendPriorities()).not.toContainEqual(
      expect.objectContaining({ application_name: LARGE_WRITES_APPLICATION }),
    );

    const answer = await bet(LARGEST_SHEET, 'large-bet');
    expect(answer.status).toBe('S100');
    const written = await server.ctx.db
      .selectFrom('tickets')
      .innerJoin('bets', 'bets.id', 'tickets.bet_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('bets.guid', '=', answer.GUID)
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(10_000);

    expect((await bet('D\n#18\n5678#1', 'small-after')).status).toBe('S100');
    const priorities = await backendPriorities();
    expect(priorities.filter((backend) => backend.application_name === LARGE_WRITES_APPLICATION)).toEqual([
      { application_name: LARGE_WRITES_APPLICATION, nice: LARGE_WRITES_NICE },
    ]);
    const others = priorities.filter((backend) => backend.application_name !== LARGE_WRITES_APPLICATION);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((backend) => backend.nice === 0)).toBe(true);
  });

  it("voids a large bet on the large bets' connection, and a small one on the pool", async () => {
    const small = await bet('D\n#18\n2468#1', 'small-to-void');
    const large = await bet(LARGEST_SHEET, 'large-to-void');
    expect([small.status, large.status]).toEqual(['S100', 'S100']);
    expect(await lastOfLargeWrites()).toEqual(['select * from']);

    expect((await voidBet(small.GUID)).data[0].status).toBe('S105');
    expect(await lastOfLargeWrites()).toEqual(['select * from']);
    expect((await voidBet(large.GUID)).data[0].status).toBe('S105');
    expect(await lastOfLargeWrites()).toEqual(['commit']);
    const voided = await server.ctx.db
      .selectFrom('bet_voids')
      .innerJoin('bets', 'bets.id', 'bet_voids.bet_id')
      .select('bets.guid')
      .where('bets.guid', 'in', [small.GUID, large.GUID])
      .execute();
    expect(voided.map((row) => row.guid).sort()).toEqual([small.GUID, large.GUID].sort());
  });
});
