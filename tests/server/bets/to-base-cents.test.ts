// The conversion runs in SQL (the balance triggers, place_bets) and in TypeScript (the bet path's credit
// split, receipts, the bet screens): to_base_cents.sql is held to toBaseCents on generated amounts and
// rates, the halves and the signs included, so a balance and the figure a screen shows never differ.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RATE_MICROS, toBaseCents } from '../../../src/core/domain/exchange.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

const rate = fc.oneof(
  fc.constantFrom(1_000_000, 4_000_000, 30_000_000, 14_000_000_000, 23_000_000_000),
  fc.integer({ min: 1, max: MAX_RATE_MICROS }),
);
const amount = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
);

async function inSql(cases: readonly [number, number, number][]): Promise<number[]> {
  const { rows } = await sql<{ converted: string | number }>`
    select to_base_cents(a, r, b) as converted
    from unnest(${cases.map((c) => c[0])}::bigint[], ${cases.map((c) => c[1])}::bigint[], ${cases.map((c) => c[2])}::bigint[]) with ordinality as x(a, r, b, n)
    order by n`.execute(server.ctx.db);
  return rows.map((row) => Number(row.converted));
}

describe('to_base_cents (SQL) and toBaseCents (TypeScript)', () => {
  it('agree on generated amounts and rates', async () => {
    await fc.assert(
      // Any amount whose converted figure is a safe integer of cents (money never comes near 2^53).
      fc.asyncProperty(
        fc.array(
          fc.tuple(amount, rate, rate).filter(([a, r, b]) => (Math.abs(a) * b) / r < 2 ** 52),
          { minLength: 1, maxLength: 200 },
        ),
        async (cases) => {
          expect(await inSql(cases)).toEqual(cases.map(([a, r, b]) => toBaseCents(a, r, b)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('round halves away from zero, so a refund cancels its stake: the worked figures', async () => {
    // THB → MYR (30 → 4): 1.00 THB = 13.33… → 0.13; 3.75 THB = 50 → 0.50; 0.15 THB = 2 exactly; 0.0375…
    const cases: [number, number, number][] = [
      [100, 30_000_000, 4_000_000],
      [-100, 30_000_000, 4_000_000],
      [375, 30_000_000, 4_000_000],
      [15, 30_000_000, 4_000_000],
      // 1 cent at 8 → 4 is 0.5 cent: half away from zero, 1 and −1.
      [1, 8_000_000, 4_000_000],
      [-1, 8_000_000, 4_000_000],
      [100, 1_000_000, 4_000_000],
    ];
    const expected = [13, -13, 50, 2, 1, -1, 400];
    expect(cases.map(([a, r, b]) => toBaseCents(a, r, b))).toEqual(expected);
    expect(await inSql(cases)).toEqual(expected);
  });
});
