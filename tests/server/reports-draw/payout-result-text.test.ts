// GetPayout (the caller's packages as tables, the special-rate table, the jackpots) and GetResultText (the
// date's draws as plain text and structured, dashes where nothing is drawn) through the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { userIdOf } from '../support/sessions.ts';
import { CONSOLATIONS, DRAW_DATE, M_RESULT, STARTERS, T_RESULT, postAs, publish } from './fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await publish(server, 'M', { fourD: M_RESULT });
  await publish(server, 'T', T_RESULT);
  await publish(server, 'M', { fourD: { ...M_RESULT, first: '4444' } }, '2026-11-15'); // an earlier Sunday
}, 60_000);
afterAll(() => server?.close());

const payout = async (as: string) => {
  const response = await postAs(server, as, '/FDAPI/Report/GetPayout');
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

// The demo packages in cents per 1 unit (server/store/demo-packages.ts; docs/product.md S9).
const row = (
  tier: string,
  big: number,
  small: number | null,
  saToSe: number,
  threeA: number | null,
  threeC: number | null,
) => ({
  tier,
  bigCents: big,
  smallCents: small,
  saToSeCents: saToSe,
  threeACents: threeA,
  threeCCents: threeC,
});
const REGULAR_4D = [
  row('1st', 250_000, 350_000, 600_000, 66_000, 22_000),
  row('2nd', 100_000, 200_000, 600_000, null, 22_000),
  row('3rd', 50_000, 100_000, 600_000, null, 22_000),
  row('special', 18_000, null, 600_000, null, null),
  row('consolation', 6000, null, 600_000, null, null),
];
// docs/product.md S9: first 3000/4000/7000/750/250, second 1000/2000/250, third 500/1000/250, special 200, consolation 60.
const SPECIAL_4D = [
  row('1st', 300_000, 400_000, 700_000, 75_000, 25_000),
  row('2nd', 100_000, 200_000, 700_000, null, 25_000),
  row('3rd', 50_000, 100_000, 700_000, null, 25_000),
  row('special', 20_000, null, 700_000, null, null),
  row('consolation', 6000, null, 700_000, null, null),
];
const tiers = (prizes: number[]) =>
  prizes.map((prizeCents, index) => ({ tier: ['1st', '2nd', '3rd', '4th', '5th', '6th'][index], prizeCents }));

describe('GetPayout', () => {
  it("lays the caller's packages out as the 4D, 5D and 6D tables, equal packages sharing one, with the jackpots", async () => {
    const jackpots = (
      await server.call(undefined, { method: 'GET', url: `/Jackpot/GetJackpot?date=${DRAW_DATE}` })
    ).json().data;
    const expected = {
      fourD: [
        {
          kinds: ['3D4D', '3D4DL', '3D4DA', '3D4DN'],
          operators: ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N'],
          rows: REGULAR_4D,
        },
      ],
      special: null, // the demo site offers MYR and SGD only
      fiveD: [{ kinds: ['5D6D'], operators: ['T'], rows: tiers([2_000_000, 1_000_000, 500_000, 80_000, 8000, 800]) }],
      sixD: [
        {
          kinds: ['5D6D', '5D6DL', '5D6DA'],
          operators: ['T', 'L', 'A'],
          rows: tiers([15_000_000, 500_000, 50_000, 5000, 500]),
        },
      ],
      jackpots,
    };
    expect(jackpots.map((item: { drawType: string }) => item.drawType)).toEqual(['L', 'A']);
    expect(await payout('member1')).toEqual(expected);
    expect(await payout('agent1')).toEqual(expected); // an agent's own packages, the same demo ones
  });

  it('adds the special-rate table once the site offers a special-rate currency', async () => {
    const site = await server.ctx.db
      .selectFrom('users')
      .select('site_id')
      .where('username_key', '=', 'member1')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .insertInto('site_currencies')
      .values({ site_id: site.site_id, code: 'SPR', min_regular_cents: 10, min_ibox_cents: 50 })
      .execute();
    expect((await payout('member1')).special).toEqual({ currencies: ['SPR'], rows: SPECIAL_4D });
    // Without a special package of its own the site still gets the specification's fixed table.
    await server.ctx.db
      .deleteFrom('packages')
      .where('site_id', '=', site.site_id)
      .where('special', '=', true)
      .execute();
    expect((await payout('member1')).special).toEqual({ currencies: ['SPR'], rows: SPECIAL_4D });
  });

  it('gives a package of other rates its own table', async () => {
    const member1 = await userIdOf(server, 'member1');
    const current = await server.ctx.db
      .selectFrom('packages')
      .innerJoin('user_packages', 'user_packages.package_id', 'packages.id')
      .select(['packages.site_id', 'packages.rates_json'])
      .where('user_packages.user_id', '=', member1)
      .where('user_packages.kind', '=', '3D4DN')
      .executeTakeFirstOrThrow();
    const rates = { ...JSON.parse(current.rates_json), Prize1_Big: 260_000, PrizeConsolation_Big: 7000 };
    delete rates.Prize3_Small; // a rate the package lacks shows as null, not 0
    const { id } = await server.ctx.db
      .insertInto('packages')
      .values({ site_id: current.site_id, name: 'Perdana plus', kind: '3D4DN', rates_json: JSON.stringify(rates) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.ctx.db
      .updateTable('user_packages')
      .set({ package_id: id })
      .where('user_id', '=', member1)
      .where('kind', '=', '3D4DN')
      .execute();
    expect((await payout('member1')).fourD).toEqual([
      { kinds: ['3D4D', '3D4DL', '3D4DA'], operators: ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A'], rows: REGULAR_4D },
      {
        kinds: ['3D4DN'],
        operators: ['N'],
        rows: [
          row('1st', 260_000, 350_000, 600_000, 66_000, 22_000),
          REGULAR_4D[1],
          row('3rd', 50_000, null, 600_000, null, 22_000),
          REGULAR_4D[3],
          row('consolation', 7000, null, 600_000, null, null),
        ],
      },
    ]);
  });
});

describe('GetResultText', () => {
  const dashes = (count: number) => Array.from({ length: count }, () => '----').join(' ');
  const resultText = (as: string, query = `?DrawDate=${DRAW_DATE}`) =>
    postAs(server, as, `/FDAPI/Report/GetResultText${query}`);

  it('writes every draw of the date in display order, one block each, dashes where nothing is drawn', async () => {
    const response = await resultText('member1');
    expect(response.statusCode).toBe(200);
    const { status, message, data } = response.json();
    expect(status).toBe('S100');
    const blocks = (message as string).split('\n\n');
    expect(blocks[0]).toBe(`Results ${DRAW_DATE}`);
    // Wednesday: the seven weekly operators and the six daily draws.
    expect(blocks.slice(1).map((block) => block.split('\n')[0])).toEqual([
      'Magnum (M) 19:00',
      'PMP (P) 19:00',
      'Toto (T) 19:00',
      'Singapore (S) 19:00',
      'Sabah (B) 19:00',
      'Sandakan (K) 19:00',
      'Sarawak (W) 19:00',
      'Lucky (L3) 15:30',
      'Lucky (L) 19:30',
      'Winbox Lotto (A3) 15:30',
      'Winbox Lotto (A) 19:30',
      'Perdana (N3) 15:30',
      'Perdana (N) 19:00',
    ]);
    expect(blocks[1]).toBe(
      [
        'Magnum (M) 19:00',
        '1st 1234',
        '2nd 4321',
        '3rd 9999',
        `Special ${STARTERS.join(' ')}`,
        `Consolation ${CONSOLATIONS.join(' ')}`,
      ].join('\n'),
    );
    expect(blocks[2]).toBe(
      ['PMP (P) 19:00', '1st ----', '2nd ----', '3rd ----', `Special ${dashes(13)}`, `Consolation ${dashes(10)}`].join(
        '\n',
      ),
    );
    expect(blocks[3]).toBe(
      [
        'Toto (T) 19:00',
        '1st 5678',
        '2nd 8765',
        '3rd 1111',
        `Special ${T_RESULT.fourD.starters.join(' ')}`,
        `Consolation ${T_RESULT.fourD.consolations.join(' ')}`,
        '5D 1st 12345 2nd 54321 3rd 11111',
        '6D 123450',
      ].join('\n'),
    );
    expect(blocks[8]).toBe(
      [
        'Lucky (L3) 15:30',
        '1st ----',
        '2nd ----',
        '3rd ----',
        `Special ${dashes(13)}`,
        `Consolation ${dashes(10)}`,
        '6D ----',
      ].join('\n'),
    );

    expect(data.drawDate).toBe(DRAW_DATE);
    expect(
      data.draws.map(
        (draw: { drawType: string; published: boolean }) => `${draw.drawType}${draw.published ? '+' : ''}`,
      ),
    ).toEqual(['M+', 'P', 'T+', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N']);
    expect(data.draws[2]).toMatchObject({
      drawType: 'T',
      operator: 'Toto',
      drawTime: '19:00',
      published: true,
      m4: { prize1: '5678', prize2: '8765', prize3: '1111', prizeStarter1: '3000', prizeConsolation10: '4009' },
      m5: { prize1: '12345', prize2: '54321', prize3: '11111' },
      m6: { prize1: '123450' },
    });
  });

  it("reads each draw's latest version, defaults to the newest date with a result, and lists only that day's draws", async () => {
    await publish(server, 'M', { fourD: { ...M_RESULT, first: '1235' } }); // a correction
    const latest = (await resultText('member1')).json();
    expect(latest.message.split('\n\n')[1].split('\n')[1]).toBe('1st 1235');
    expect((await resultText('agent1', '')).json()).toEqual(latest);
    expect((await resultText('member1', '?DrawDate=2026-11-15')).json().message.split('\n\n')[1].split('\n')[1]).toBe(
      '1st 4444',
    );
    // Thursday: only the daily draws, none drawn.
    const thursday = (await resultText('member1', '?DrawDate=2026-11-19')).json();
    expect(thursday.data.draws.map((draw: { drawType: string }) => draw.drawType)).toEqual([
      'L3',
      'L',
      'A3',
      'A',
      'N3',
      'N',
    ]);
    expect(thursday.data.draws.every((draw: { published: boolean }) => !draw.published)).toBe(true);
  });

  it('refuses a bad date with 400 V103 naming DrawDate, and needs a session', async () => {
    for (const query of ['?DrawDate=2026-11-31', '?DrawDate=tomorrow']) {
      const response = await resultText('member1', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'V103', field: 'DrawDate' });
    }
    expect((await postAs(server, undefined, '/FDAPI/Report/GetResultText')).statusCode).toBe(401);
    expect((await postAs(server, undefined, '/FDAPI/Report/GetPayout')).statusCode).toBe(401);
  });
});
