// Three answers whose money the settings and result screens used to convert themselves, now turned into
// cents and basis points by the HTTP adapters (src/adapters/http): the bet statistic, the package rates and
// the jackpots. Exact rounding at the boundary, domain names, and a malformed figure refused as E101.
import { describe, expect, it } from 'vitest';
import type { Package4D, Package6D, PlayerPackages } from '../../../contract/packages.ts';
import type { BetStatistic } from '../../../contract/reports-ledger.ts';
import type { JackpotItem } from '../../../contract/results.ts';
import { betStatisticOf } from '../../../src/adapters/http/http-settings-service.ts';
import { jackpotsOf } from '../../../src/adapters/http/jackpots.ts';
import { packageRatesOf } from '../../../src/adapters/http/package-rates.ts';
import { wireFractionBasisPoints } from '../../../src/adapters/http/wire-money.ts';
import { ServiceError } from '../../../src/core/domain/service-error.ts';

/** The call throws a ServiceError E101 (a malformed answer). */
function expectMalformed(call: () => unknown): void {
  let thrown: unknown;
  try {
    call();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ServiceError);
  expect((thrown as ServiceError).status).toBe('E101');
}

describe('wireFractionBasisPoints', () => {
  it('moves the point in the decimal digits, not in binary', () => {
    expect(wireFractionBasisPoints(0.1)).toBe(1000);
    expect(wireFractionBasisPoints(0.115)).toBe(1150);
    expect(wireFractionBasisPoints(0.0001)).toBe(1);
    expect(wireFractionBasisPoints(0.57)).toBe(5700); // 0.57 × 10000 is 5699.999999999999 in binary
    expect(wireFractionBasisPoints(0.00145)).toBe(15); // half away from zero on the fifth decimal
    expect(wireFractionBasisPoints(-0.05)).toBe(-500);
    expect(wireFractionBasisPoints(1e-7)).toBe(0);
    expect(wireFractionBasisPoints(0)).toBe(0);
  });

  it('refuses a rate that is no number', () => {
    for (const bad of ['0.1', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expectMalformed(() => wireFractionBasisPoints(bad));
  });
});

describe('betStatisticOf', () => {
  const wire: BetStatistic = {
    user: 'agent1',
    role: 'agent',
    drawDate: '2026-11-18',
    currency: 'ALL',
    currencies: [
      {
        currency: 'MYR',
        drawTypes: [
          {
            drawType: 'M',
            numbers: [
              { number: '1234', tickets: 3, stake: 12 },
              { number: '1122', tickets: 1, stake: 0.1 + 0.2 },
            ],
            tickets: 4,
            stake: 12.3,
          },
        ],
        tickets: 4,
        stake: 1_234_567.89,
      },
    ],
  };

  it("gives every stake in cents under the domain's names", () => {
    expect(betStatisticOf(wire)).toEqual({
      user: 'agent1',
      role: 'agent',
      drawDate: '2026-11-18',
      currency: 'ALL',
      currencies: [
        {
          currency: 'MYR',
          drawTypes: [
            {
              drawType: 'M',
              numbers: [
                { number: '1234', tickets: 3, stakeCents: 1200 },
                { number: '1122', tickets: 1, stakeCents: 30 },
              ],
              tickets: 4,
              stakeCents: 1230,
            },
          ],
          tickets: 4,
          stakeCents: 123_456_789,
        },
      ],
    });
  });

  it('refuses a malformed stake', () => {
    const section = wire.currencies[0]!;
    const drawType = section.drawTypes[0]!;
    const broken = (stake: unknown): BetStatistic => ({
      ...wire,
      currencies: [
        {
          ...section,
          drawTypes: [{ ...drawType, numbers: [{ number: '1234', tickets: 1, stake: stake as number }] }],
        },
      ],
    });
    expectMalformed(() => betStatisticOf(broken('12')));
    expectMalformed(() => betStatisticOf(broken(null)));
    expectMalformed(() => betStatisticOf({ ...wire, currencies: [{ ...section, stake: Number.NaN }] }));
  });
});

describe('packageRatesOf', () => {
  const p4: Package4D = {
    PackageId: 1,
    Commission_Big: 0.1,
    Commission_Small: 0.115,
    Commission_4A: 0.2,
    Commission_A: 0.25,
    Commission_ABC: 0.3,
    Prize1_Big: 2500,
    Prize2_Big: 1000,
    Prize3_Big: 500,
    PrizeStarter_Big: 180,
    PrizeConsolation_Big: 60,
    Prize1_Small: 3500,
    Prize2_Small: 2000,
    Prize3_Small: 1000,
    Prize1_4A: 6000,
    Prize1_A: 660.05,
    Prize1_ABC: 220,
    Prize2_ABC: 220,
    Prize3_ABC: 1.005,
  };
  const p6: Package6D = {
    PackageId: 3,
    Commission_6D: 0.06,
    Prize1_6D: 100_000,
    Prize2_6D: 3000,
    Prize3_6D: 300,
    Prize4_6D: 30,
    Prize5_6D: 4.2,
  };
  const wire: PlayerPackages = {
    UserPackage3D4D: p4,
    UserPackage5D6D: null,
    UserPackage3D4DL: null,
    UserPackage5D6DL: p6,
    UserPackage3D4DA: null,
    UserPackage5D6DA: null,
    UserPackage3D4DN: null,
  };

  it('gives each kind held its games, commissions in basis points and prizes in cents', () => {
    const rates = packageRatesOf(wire);
    expect(Object.keys(rates)).toEqual(['3D4D', '5D6DL']);
    expect(rates['3D4D']).toEqual([
      {
        game: '4d-big',
        commissionBp: 1000,
        prizeCents: [250_000, 100_000, 50_000],
        starterCents: 18_000,
        consolationCents: 6000,
      },
      { game: '4d-small', commissionBp: 1150, prizeCents: [350_000, 200_000, 100_000] },
      { game: '4abcde', commissionBp: 2000, prizeCents: [600_000] },
      { game: '3d-abc', commissionBp: 3000, prizeCents: [22_000, 22_000, 101] },
      { game: '3d-a', commissionBp: 2500, prizeCents: [66_005] },
    ]);
    expect(rates['5D6DL']).toEqual([
      { game: '6d', commissionBp: 600, prizeCents: [10_000_000, 300_000, 30_000, 3000, 420] },
    ]);
  });

  it('gives 5D6D its 5D game before its 6D game', () => {
    const p56 = {
      ...p6,
      Commission_5D: 0.05,
      Prize1_5D: 1,
      Prize2_5D: 2,
      Prize3_5D: 3,
      Prize4_5D: 4,
      Prize5_5D: 5,
      Prize6_5D: 6,
    };
    const games = packageRatesOf({ ...wire, UserPackage5D6D: p56 })['5D6D'];
    expect(games?.map((game) => [game.game, game.commissionBp, game.prizeCents.length])).toEqual([
      ['5d', 500, 6],
      ['6d', 600, 5],
    ]);
  });

  it('refuses a malformed prize or commission', () => {
    expectMalformed(() => packageRatesOf({ ...wire, UserPackage3D4D: { ...p4, Prize2_Small: '2000' as never } }));
    expectMalformed(() => packageRatesOf({ ...wire, UserPackage5D6DL: { ...p6, Commission_6D: null as never } }));
  });
});

describe('jackpotsOf', () => {
  const item = (drawType: 'L' | 'A', jackpotAmount: number): JackpotItem => ({
    drawType,
    drawDate: '2026-11-18',
    jackpotAmount,
    currency: 'MYR',
  });

  it('gives the amounts in MYR cents, exactly', () => {
    expect(jackpotsOf([item('L', 1_234_567.89), item('A', 0.1 + 0.2)])).toEqual([
      { drawType: 'L', drawDate: '2026-11-18', amountCents: 123_456_789, currency: 'MYR' },
      { drawType: 'A', drawDate: '2026-11-18', amountCents: 30, currency: 'MYR' },
    ]);
  });

  it('reads a missing list as none and refuses a malformed amount', () => {
    expect(jackpotsOf(null)).toEqual([]);
    expect(jackpotsOf(undefined)).toEqual([]);
    expectMalformed(() => jackpotsOf([item('L', Number.NaN)]));
    expectMalformed(() => jackpotsOf([{ ...item('A', 1), jackpotAmount: '1000' as never }]));
  });
});
