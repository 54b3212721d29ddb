// The wire's packages (GetLoginPlayerSummaryInfo: one `UserPackage{kind}` key per kind, commissions as
// fractions, prizes in units per 1 unit staked) as the domain's package rates (src/core/domain/package-rates.ts:
// by kind and game, basis points and cents). A malformed figure is a malformed answer (E101).
import type { Package4D, Package5D6D, Package6D, PlayerPackages } from '../../../contract/packages.ts';
import type { GameRates, PackageKind, PackageRates } from '../../core/domain/package-rates.ts';
import { wireCents, wireFractionBasisPoints } from './wire-money.ts';

const game = (name: GameRates['game'], commission: unknown, prizes: readonly unknown[]): GameRates => ({
  game: name,
  commissionBp: wireFractionBasisPoints(commission),
  prizeCents: prizes.map(wireCents),
});

const games4D = (p: Package4D): GameRates[] => [
  {
    ...game('4d-big', p.Commission_Big, [p.Prize1_Big, p.Prize2_Big, p.Prize3_Big]),
    starterCents: wireCents(p.PrizeStarter_Big),
    consolationCents: wireCents(p.PrizeConsolation_Big),
  },
  game('4d-small', p.Commission_Small, [p.Prize1_Small, p.Prize2_Small, p.Prize3_Small]),
  game('4abcde', p.Commission_4A, [p.Prize1_4A]),
  game('3d-abc', p.Commission_ABC, [p.Prize1_ABC, p.Prize2_ABC, p.Prize3_ABC]),
  game('3d-a', p.Commission_A, [p.Prize1_A]),
];

const game6D = (p: Package6D): GameRates =>
  game('6d', p.Commission_6D, [p.Prize1_6D, p.Prize2_6D, p.Prize3_6D, p.Prize4_6D, p.Prize5_6D]);

const game5D = (p: Package5D6D): GameRates =>
  game('5d', p.Commission_5D, [p.Prize1_5D, p.Prize2_5D, p.Prize3_5D, p.Prize4_5D, p.Prize5_5D, p.Prize6_5D]);

export function packageRatesOf(wire: PlayerPackages): PackageRates {
  const kinds: [PackageKind, GameRates[] | null][] = [
    ['3D4D', wire.UserPackage3D4D && games4D(wire.UserPackage3D4D)],
    ['5D6D', wire.UserPackage5D6D && [game5D(wire.UserPackage5D6D), game6D(wire.UserPackage5D6D)]],
    ['3D4DL', wire.UserPackage3D4DL && games4D(wire.UserPackage3D4DL)],
    ['5D6DL', wire.UserPackage5D6DL && [game6D(wire.UserPackage5D6DL)]],
    ['3D4DA', wire.UserPackage3D4DA && games4D(wire.UserPackage3D4DA)],
    ['5D6DA', wire.UserPackage5D6DA && [game6D(wire.UserPackage5D6DA)]],
    ['3D4DN', wire.UserPackage3D4DN && games4D(wire.UserPackage3D4DN)],
  ];
  const rates: PackageRates = {};
  for (const [kind, games] of kinds) if (games) rates[kind] = games;
  return rates;
}
