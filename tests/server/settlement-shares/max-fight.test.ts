// Max fight through the real server and database (src/core/domain/max-fight.ts, docs/settlement.md "Max
// fight"): a cap passing up two levels, agent2 → agent1 → company, in settlement and in the exposure view.
// The demo tree: admin (company) → agent1 (commission 10%, PT 50%) → agent2 (8%, 30%) → member3. Here
// agent2's max fight is 1.00 and agent1's 3.00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';
import { bet, betIdOf, fourD, liveFigures, publish } from './support.ts';

let server: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.db.updateTable('users').set({ max_fight_cents: 100 }).where('username_key', '=', 'agent2').execute();
  await server.ctx.db.updateTable('users').set({ max_fight_cents: 300 }).where('username_key', '=', 'agent1').execute();
  // member3: Big 10.00 on 1234 (over both caps) and Big 1.00 on 5678 (under both).
  ids.capped = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n1234#10')).GUID);
  ids.under = await betIdOf(server, (await bet(server, 'member3', 'D\n#1\n5678#1')).GUID);
}, 60_000);
afterAll(() => server?.close());

const exposureOf = async (viewer: string, number: string) => {
  const answer = (
    await server.call(await tokenFor(server, viewer), {
      method: 'POST',
      url: '/masterapi/Account/GetNumberExposure',
      payload: { DrawType: 'M', DrawDate: '2026-11-18' },
    })
  ).json();
  return answer.data.Rows.find((row: { Number: string }) => row.Number === number);
};

describe('a max fight passing up two levels', () => {
  it('shows each level what it keeps before the draw', async () => {
    // 10.00 staked on 1234. agent2 is offered 30% = 3.00, keeps its 1.00 and passes 2.00 up; agent1 is
    // offered its 20% = 2.00 plus those 2.00 = 4.00, keeps 3.00 and passes 1.00 up; the company keeps its
    // 50% = 5.00 plus 1.00 = 6.00.
    expect(await exposureOf('agent2', '1234')).toMatchObject({
      Big: 10,
      OwnBig: 1,
      Kept: 1,
      PassedUp: 2,
      OverMaxFight: true,
      WorstCase: 2500 - 1,
    });
    expect(await exposureOf('agent1', '1234')).toMatchObject({
      Big: 10,
      OwnBig: 3,
      Kept: 3,
      PassedUp: 1,
      OverMaxFight: true,
      WorstCase: 7500 - 3,
    });
    expect(await exposureOf('admin', '1234')).toMatchObject({
      Big: 10,
      OwnBig: 6,
      Kept: 6,
      PassedUp: 0,
      OverMaxFight: false,
      WorstCase: 15000 - 6,
    });
    // 1.00 on 5678 stays under both caps: 30 / 20 / 50 %.
    expect(await exposureOf('agent2', '5678')).toMatchObject({ OwnBig: 0.3, PassedUp: 0, OverMaxFight: false });
    expect(await exposureOf('agent1', '5678')).toMatchObject({ OwnBig: 0.2, OverMaxFight: false });
  });

  it('settles by the same fractions: agent2 10%, agent1 30%, the company 60% of the capped number', async () => {
    await publish(server, 'M', fourD('1234'));
    // Stake 1000, commission 10% = 100, win Big 1st 2500 × 10 = 2 500 000. House 1000 − 100 − 2 500 000 =
    // −2 499 100: agent2 10% = −249 910 (PT alone would have charged it 30%, −749 730), agent1 30% =
    // −749 730, the company 60% = −1 499 460. Commissions on the stake as always: agent2 8% = 80, agent1
    // 2% = 20, paid by the company (−100).
    expect(await liveFigures(server, ids.capped!)).toEqual([
      { user: 'member3', stake: 1000, commission: 100, win: 2_500_000, share: 0, net: 2_499_100 },
      { user: 'agent2', stake: 0, commission: 80, win: 0, share: -249_910, net: -249_830 },
      { user: 'agent1', stake: 0, commission: 20, win: 0, share: -749_730, net: -749_710 },
      { user: 'admin', stake: 0, commission: -100, win: 0, share: -1_499_460, net: -1_499_560 },
    ]);
    // 5678 lost: house 100 − 10 = 90 split 30 / 20 / 50 %.
    expect((await liveFigures(server, ids.under!)).map((level) => level.share)).toEqual([0, 27, 18, 45]);
  });

  it('a correction splits by the caps the first settlement recorded, even after they change', async () => {
    await server.ctx.db
      .updateTable('users')
      .set({ max_fight_cents: 2_000_000 })
      .where('username_key', 'in', ['agent1', 'agent2'])
      .execute();
    await publish(server, 'M', fourD('9999', '1234'));
    // Now 1234 is the 2nd prize: win 1000 × 10 = 1 000 000; house 1000 − 100 − 1 000 000 = −999 100,
    // still 10 / 30 / 60 %: −99 910, −299 730, −599 460.
    expect((await liveFigures(server, ids.capped!)).map((level) => level.share)).toEqual([
      0, -99_910, -299_730, -599_460,
    ]);
  });
});
