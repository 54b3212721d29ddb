// The wire's packages as the domain's prize tables (src/adapters/http/prize-tables.ts): each `UserPackage{kind}`
// under its kind, prizes from units to cents (2,500.00 → 250,000; 0.6 → 60), commissions and ids left out,
// a kind without a package absent.
import { describe, expect, it } from 'vitest';
import type { PlayerPackages } from '../../../contract/packages.ts';
import { prizeTablesOf } from '../../../src/adapters/http/prize-tables.ts';

describe('prizeTablesOf', () => {
  it("maps wire names and units to the domain's kinds and cents", () => {
    const wire = {
      UserPackage3D4D: {
        PackageId: 7,
        Commission_Big: 0.1,
        Prize1_Big: 3000,
        Prize1_Small: 4000,
        PrizeConsolation_Big: 60,
        Prize1_A: 750.5,
      },
      UserPackage5D6D: { PackageId: 9, Commission_5D: 0.05, Prize1_5D: 20_000, Prize6_5D: 0.6 },
      UserPackage3D4DL: null,
      UserPackage5D6DL: null,
      UserPackage3D4DA: null,
      UserPackage5D6DA: null,
      UserPackage3D4DN: null,
    } as PlayerPackages;
    expect(prizeTablesOf(wire)).toEqual({
      '3D4D': { Prize1_Big: 300_000, Prize1_Small: 400_000, PrizeConsolation_Big: 6_000, Prize1_A: 75_050 },
      '5D6D': { Prize1_5D: 2_000_000, Prize6_5D: 60 },
    });
  });
});
