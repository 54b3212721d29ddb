// Hand-worked 3D/4D settlement (docs/product.md D7). Win = cents staked × rate (cents per unit) ÷ 100; with the
// regular demo package. Every expected value carries its arithmetic.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { prizeHits, winOf } from '../../../server/settlement/prizes.ts';
import type { DrawResult } from '../../../server/settlement/result.ts';
import { expandNumber, SLOTS } from '../../../src/core/engine/index.ts';
import { demoFourD } from '../../../server/settlement/demo-results.ts';
import { FOUR, REGULAR, SPECIAL, ticket } from './fixtures.ts';

const RESULT: DrawResult = { fourD: FOUR };
const win = (t: ReturnType<typeof ticket>, result: DrawResult = RESULT, rates = REGULAR) => winOf(t, result, rates);

describe('Big (B)', () => {
  it('pays 1st, 2nd, 3rd, any starter, any consolation', () => {
    expect(win(ticket('1234', { B: 100 }))).toBe(250_000); // 1.00 × 2500 = 2500.00
    expect(win(ticket('5678', { B: 100 }))).toBe(100_000); // 1.00 × 1000 = 1000.00
    expect(win(ticket('9012', { B: 100 }))).toBe(50_000); // 1.00 × 500 = 500.00
    expect(win(ticket('2005', { B: 100 }))).toBe(18_000); // starter: 1.00 × 180 = 180.00
    expect(win(ticket('3010', { B: 100 }))).toBe(6_000); // consolation: 1.00 × 60 = 60.00
    expect(win(ticket('4444', { B: 100 }))).toBe(0); // not among the 23
  });

  it('scales with the stake', () => {
    expect(win(ticket('1234', { B: 10 }))).toBe(25_000); // 0.10 × 2500 = 250.00
    expect(win(ticket('2013', { B: 1_550 }))).toBe(279_000); // 15.50 × 180 = 2790.00
  });

  it('a 4D number hits at most one of the 26 distinct numbers', () => {
    expect(prizeHits(ticket('1234', { B: 100 }), RESULT)).toEqual([{ slot: 'B', rateKey: 'Prize1_Big' }]);
  });
});

describe('Small (S)', () => {
  it('pays 1st to 3rd only', () => {
    expect(win(ticket('1234', { S: 100 }))).toBe(350_000); // 1.00 × 3500
    expect(win(ticket('5678', { S: 100 }))).toBe(200_000); // 1.00 × 2000
    expect(win(ticket('9012', { S: 100 }))).toBe(100_000); // 1.00 × 1000
    expect(win(ticket('2001', { S: 100 }))).toBe(0); // starters do not pay Small
    expect(win(ticket('3001', { S: 100 }))).toBe(0); // nor consolations
  });
});

describe('single-prize slots SA SB SC SD SE (one rate, Prize1_4A = 6000)', () => {
  it('each pays only its own prize', () => {
    expect(win(ticket('1234', { SA: 100 }))).toBe(600_000); // 1.00 × 6000
    expect(win(ticket('5678', { SB: 100 }))).toBe(600_000); // 1.00 × 6000
    expect(win(ticket('9012', { SC: 100 }))).toBe(600_000); // 1.00 × 6000
    expect(win(ticket('2007', { SD: 100 }))).toBe(600_000); // any starter: 1.00 × 6000
    expect(win(ticket('3004', { SE: 100 }))).toBe(600_000); // any consolation: 1.00 × 6000
  });

  it('pays nothing on another prize', () => {
    expect(win(ticket('5678', { SA: 100 }))).toBe(0); // 2nd, SA is the 1st only
    expect(win(ticket('1234', { SB: 100, SC: 100, SD: 100, SE: 100 }))).toBe(0); // the 1st, none of them
    expect(win(ticket('3004', { SD: 100 }))).toBe(0); // a consolation is not a starter
    expect(win(ticket('2007', { SE: 100 }))).toBe(0); // a starter is not a consolation
  });
});

