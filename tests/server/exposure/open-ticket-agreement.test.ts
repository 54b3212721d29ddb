// The exposure query's "open ticket" (OPEN_TICKET_T, anti-joins the planner can use) against the rule's
// home, ticket_is_open.sql: on real bets, one voided, one draw settled and another not, they agree on every
// ticket. Runs on PGlite, and on PostgreSQL under `npm run test:pg`.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TICKET_T } from '../../../server/services/reports/number-exposure.ts';
import { M_RESULT, placeBets, publish } from '../reports-draw/fixture.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await placeBets(server);
  await publish(server, 'M', { fourD: M_RESULT });
}, 60_000);
afterAll(() => server?.close());

describe('"open ticket", written twice', () => {
  it('means the same ticket by ticket, with open, voided and settled tickets present', async () => {
    const { rows } = await sql<{ open: boolean; home: boolean; tickets: number }>`
      select ${OPEN_TICKET_T} as open, ticket_is_open(t.id, t.bet_id) as home, count(*)::int as tickets
      from tickets t group by 1, 2 order by 1, 2`.execute(server.ctx.db);
    // Both kinds exist, so a disagreement could show.
    expect(rows.some((row) => row.open)).toBe(true);
    expect(rows.some((row) => !row.open)).toBe(true);
    expect(rows.filter((row) => row.open !== row.home)).toEqual([]);
  });
});
