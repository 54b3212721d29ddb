// The property: whatever the currencies of a player's bets, and however the operator changes the rate table
// between them (the base currency's rate too), every running balance equals its ledger converted entry by
// entry, in the site's base currency, at the rates recorded on each entry's bet (toBaseCents, the one rule
// of src/core/domain/exchange.ts): stakes, refunds, wins and commission; the outstanding likewise over the
// open tickets. Each run places and voids random bets, then publishes the day's Lucky result and moves on
// to the next day.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAmountInBase, rateText } from '../../../src/core/domain/exchange.ts';
import { demoFourD } from '../../../server/settlement/demo-results.ts';
import { dateList } from '../../../src/core/domain/calendar.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

const PLAYERS = ['member1', 'member2', 'member3'] as const;
const CURRENCIES = ['MYR', 'SGD', 'THB', 'SPR', 'IDR'] as const;
const HOUR = 3_600_000;

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of [...PLAYERS, 'admin']) tokens[name] = await tokenFor(server, name);
  const { site_id } = await server.ctx.db
    .selectFrom('users')
    .select('site_id')
    .where('username_key', '=', 'member1')
    .executeTakeFirstOrThrow();
  await server.ctx.db
    .insertInto('site_currencies')
    .values(['THB', 'SPR', 'IDR'].map((code) => ({ site_id, code, min_regular_cents: 100, min_ibox_cents: 500 })))
    .execute();
}, 60_000);
afterAll(() => server?.close());

const action = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    player: fc.constantFrom(...PLAYERS),
    currency: fc.constantFrom(...CURRENCIES),
    number: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    units: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ kind: fc.constant('void' as const), player: fc.constantFrom(...PLAYERS) }),
  // Any rate from 0.5 to 30,000 units per SGD, with up to 6 decimals.
  fc.record({
    kind: fc.constant('rate' as const),
    code: fc.constantFrom('MYR', 'SGD', 'THB', 'IDR'),
    micros: fc.integer({ min: 500_000, max: 30_000_000_000 }),
  }),
);

let refs = 0;
async function apply(step: typeof action extends fc.Arbitrary<infer A> ? A : never): Promise<void> {
  if (step.kind === 'bet') {
    const payload = {
      Currency: step.currency,
      UserId: step.player,
      ClientRef: `base-prop-${++refs}`,
      BetString: `D\n#8\n${step.number}#${step.units}#1`,
    };
    const answer = (
      await server.call(tokens[step.player], { method: 'POST', url: '/FDAPI/Bet/PostBet', payload })
    ).json();
    expect(['S100', 'E117']).toContain(answer.status);
  } else if (step.kind === 'void') {
    const last = await server.ctx.db
      .selectFrom('bets')
      .innerJoin('users', 'users.id', 'bets.player_id')
      .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
      .select('bets.guid')
      .where('users.username_key', '=', step.player)
      .where('bet_voids.bet_id', 'is', null)
      .orderBy('bets.id', 'desc')
      .executeTakeFirst();
    if (last)
      expect(
        (await server.call(tokens[step.player], { method: 'POST', url: `/FDAPI/Bet/VoidBet?GUID=${last.guid}` }))
          .statusCode,
      ).toBe(200);
  } else {
    const answer = (
      await server.call(tokens.admin, {
        method: 'POST',
        url: '/admin/rates',
        payload: { code: step.code, rate: rateText(step.micros) },
      })
    ).json();
    expect(answer.status).toBe('S103');
  }
}

/** Every player's running balance against its ledger and open tickets, converted here one by one. */
async function expectBalancesMatchLedgers(): Promise<void> {
  const db = server.ctx.db;
  const entries = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('bets as b', 'b.id', 'e.bet_id')
    .select(['e.user_id', 'e.kind', 'e.amount_cents', 'b.rate_micros', 'b.base_rate_micros'])
    .execute();
  const open = await db
    .selectFrom('tickets as t')
    .innerJoin('bets as b', 'b.id', 't.bet_id')
    .select(['b.player_id', 't.stake_cents', 'b.rate_micros', 'b.base_rate_micros'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('bet_voids as v').select('v.bet_id').whereRef('v.bet_id', '=', 'b.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ticket_wins as w').select('w.ticket_id').whereRef('w.ticket_id', '=', 't.id'))),
    )
    .execute();
  const expected = new Map<number, { ledger: number; commission: number; open: number }>();
  const of = (id: number) =>
    expected.get(id) ??
    (expected.set(id, { ledger: 0, commission: 0, open: 0 }).get(id) as {
      ledger: number;
      commission: number;
      open: number;
    });
  for (const e of entries) {
    const inBase = betAmountInBase(Number(e.amount_cents), {
      rateMicros: Number(e.rate_micros),
      baseRateMicros: Number(e.base_rate_micros),
    });
    of(e.user_id).ledger += inBase;
    if (e.kind === 'commission') of(e.user_id).commission += inBase;
  }
  for (const t of open)
    of(t.player_id).open += betAmountInBase(Number(t.stake_cents), {
      rateMicros: Number(t.rate_micros),
      baseRateMicros: Number(t.base_rate_micros),
    });
  const balances = await db.selectFrom('user_balances').selectAll().execute();
  for (const balance of balances) {
    const want = expected.get(balance.user_id) ?? { ledger: 0, commission: 0, open: 0 };
    expect({
      user: balance.user_id,
      ledger: Number(balance.ledger_cents),
      commission: Number(balance.commission_cents),
      open: Number(balance.open_stake_cents),
    }).toEqual({ user: balance.user_id, ...want });
  }
}

describe('balances in base currency', () => {
  it("every balance equals the sum of its ledger converted at its bets' rates, across random currencies and rate changes", async () => {
    let day = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (steps) => {
        // A day passes between runs: sessions that idle that long end, so each run signs in afresh.
        for (const name of [...PLAYERS, 'admin']) tokens[name] = await tokenFor(server, name);
        for (const step of steps) await apply(step);
        await expectBalancesMatchLedgers();
        // After the Lucky draw of the day: its result settles the day's tickets (wins and commission).
        const date = dateList(server.clock.now())[0] as string;
        server.clock.advance(10 * HOUR);
        tokens.admin = await tokenFor(server, 'admin');
        const published = (
          await server.call(tokens.admin, {
            method: 'POST',
            url: '/admin/results',
            payload: { drawType: 'L', drawDate: date, fourD: demoFourD(`prop-${++day}`) },
          })
        ).json();
        expect(published.status).toBe('S100');
        await expectBalancesMatchLedgers();
        server.clock.advance(14 * HOUR);
      }),
      { numRuns: Number(process.env.BALANCE_RUNS ?? 12) },
    );
  }, 600_000);
});