describe('A (3A) and C (3C/ABC) on a 4-digit number bet its last three digits', () => {
  it('A pays the last three digits of the 1st', () => {
    expect(win(ticket('1234', { A: 100 }))).toBe(66_000); // 234 = 1st's 234: 1.00 × 660
    expect(win(ticket('0234', { A: 100 }))).toBe(66_000); // the first digit is not bet
    expect(win(ticket('5678', { A: 100 }))).toBe(0); // the 2nd does not pay A
  });

  it('C pays the last three digits of the 1st, 2nd or 3rd', () => {
    expect(win(ticket('9234', { C: 100 }))).toBe(22_000); // 234 ↔ 1st: 1.00 × 220 (Prize1_ABC)
    expect(win(ticket('0678', { C: 100 }))).toBe(22_000); // 678 ↔ 2nd: 1.00 × 220 (Prize2_ABC)
    expect(win(ticket('1012', { C: 100 }))).toBe(22_000); // 012 ↔ 3rd: 1.00 × 220 (Prize3_ABC)
    expect(win(ticket('9234', { C: 100 }), RESULT, SPECIAL)).toBe(25_000); // SPR: 1.00 × 250
  });

  it('C wins every ending it hits when two prizes share one', () => {
    const shared: DrawResult = { fourD: { ...FOUR, second: '8234' } };
    expect(win(ticket('0234', { C: 100 }), shared)).toBe(44_000); // 1st and 2nd: 220 + 220 = 440.00
    expect(win(ticket('0234', { A: 100 }), shared)).toBe(66_000); // A still the 1st only
  });
});

describe('3-digit numbers take A and C directly', () => {
  it('A and C', () => {
    expect(win(ticket('234', { A: 100 }))).toBe(66_000); // 1.00 × 660
    expect(win(ticket('234', { C: 200 }))).toBe(44_000); // 2.00 × 220
    expect(win(ticket('678', { A: 100, C: 100 }))).toBe(22_000); // A misses (2nd); C 1.00 × 220
    expect(win(ticket('012', { C: 50 }))).toBe(11_000); // 0.50 × 220 (3rd)
    expect(win(ticket('999', { A: 100, C: 100 }))).toBe(0);
  });

  it('refuses a slot a 3-digit number cannot take', () => {
    expect(() => win(ticket('234', { B: 100 }))).toThrow(RangeError);
  });
});

describe('all nine slots on the 1st prize', () => {
  it('adds every hit', () => {
    const all = { B: 100, S: 100, SA: 100, A: 100, C: 100, SB: 100, SC: 100, SD: 100, SE: 100 };
    // B 2500 + S 3500 + SA 6000 + A 660 + C 220 (1st's ending) = 12 880.00; SB–SE miss
    expect(win(ticket('1234', all))).toBe(1_288_000);
  });
});

