// The running balance (migration 0020): user_balances keeps each user's ledger sum, commission
// and open stake, maintained by triggers in the transaction of every ledger entry, ticket, void and settlement. After
// bets (PostBet and PostBet3, concurrent ones too), refusals, voids, a publish, a correction, credit changes
// and a new account, both figures equal the full sums over the history for EVERY user, and the credit
// figures the API answers are those. The open-stake sum is worked out here with ticket_is_open() (the
// word's one definition) and again with the rule spelled out, so the SQL function and this test cannot drift.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditUsages } from '../../../server/services/credit.ts';
import { demoDrawResult } from '../../../server/settlement/demo-results.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { atDrawTime } from '../support/draw-time.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['admin', 'agent1', 'member1', 'member2', 'member3', 'star1'])
    tokens[name] = await tokenFor(server, name);
}, 60_000);
afterAll(() => server?.close());

const DATE = '2026-11-18'; // today on the test clock (Wednesday 10:00 GMT+8): M and L draw
let refs = 0;
const bet = async (as: string, player: string, sheet: string, url = '/FDAPI/Bet/PostBet', currency = 'MYR') =>
  (
    await server.call(tokens[as], {
      method: 'POST',
      url,
      payload: { Currency: currency, UserId: player, ClientRef: `balance-${++refs}`, BetString: sheet },
    })
  ).json();
const publish = async (drawType: string, fourD: object) =>
  (
    await atDrawTime(server, drawType, DATE, () =>
      server.call(tokens.admin, {
        method: 'POST',
        url: '/admin/results',
        payload: { drawType, drawDate: DATE, fourD },
      }),
    )
  ).json();

interface Figures {
  user_id: number;
  ledger: number;
  open: number;
  commission: number;
}

/** Every user's stored balance beside the full sums over its history. */
async function compare(): Promise<{ stored: Figures[]; fromHistory: Figures[]; spelledOut: Figures[] }> {
  const db = server.ctx.db;
  const stored = await db
    .selectFrom('user_balances')
    .select(['user_id', 'ledger_cents as ledger', 'open_stake_cents as open', 'commission_cents as commission'])
    .orderBy('user_id')
    .execute();
  const history = (openRule: ReturnType<typeof sql>) =>
    sql<Figures>`
      select u.id as user_id,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id), 0)::bigint as ledger,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id and l.kind = 'commission'), 0)::bigint as commission,
        coalesce((select sum(t.stake_cents) from bets b join tickets t on t.bet_id = b.id where b.player_id = u.id and ${openRule}), 0)::bigint as open
      from users u order by u.id`.execute(db);
  const fromHistory = (await history(sql`ticket_is_open(t.id, t.bet_id)`)).rows;
  const spelledOut = (
    await history(
      sql`not exists (select 1 from bet_voids v where v.bet_id = b.id) and not exists (select 1 from ticket_wins w where w.ticket_id = t.id)`,
    )
  ).rows;
  const numbers = (rows: Figures[]) =>
    rows.map((r) => ({
      user_id: r.user_id,
      ledger: Number(r.ledger),
      open: Number(r.open),
      commission: Number(r.commission),
    }));
  return { stored: numbers(stored), fromHistory: numbers(fromHistory), spelledOut: numbers(spelledOut) };
}

async function expectBalancesHold(): Promise<void> {
  const { stored, fromHistory, spelledOut } = await compare();
  expect(stored).toEqual(fromHistory);
  expect(spelledOut).toEqual(fromHistory);
}

