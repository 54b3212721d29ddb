// Max fight in the site's base currency (src/core/domain/max-fight.ts stakeInBase; docs/currencies-and-limits.md
// "Max fight"): a THB and an SGD bet on one number count against one MYR cap, each at the rate recorded on
// its bet, in the exposure view and in settlement alike.
// The demo site's base is MYR (rates per SGD: MYR 4, THB 30, SGD 1). Tree: admin (company) → agent1 (PT
// 50 %) → agent2 (PT 30 %, max fight here 3.00 MYR) → member3 (commission 10 % on Big).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { bet, betIdOf, fourD, liveFigures, publish } from './support.ts';

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { site_id } = await server.ctx.db
    .selectFrom('users')
    .select('site_id')
    .where('username_key', '=', 'member3')
    .executeTakeFirstOrThrow();
  await server.ctx.db
    .insertInto('site_currencies')
    .values({ site_id, code: 'THB', min_regular_cents: 100, min_ibox_cents: 500 })
    .execute();
  await server.ctx.db.updateTable('users').set({ max_fight_cents: 300 }).where('username_key', '=', 'agent2').execute();
  // THB 60.00 = MYR 8.00 and SGD 2.00 = MYR 8.00, both Big on 1234: MYR 16.00 on the number.
  ids.thb = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n1234#60', 'member3', 'THB')).GUID);
  ids.sgd = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n1234#2', 'member3', 'SGD')).GUID);
}, 60_000);
afterAll(() => server?.close());

const rowsOf = async (viewer: string) => {
  const answer = (
    await server.call(await tokenFor(server, viewer), {
      method: 'POST',
      url: '/masterapi/Account/GetNumberExposure',
      payload: { DrawType: 'M', DrawDate: '2026-11-18' },
    })
  ).json();
  expect(answer.data.BaseCurrency).toBe('MYR');
  return answer.data.Rows.filter((row: { Number: string }) => row.Number === '1234');
};

describe('max fight over two currencies against one MYR cap', () => {
  it('the bets recorded their rates', async () => {
    const rates = await server.ctx.db
      .selectFrom('bets')
      .select(['id', 'currency', 'rate_micros', 'base_rate_micros', 'base_currency'])
      .where('id', 'in', [ids.thb!, ids.sgd!])
      .orderBy('id')
      .execute();
    expect(
      rates.map((row) => [row.currency, Number(row.rate_micros), Number(row.base_rate_micros), row.base_currency]),
    ).toEqual([
      ['THB', 30_000_000, 4_000_000, 'MYR'],
      ['SGD', 1_000_000, 4_000_000, 'MYR'],
    ]);
  });

  it('exposure: agent2 is offered 30 % of MYR 16.00 = 4.80 over its 3.00, so it keeps 3 / 4.8 = 62.5 % of its share of each bet', async () => {
    // Each currency alone (MYR 8.00 × 30 % = 2.40) is under the cap: only counted together are they over.
    // agent2 keeps 30 % × 62.5 % = 18.75 % of each stake: THB 11.25 (= MYR 1.50) and SGD 0.375 (= MYR 1.50),
    // MYR 3.00 in all; it passes 11.25 % up: THB 6.75 and SGD 0.225.
    const agent2 = await rowsOf('agent2');
    expect(agent2).toHaveLength(2);
    expect(agent2.find((row: { Currency: string }) => row.Currency === 'THB')).toMatchObject({
      Stake: 60,
      Big: 60,
      Offered: 18,
      Kept: 11.25,
      PassedUp: 6.75,
      OverMaxFight: true,
    });
    expect(agent2.find((row: { Currency: string }) => row.Currency === 'SGD')).toMatchObject({
      Stake: 2,
      Big: 2,
      Offered: 0.6,
      Kept: 0.38,
      PassedUp: 0.23,
      OverMaxFight: true,
    });
    // agent1: its 20 % plus the 11.25 % passed up = 31.25 %: THB 18.75, SGD 0.625 (half-up 0.63).
    const agent1 = await rowsOf('agent1');
    expect(agent1.find((row: { Currency: string }) => row.Currency === 'THB')).toMatchObject({
      Kept: 18.75,
      OverMaxFight: false,
    });
    expect(agent1.find((row: { Currency: string }) => row.Currency === 'SGD')).toMatchObject({
      Kept: 0.63,
      OverMaxFight: false,
    });
  });

  it('settlement splits each bet by the same fractions: 18.75 / 31.25 / 50 %', async () => {
    await publish(server, 'M', fourD('5678'));
    // THB: stake 6,000, commission 10 % = 600, house 5,400: agent2 1,012.5, agent1 1,687.5, the company
    // 2,700 → whole cents by largest remainder, a tie to the higher level: 1,012 / 1,688 / 2,700.
    expect((await liveFigures(server, ids.thb!)).map((level) => [level.user, level.share])).toEqual([
      ['member3', 0],
      ['agent2', 1_012],
      ['agent1', 1_688],
      ['admin', 2_700],
    ]);
    // SGD: stake 200, commission 20, house 180: 33.75 / 56.25 / 90 → 34 / 56 / 90.
    expect((await liveFigures(server, ids.sgd!)).map((level) => [level.user, level.share])).toEqual([
      ['member3', 0],
      ['agent2', 34],
      ['agent1', 56],
      ['admin', 90],
    ]);
  });
});
