// win_loss_days and holder_days (migration 0103), which the win/loss report and the weekly statement read,
// are kept by triggers: after bets, a void, a settlement, a correction and open tickets, every row must
// equal the sum of its source rows, computed here straight from tickets, ticket_wins, bet_voids,
// ledger_entries and settlement_shares, as the report once summed them. And the migration's one-time sum of
// the rows already there gives the very same rows.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { postAs } from '../support/sessions.ts';
import { bet, fourD, publish } from '../settlement-shares/support.ts';
import { up as addWinLossDays } from '../../../server/store/migrations/0103-win-loss-days.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const placed = [
    await bet(server, 'member1', 'D\n#1\n1234#10'),
    await bet(server, 'member2', 'D\n#1\n5678#2#1'),
    await bet(server, 'member2', 'D\n#8\n1111#1\n*1122#1'), // L: open
    await bet(server, 'member3', 'D\n#1\n4444#1', 'member3', 'SGD'),
    await bet(server, 'memberx', 'D\n#1\n1234#5'),
  ];
  for (const answer of placed) expect(answer.status).toBe('S100');
  const voided = await bet(server, 'member1', 'D\n#1\n9999#3');
  await postAs(server, 'member1', `/FDAPI/Bet/VoidBet?GUID=${voided.GUID}`);
  await publish(server, 'M', fourD('1234'));
  await publish(server, 'M', fourD('1234', '5678')); // a correction
}, 90_000);
afterAll(() => server?.close());

const numbers = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
      ]),
    ),
  );

it('win_loss_days is, row for row, the sum of the tickets and ledger entries', async () => {
  const kept = await sql<Record<string, unknown>>`
    select player_id, draw_date, draw_type, currency, tickets, stake_cents, open_cents, entries, commission_cents, win_cents
    from win_loss_days where tickets <> 0 or entries <> 0 or stake_cents <> 0 or open_cents <> 0 or commission_cents <> 0 or win_cents <> 0
    order by 1, 2, 3, 4`.execute(server.ctx.db);
  const summed = await sql<Record<string, unknown>>`
    select player_id, draw_date, draw_type, currency, sum(tickets) as tickets, sum(stake_cents) as stake_cents, sum(open_cents) as open_cents,
      sum(entries) as entries, sum(commission_cents) as commission_cents, sum(win_cents) as win_cents
    from (
      select b.player_id, t.draw_date, t.draw_type, b.currency, count(*) as tickets, sum(t.stake_cents) as stake_cents,
        coalesce(sum(t.stake_cents) filter (where ticket_is_open(t.id, t.bet_id)), 0) as open_cents, 0 as entries, 0 as commission_cents, 0 as win_cents
      from tickets t join bets b on b.id = t.bet_id
      where not exists (select 1 from bet_voids v where v.bet_id = b.id)
      group by 1, 2, 3, 4
      union all
      select l.user_id, r.draw_date, r.draw_type, b.currency, 0, 0, 0, count(*),
        coalesce(sum(case when l.kind = 'commission' then l.amount_cents end), 0), coalesce(sum(case when l.kind = 'commission' then 0 else l.amount_cents end), 0)
      from ledger_entries l join draw_results r on r.id = l.result_id join bets b on b.id = l.bet_id
      where l.kind in ('commission', 'win', 'correction')
      group by 1, 2, 3, 4
    ) source
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`.execute(server.ctx.db);
  expect(summed.rows.length).toBeGreaterThan(4);
  // Some tickets are open, some settled, one bet void: each part of the sums is exercised.
  expect(summed.rows.some((row) => Number(row.open_cents) > 0)).toBe(true);
  expect(summed.rows.some((row) => Number(row.win_cents) > 0)).toBe(true);
  expect(numbers(kept.rows)).toEqual(numbers(summed.rows));
});

it('holder_days is, row for row, the sum of the settlement_shares rows (reversals included)', async () => {
  const kept = await sql<Record<string, unknown>>`
    select holder_id, draw_date, player_id, draw_type, currency, shares, commission_cents, share_cents from holder_days order by 1, 2, 3, 4, 5`.execute(
    server.ctx.db,
  );
  const summed = await sql<Record<string, unknown>>`
    select s.user_id as holder_id, r.draw_date, b.player_id, r.draw_type, b.currency, count(*) as shares,
      sum(s.commission_cents) as commission_cents, sum(s.share_cents) as share_cents
    from settlement_shares s join draw_results r on r.id = s.result_id join bets b on b.id = s.bet_id
    group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`.execute(server.ctx.db);
  expect(summed.rows.some((row) => Number(row.shares) > 0)).toBe(true);
  expect(
    await sql`select 1 from settlement_shares where entry = 'reverse'`
      .execute(server.ctx.db)
      .then((result) => result.rows.length),
  ).toBeGreaterThan(0);
  expect(numbers(kept.rows)).toEqual(numbers(summed.rows));
});

it('the migration, run over rows already there, sums them to the same rows the triggers keep', async () => {
  const read = async () => ({
    days: numbers(
      (
        await sql<
          Record<string, unknown>
        >`select * from win_loss_days order by player_id, draw_date, draw_type, currency`.execute(server.ctx.db)
      ).rows,
    ),
    holders: numbers(
      (
        await sql<
          Record<string, unknown>
        >`select * from holder_days order by holder_id, draw_date, player_id, draw_type, currency`.execute(
          server.ctx.db,
        )
      ).rows,
    ),
  });
  const kept = await read();
  expect(kept.days.length).toBeGreaterThan(0);
  expect(kept.holders.length).toBeGreaterThan(0);
  await sql`drop table holder_days, win_loss_days`.execute(server.ctx.db);
  await addWinLossDays(server.ctx.db as unknown as Kysely<unknown>); // a migration sees no schema types
  // A void bet's tickets leave a row of zeros behind the triggers; the one-time sum never writes one.
  const nonZero = (rows: Record<string, unknown>[]) =>
    rows.filter((row) =>
      Object.entries(row).some(([key, value]) => typeof value === 'number' && !key.endsWith('_id') && value !== 0),
    );
  const summed = await read();
  expect(nonZero(summed.days)).toEqual(nonZero(kept.days));
  expect(summed.holders).toEqual(kept.holders);
});
