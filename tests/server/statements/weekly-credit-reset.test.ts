// The weekly limit (services/statements/weekly-credit-reset.ts): on a site that sets it, each player's
// credit use starts afresh at its week's start — one 'weekly_reset' entry brings the balance to just its
// open stakes, once per week — and marking a statement paid then writes no second credit back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUsage } from '../../../server/services/credit.ts';
import { resetWeeklyCredit } from '../../../server/services/statements/weekly-credit-reset.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs, userIdOf } from '../support/sessions.ts';
import { bet, fourD, publish } from '../settlement-shares/support.ts';

let server: TestServer;
const DAY = 86_400_000;
const resets = async (username: string) =>
  server.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('user_id', '=', await userIdOf(server, username))
    .where('kind', '=', 'weekly_reset')
    .execute();

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db
    .updateTable('sites')
    .set({ weekly_credit_reset: true })
    .where(
      'pin',
      '=',
      (await server.ctx.db.selectFrom('sites').select('pin').orderBy('id').executeTakeFirstOrThrow()).pin,
    )
    .execute();
  expect((await bet(server, 'member1', 'D\n#1\n1234#10')).status).toBe('S100'); // loses 10.00, earns 1.00
  expect((await bet(server, 'member1', 'D#22\n#1\n4321#3')).status).toBe('S100'); // Sunday: still open
  expect((await bet(server, 'member2', 'D\n#1\n5555#2')).status).toBe('S100'); // wins the 1st: 5,000.00
  await publish(server, 'M', fourD('5555'));
}, 120_000);
afterAll(() => server?.close());

describe('the weekly limit', () => {
  it("brings each player's balance to its open stakes: a loss and a win are left behind", async () => {
    expect(await resetWeeklyCredit(server.ctx)).toBe(1);
    // member1: −10.00 − 3.00 staked, +1.00 commission = −12.00, of which 3.00 still open → +9.00.
    expect((await resets('member1')).map((row) => Number(row.amount_cents))).toEqual([900]);
    const member1 = await creditUsage(server.ctx.db, await userIdOf(server, 'member1'));
    expect(member1.ledgerCents).toBe(-300);
    expect(member1.reservedCents).toBe(300);
    expect(member1.availableCents).toBe(member1.limitCents - member1.givenCents - 300);
    // member2 won 5,000.00 (less 2.00 staked, plus 0.20 commission): all of it left behind.
    expect((await resets('member2')).map((row) => Number(row.amount_cents))).toEqual([-499_820]);
    expect((await creditUsage(server.ctx.db, await userIdOf(server, 'member2'))).ledgerCents).toBe(0);
    // Players who never bet get nothing.
    expect(await resets('member3')).toHaveLength(0);
  });

  it('runs once per week: again in the same week writes nothing; the next week writes again', async () => {
    expect(await resetWeeklyCredit(server.ctx)).toBe(0);
    expect(await resets('member1')).toHaveLength(1);
    server.clock.advance(5 * DAY); // Monday 2026-11-23: a new week
    expect(await resetWeeklyCredit(server.ctx)).toBe(1);
    // member1's balance was already just its open stake: nothing to write for it.
    expect(await resets('member1')).toHaveLength(1);
    server.clock.advance(-5 * DAY);
  });

  it('a statement paid on such a site writes no second credit back', async () => {
    const answer = await postAs(server, 'agent1', '/FDAPI/Report/MarkStatementPaid', {
      UserId: 'member1',
      Week: '2026-11-18',
      Currency: 'MYR',
    });
    expect(answer.statusCode).toBe(200);
    const payments = await server.ctx.db.selectFrom('statement_payments').selectAll().execute();
    expect(payments.map((row) => [Number(row.amount_cents), row.ledger_entry_id])).toEqual([[900, null]]);
    const entries = await server.ctx.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', await userIdOf(server, 'member1'))
      .where('kind', '=', 'payment')
      .execute();
    expect(entries).toHaveLength(0);
  });
});