describe('user_balances', () => {
  it('has a row for every user from the start, all zero before any bet', async () => {
    const { stored } = await compare();
    expect(stored.length).toBe((await server.ctx.db.selectFrom('users').select('id').execute()).length);
    expect(stored.every((row) => row.ledger === 0 && row.open === 0 && row.commission === 0)).toBe(true);
  });

  it('follows bets (one at a time and concurrent, both sites), refusals and voids', async () => {
    expect((await bet('member1', 'member1', 'D\n#18\n*1234#1')).status).toBe('S100');
    expect((await bet('agent1', 'member3', 'D\n#1\n5678#2')).status).toBe('S100');
    expect((await bet('member2', 'member2', 'D\n#8393\n1234#1', '/FDAPI/Bet/PostBet3'))[0].status).toBe('S100');
    expect((await bet('star1', 'star1', 'D\n#1\n4321#1', '/FDAPI/Bet/PostBet', 'SGD')).status).toBe('S100');
    expect((await bet('member1', 'member1', 'D\n#1\n1234#2000')).status).toBe('E117');
    const concurrent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bet(i % 2 ? 'member1' : 'member2', i % 2 ? 'member1' : 'member2', `D\n#18\n${1000 + i}#1`),
      ),
    );
    expect(concurrent.map((answer) => answer.status)).toEqual(Array(12).fill('S100'));
    await expectBalancesHold();

    const toVoid = await bet('member1', 'member1', 'D\n#1\n9999#3');
    const voided = (
      await server.call(tokens.member1, {
        method: 'POST',
        url: `/FDAPI/Bet/VoidBet?GUID=${toVoid.GUID}&NeedOutputRef=T`,
      })
    ).json();
    expect(voided.data[0].status).toBe('S105');
    await expectBalancesHold();
  });

  it('follows a publish (wins, commission, tickets closed) and a correction (wins taken back, nothing reopened)', async () => {
    const result = demoDrawResult('M', DATE);
    expect((await bet('member1', 'member1', `D\n#1\n${result.fourD?.first}#1`)).status).toBe('S100');
    expect((await publish('M', result.fourD as object)).status).toBe('S100');
    await expectBalancesHold();
    expect((await compare()).stored.some((row) => row.commission > 0)).toBe(true);
    const corrected = { ...result.fourD, first: result.fourD?.second, second: result.fourD?.first } as object;
    expect((await publish('M', corrected)).data).toMatchObject({ version: 2, changed: true });
    await expectBalancesHold();
    // Bets on the other draw stay open.
    const { stored } = await compare();
    expect(stored.some((row) => row.open > 0)).toBe(true);
  });

  it("gives the API's credit figures, and a credit change or a new account moves only the limits", async () => {
    expect(
      (
        await server.call(tokens.agent1, {
          method: 'POST',
          url: '/masterapi/Account/UpdateDownline',
          payload: { UserId: 'member2', CreditLimit: 1500 },
        })
      ).json().status,
    ).toBe('S103');
    const created = await server.call(tokens.agent1, {
      method: 'POST',
      url: '/masterapi/Account/CreateDownline',
      payload: {
        UserId: 'balancenew1',
        Password: 'Start2027x',
        Role: 'member',
        CreditLimit: 10,
        Games: ['M'],
        Parent: 'agent1',
      },
    });
    expect(created.json().status).toBe('S101');
    await expectBalancesHold();

    const ids = (await server.ctx.db.selectFrom('users').select('id').execute()).map((row) => row.id);
    const usages = await creditUsages(server.ctx.db, ids);
    const { fromHistory } = await compare();
    for (const figures of fromHistory) {
      const usage = usages.get(figures.user_id);
      expect(usage?.ledgerCents).toBe(figures.ledger);
      expect(usage?.reservedCents).toBe(figures.open);
      expect(usage?.availableCents).toBe((usage?.limitCents ?? 0) - (usage?.givenCents ?? 0) + figures.ledger);
    }
    const balance = (
      await server.call(tokens.member2, {
        method: 'POST',
        url: '/FDAPI/Player/GetPlayerBalance',
        payload: { UserId: 'member2' },
      })
    ).json();
    const member2 = usages.get(
      (
        await server.ctx.db
          .selectFrom('users')
          .select('id')
          .where('username_key', '=', 'member2')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(JSON.stringify(balance)).toContain(String((member2?.availableCents ?? 0) / 100));
  });
});
