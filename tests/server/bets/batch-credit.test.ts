// One place_bets batch holding several requests of one player: a request is judged on the player's
// credit less the stakes of the batch's requests accepted before it (written with the batch's others
// after the judging), and a per-user limit counts the tickets of those written before it. Called with the
// batch's arrays as the server's writer sends them (services/bets/write-bets.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { ledgerOf, userIdOf } from '../support/sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock: M draws
let refs = 0;

interface Outcome {
  job_index: number;
  written: boolean;
  available_cents: string | number | null;
  limit_status: string | null;
}

/** One batch: per job, one bet of one ticket on M staking `cents`, all for `player` of site 1, in MYR at 1:1. */
async function placeBatch(playerId: number, stakes: readonly number[]): Promise<Outcome[]> {
  const db = server.ctx.db;
  const jobs = stakes.map((_, index) => index + 1);
  const ids = (
    await sql<{
      id: number;
    }>`select nextval('bets_id_seq')::int as id from generate_series(1, ${stakes.length})`.execute(db)
  ).rows.map((row) => row.id);
  const refsOf = stakes.map(() => `batch-credit-${++refs}`);
  const each = <T>(value: T) => stakes.map(() => value);
  const { rows } = await sql<Outcome>`select * from place_bets(
    ${each(1)}::int[], ${each(playerId)}::int[], ${each(playerId)}::int[], ${refsOf}::text[], ${each('PostBet')}::text[],
    ${each(null)}::text[], ${each('MYR')}::text[], ${each(1_000_000)}::bigint[], ${each(1_000_000)}::bigint[],
    ${each('MYR')}::text[], ${refsOf}::text[], ${each(null)}::text[], ${each('2026-11-18T02:00:00Z')}::timestamptz[],
    ${jobs}::int[], ${each('M')}::text[], ${each(DATE)}::text[],
    ${jobs}::int[], ${ids}::int[], ${refsOf.map((ref) => `guid-${ref}`)}::text[], ${refsOf}::text[],
    ${each('D\n#1\n1234#1')}::text[], ${stakes}::bigint[], ${each(1)}::int[], ${each('2026-11-18T11:00:00Z')}::timestamptz[],
    ${each('{"bet":{}}')}::text[],
    ${ids}::int[], ${each(1)}::int[], ${each('M')}::text[], ${each(DATE)}::text[], ${stakes.map((_, i) => String(1000 + i))}::text[],
    ${each('S')}::text[], ${each(1)}::int[], ${stakes.map((cents) => `[${cents},0,0,0,0,0,0,0,0]`)}::text[], ${stakes}::bigint[])
    order by job_index`.execute(db);
  return rows;
}

const openStakeOf = async (playerId: number) =>
  Number(
    (
      await server.ctx.db
        .selectFrom('user_balances')
        .select('open_stake_cents')
        .where('user_id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).open_stake_cents,
  );

describe('several requests of one player in one batch', () => {
  it('judges each on the credit left by those accepted before it, and writes every accepted one', async () => {
    const playerId = await userIdOf(server, 'member3');
    await server.ctx.db.updateTable('users').set({ credit_limit_cents: 5_000 }).where('id', '=', playerId).execute();
    const outcomes = await placeBatch(playerId, [2_000, 2_000, 2_000, 500, 600]);
    expect(outcomes.map((row) => row.written)).toEqual([true, true, false, true, false]);
    expect(outcomes.map((row) => Number(row.available_cents))).toEqual([5_000, 3_000, 1_000, 1_000, 500]);
    expect(await ledgerOf(server, 'member3')).toBe(-4_500);
    expect(await openStakeOf(playerId)).toBe(4_500);
    const tickets = await sql<{ count: string }>`
      select count(*) from tickets t join bets b on b.id = t.bet_id where b.player_id = ${playerId}`.execute(
      server.ctx.db,
    );
    expect(Number(tickets.rows[0]?.count)).toBe(3);
  });

  it("counts a per-user limit on the tickets of the batch's requests before it", async () => {
    const playerId = await userIdOf(server, 'member2');
    await server.ctx.db.updateTable('users').set({ max_tickets_per_day: 2 }).where('id', '=', playerId).execute();
    const outcomes = await placeBatch(playerId, [100, 100, 100]);
    expect(outcomes.map((row) => [row.written, row.limit_status])).toEqual([
      [true, null],
      [true, null],
      [false, 'E143'],
    ]);
    const day = await server.ctx.db
      .selectFrom('user_day_totals')
      .select(['tickets', 'stake_cents'])
      .where('user_id', '=', playerId)
      .where('draw_date', '=', DATE)
      .executeTakeFirstOrThrow();
    expect([Number(day.tickets), Number(day.stake_cents)]).toEqual([2, 200]);
    expect(await openStakeOf(playerId)).toBe(200);
  });
});