describe('modes', () => {
  it('BOX settles each permutation at the full amount', () => {
    const wins = expandNumber('4321', 'B').map((n) => win(ticket(n, { B: 100 }, 'B', 24)));
    expect(wins.filter((w) => w > 0)).toEqual([250_000]); // only 1234 hits: 1.00 × 2500, no division
    expect(wins).toHaveLength(24);
  });

  it('BOX whose permutations hit two prizes pays both tickets in full', () => {
    const result: DrawResult = { fourD: { ...FOUR, starters: ['2134', ...FOUR.starters.slice(1)] } };
    const total = expandNumber('1234', 'B').reduce((sum, n) => sum + win(ticket(n, { B: 100 }, 'B', 24), result), 0);
    expect(total).toBe(268_000); // 1234 1st 2500 + 2134 starter 180 = 2680.00
  });

  it('iBOX divides by the permutations and rounds half-up once per ticket', () => {
    // 1.00 on 24 permutations, Big 1st: 100 × 250 000 / 100 / 24 = 10 416.67 cents → 10 417 (104.17)
    expect(win(ticket('1234', { B: 100 }, 'I', 24))).toBe(10_417);
    // 1.00 on 12 permutations (1123), Big 2nd 1123: 100 × 100 000 / 100 / 12 = 8 333.33 → 8 333
    expect(win(ticket('1123', { B: 100 }, 'I', 12), { fourD: { ...FOUR, second: '1123' } })).toBe(8_333);
    // B + A + C on 1234, 24 permutations: (250 000 + 66 000 + 22 000) / 24 = 14 083.33 → 14 083
    // (rounding each prize first would give 10 417 + 2 750 + 917 = 14 084: the sum is rounded once)
    expect(win(ticket('1234', { B: 100, A: 100, C: 100 }, 'I', 24))).toBe(14_083);
  });

  it('iBOX rounds an exact half up', () => {
    const odd = { ...REGULAR, PrizeConsolation_Big: 1_236 }; // a package paying 12.36 per unit
    // 0.50 on 4 permutations (1112): 50 × 1 236 / 100 / 4 = 154.5 cents → 155
    const result: DrawResult = { fourD: { ...FOUR, consolations: ['1121', ...FOUR.consolations.slice(1)] } };
    expect(win(ticket('1121', { B: 50 }, 'I', 4), result, odd)).toBe(155);
    // at 12.35: 50 × 1 235 / 400 = 154.375 → 154
    expect(win(ticket('1121', { B: 50 }, 'I', 4), result, { ...odd, PrizeConsolation_Big: 1_235 })).toBe(154);
  });

  it('reverse and roll tickets are ordinary numbers', () => {
    expect(expandNumber('4321', 'R').map((n) => win(ticket(n, { B: 100 }, 'R')))).toEqual([250_000, 0]); // 1234, 4321
    const rolled = expandNumber('12R4', 'S').map((n) => win(ticket(n, { B: 100, S: 100 })));
    expect(rolled).toHaveLength(10);
    expect(rolled.reduce((a, b) => a + b, 0)).toBe(600_000); // only 1234: 2500 + 3500 = 6000.00
  });
});

describe('refusals', () => {
  it('will not settle against a missing or unpublished result', () => {
    expect(() => win(ticket('1234', { B: 100 }), {})).toThrow(/no published 4D/);
    expect(() => win(ticket('1234', { B: 100 }), { fourD: { ...FOUR, first: '----' } })).toThrow(/no published 4D/);
  });

  it('will not settle a corrupt ticket or a package without the rate', () => {
    expect(() => win(ticket('12R4', { B: 100 }))).toThrow(RangeError);
    expect(() => win({ ...ticket('1234', { B: 100 }), amountsCents: [100] })).toThrow(RangeError);
    expect(() => win(ticket('1234', { B: 10.5 }))).toThrow(RangeError);
    expect(() => win(ticket('1234', { B: 100 }, 'I', 0))).toThrow(RangeError);
    const lacking = Object.fromEntries(Object.entries(REGULAR).filter(([key]) => key !== 'Prize1_Big'));
    expect(() => win(ticket('1234', { B: 100 }), RESULT, lacking)).toThrow(/Prize1_Big/);
    expect(win(ticket('4444', { B: 100 }), RESULT, lacking)).toBe(0); // a rate is read only when it pays
  });
});

describe('properties over valid results', () => {
  const anyResult = fc.string().map((seed): DrawResult => ({ fourD: demoFourD(seed) }));

  it('A and C over every 3-digit number pay the table exactly once', () => {
    fc.assert(
      fc.property(anyResult, (result) => {
        let total = 0;
        for (let n = 0; n < 1_000; n++) total += win(ticket(String(n).padStart(3, '0'), { A: 100, C: 100 }), result);
        expect(total).toBe(66_000 + 3 * 22_000); // A 660 + C 3 × 220 = 1 320.00
      }),
      { numRuns: 20 },
    );
  });

  it('an iBOX ticket is within half a cent of the straight win ÷ permutations', () => {
    const slot = fc.constantFrom(...SLOTS);
    fc.assert(
      fc.property(
        anyResult,
        fc.integer({ min: 0, max: 22 }),
        slot,
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(4, 6, 12, 24),
        (result, index, s, cents, p) => {
          const four = result.fourD!;
          const number = [four.first, four.second, four.third, ...four.starters, ...four.consolations][index] as string;
          const straight = win(ticket(number, { [s]: cents }), result);
          const ibox = win(ticket(number, { [s]: cents }, 'I', p), result);
          expect(Math.abs(ibox * p - straight)).toBeLessThanOrEqual(p / 2);
        },
      ),
    );
  });
});
