// The forms' top-payout preview: per amount, what one ticket can win at most with the table the bet's
// currency is paid — held to settlement itself: a ticket whose number is the first prize wins exactly the
// preview, in a regular currency and in SPR (the special table, chosen by payoutTableOf as settlement does).
import { describe, expect, it } from 'vitest';
import { payoutTableOf, type RatedPackage } from '../../../src/core/domain/payout-table.ts';
import { SLOTS, type Slot } from '../../../src/core/domain/slots.ts';
import { topPayouts, topRateKey, type PrizeTables } from '../../../src/core/domain/top-payout.ts';
import { winOf } from '../../../server/settlement/prizes.ts';
import { DEMO_PACKAGES } from '../../../server/store/demo-packages.ts';

const rates = (kind: string) => DEMO_PACKAGES.find((entry) => entry.kind === kind && !entry.special)?.rates ?? {};
/** The domain's tables (cents per unit) from the demo rates; no 3D4DA package, a better Big on 3D4DL. */
const packages: PrizeTables = {
  '3D4D': rates('3D4D'),
  '5D6D': rates('5D6D'),
  '3D4DL': { ...rates('3D4DL'), Prize1_Big: 300_000 },
  '5D6DL': rates('5D6DL'),
  '5D6DA': rates('5D6DA'),
  '3D4DN': rates('3D4DN'),
};
/** The demo site's packages as payoutTableOf sees them, and a player holding the regular ones. */
const site: RatedPackage[] = DEMO_PACKAGES.map((entry, index) => ({
  id: index + 1,
  kind: entry.kind,
  special: entry.special,
  rates: entry.rates,
}));
const tablesIn = (currency: string): PrizeTables =>
  Object.fromEntries(
    ['3D4D', '5D6D'].map((kind) => [
      kind,
      payoutTableOf(
        currency,
        kind,
        site.find((pkg) => pkg.kind === kind && !pkg.special),
        site,
      ).rates,
    ]),
  );

const amounts = (entries: Partial<Record<Slot, number>>) => SLOTS.map((slot) => entries[slot] ?? 0);

describe('topPayouts', () => {
  it('B 1.00 on a 4D number with Magnum: up to 2,500.00; each amount its own top prize', () => {
    const line = {
      numberLength: 4,
      mode: 'S' as const,
      drawTypes: ['M'],
      amountsCents: amounts({ B: 100, S: 200, SA: 50 }),
      permutations: 1,
    };
    expect(topPayouts(line, packages)).toEqual([
      { slot: 'B', amountCents: 100, topCents: 250_000 },
      { slot: 'S', amountCents: 200, topCents: 700_000 },
      { slot: 'SA', amountCents: 50, topCents: 300_000 },
    ]);
  });

  it("the best of the line's draw types; a kind the player has no package of pays nothing", () => {
    const line = {
      numberLength: 4,
      mode: 'S' as const,
      drawTypes: ['M', 'L'],
      amountsCents: amounts({ B: 100 }),
      permutations: 1,
    };
    expect(topPayouts(line, packages)).toEqual([{ slot: 'B', amountCents: 100, topCents: 300_000 }]);
    expect(topPayouts({ ...line, drawTypes: ['A'] }, packages)).toEqual([]);
  });

  it('iBOX splits the amount between its permutations (half-up); BOX does not', () => {
    const line = {
      numberLength: 4,
      mode: 'I' as const,
      drawTypes: ['M'],
      amountsCents: amounts({ B: 100 }),
      permutations: 24,
    };
    expect(topPayouts(line, packages)).toEqual([{ slot: 'B', amountCents: 100, topCents: 10_417 }]);
    expect(topPayouts({ ...line, mode: 'B' }, packages)[0]?.topCents).toBe(250_000);
  });

  it('3D (3A, 3C), 5D and 6D take their own rates', () => {
    expect(
      topPayouts(
        { numberLength: 3, mode: 'S', drawTypes: ['M'], amountsCents: amounts({ A: 100, C: 100 }), permutations: 1 },
        packages,
      ),
    ).toEqual([
      { slot: 'A', amountCents: 100, topCents: 66_000 },
      { slot: 'C', amountCents: 100, topCents: 22_000 },
    ]);
    expect(
      topPayouts(
        { numberLength: 5, mode: 'S', drawTypes: ['T'], amountsCents: amounts({ B: 100 }), permutations: 1 },
        packages,
      )[0]?.topCents,
    ).toBe(2_000_000);
    expect(
      topPayouts(
        { numberLength: 6, mode: 'S', drawTypes: ['L'], amountsCents: amounts({ B: 100 }), permutations: 1 },
        packages,
      )[0]?.topCents,
    ).toBe(15_000_000);
  });

  it('an SPR bet previews the special table (B 1.00: 3,000.00, S 4,000.00, SA 7,000.00, 3A 750.00), a MYR bet the regular one', () => {
    const line = {
      numberLength: 4,
      mode: 'S' as const,
      drawTypes: ['M'],
      amountsCents: amounts({ B: 100, S: 100, SA: 100, A: 100 }),
      permutations: 1,
    };
    expect(topPayouts(line, tablesIn('SPR')).map((row) => row.topCents)).toEqual([300_000, 400_000, 700_000, 75_000]);
    expect(topPayouts(line, tablesIn('MYR')).map((row) => row.topCents)).toEqual([250_000, 350_000, 600_000, 66_000]);
  });

  it('is the most settlement pays one ticket, wherever its number lands in the result, for every slot of every game', () => {
    const other = (digits: number) => '9'.repeat(digits);
    // The number as 1st, 2nd, 3rd, a starter or a consolation (4D), or the 1st of 5D / 6D.
    const placements = (number: string) => {
      const four = number.length === 3 ? `1${number}` : number.padStart(4, '0');
      const base = {
        first: '0000',
        second: '0001',
        third: '0002',
        starters: [] as string[],
        consolations: [] as string[],
      };
      return [
        { ...base, first: four },
        { ...base, second: four },
        { ...base, third: four },
        { ...base, starters: [four] },
        { ...base, consolations: [four] },
      ].map((fourD) => ({
        fourD,
        fiveD: { first: number.length === 5 ? number : other(5), second: '11111', third: '22222' },
        sixD: { first: number.length === 6 ? number : other(6) },
      }));
    };
    const cases: [string, Slot[]][] = [
      ['234', ['A', 'C']],
      ['1234', [...SLOTS]],
      ['12345', ['B']],
      ['123456', ['B']],
    ];
    for (const currency of ['MYR', 'SPR']) {
      const tables = tablesIn(currency);
      for (const [number, slots] of cases) {
        for (const slot of slots) {
          const kind = number.length >= 5 ? '5D6D' : '3D4D';
          const ticket = { number, mode: 'S' as const, amountsCents: amounts({ [slot]: 150 }), permutations: 1 };
          const best = Math.max(...placements(number).map((result) => winOf(ticket, result, tables[kind] ?? {})));
          const preview = topPayouts(
            {
              numberLength: number.length,
              mode: 'S',
              drawTypes: ['M'],
              amountsCents: ticket.amountsCents,
              permutations: 1,
            },
            tables,
          );
          expect(topRateKey(slot, number.length)).toBeDefined();
          expect(preview[0]?.topCents, `${currency}, ${number.length} digits, ${slot}`).toBe(best);
        }
      }
    }
  });
});
