// Which table pays a bet (src/core/domain/payout-table.ts): the currency decides, the player's own package is
// used when it is of the wanted sort, else the site's, else (special) the specification's fixed table.
import { describe, expect, it } from 'vitest';
import { FIXED_SPECIAL_PRIZES, payoutTableOf, type RatedPackage } from '../../src/core/domain/payout-table.ts';
import { DEMO_PACKAGES } from '../../server/store/demo-packages.ts';

const demo = (kind: string, special: boolean, id: number): RatedPackage => ({
  id,
  kind,
  special,
  rates: DEMO_PACKAGES.find((p) => p.kind === kind && p.special === special)!.rates,
});
const regular = demo('3D4D', false, 1);
const special = demo('3D4D', true, 2);
const ownRegular: RatedPackage = { ...regular, id: 9, rates: { ...regular.rates, Commission_Big: 1250 } };

describe('payoutTableOf', () => {
  it("pays a regular currency the player's regular package", () => {
    expect(payoutTableOf('MYR', '3D4D', ownRegular, [regular, special])).toEqual({
      rates: ownRegular.rates,
      special: false,
      source: 'own',
      packageId: 9,
    });
  });

  it("pays SPR (and every special-rate code) the site's special table, with the player's own commissions", () => {
    for (const code of ['SPR', 'TSR', 'ISR', 'VSR', 'USR']) {
      const choice = payoutTableOf(code, '3D4DL', { ...ownRegular, kind: '3D4DL' }, [demo('3D4DL', true, 5)]);
      expect(choice).toMatchObject({ special: true, source: 'site', packageId: 5 });
      expect(choice.rates).toMatchObject({ Prize1_Big: 300_000, Prize1_4A: 700_000, Commission_Big: 1250 });
    }
  });

  it("falls back to the specification's fixed table, which is the demo special package's prizes", () => {
    const choice = payoutTableOf('SPR', '3D4D', ownRegular, [regular]);
    expect(choice).toMatchObject({ special: true, source: 'fixed', packageId: null });
    const prizes = Object.fromEntries(Object.entries(special.rates).filter(([key]) => key.startsWith('Prize')));
    expect(FIXED_SPECIAL_PRIZES).toEqual(prizes);
    expect(choice.rates).toEqual({ ...ownRegular.rates, ...FIXED_SPECIAL_PRIZES });
  });

  it('pays a holder of the special package the regular table on MYR, and its own special one on SPR', () => {
    expect(payoutTableOf('MYR', '3D4D', special, [regular, special])).toMatchObject({
      special: false,
      source: 'site',
      packageId: 1,
      rates: { Prize1_Big: 250_000 },
    });
    expect(payoutTableOf('SPR', '3D4D', special, [regular, special])).toMatchObject({
      special: true,
      source: 'own',
      packageId: 2,
    });
  });

  it('has no special table for 5D and 6D, and pays nothing without a package', () => {
    const fiveSix = demo('5D6D', false, 7);
    expect(payoutTableOf('SPR', '5D6D', fiveSix, [fiveSix])).toEqual({
      rates: fiveSix.rates,
      special: false,
      source: 'own',
      packageId: 7,
    });
    expect(payoutTableOf('SPR', '3D4D', undefined, [special]).rates).toEqual({});
  });
});
