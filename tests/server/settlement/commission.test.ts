// Commission on stake (half-up to the cent), position-taking shares (exact, largest remainder), the
// player's commission by slot family, and every level's figures of a settled bet (zero-sum).
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  betFigures,
  commissionKeyOf,
  commissionOf,
  playerCommissionOf,
  ptShares,
  type LevelRates,
} from '../../../server/settlement/commission.ts';

describe('commissionOf', () => {
  it('is the stake at the package rate', () => {
    expect(commissionOf(10_000, 1_000)).toBe(1_000); // 100.00 at 10% = 10.00
    expect(commissionOf(100, 1_000)).toBe(10); // 1.00 at 10% = 0.10
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(12_345, 10_000)).toBe(12_345); // 100%
  });

  it('rounds half-up to the cent', () => {
    expect(commissionOf(35, 1_000)).toBe(4); // 0.35 × 10% = 3.5 cents → 4
    expect(commissionOf(25, 1_000)).toBe(3); // 2.5 → 3
    expect(commissionOf(34, 1_000)).toBe(3); // 3.4 → 3
    expect(commissionOf(15, 1_250)).toBe(2); // 1.875 → 2
    expect(commissionOf(999_990, 1_234)).toBe(123_399); // 123 398.766 → 123 399
  });

  it('refuses what is not money or a rate', () => {
    expect(() => commissionOf(10.5, 1_000)).toThrow(RangeError);
    expect(() => commissionOf(-100, 1_000)).toThrow(RangeError);
    expect(() => commissionOf(100, 10_001)).toThrow(RangeError);
    expect(() => commissionOf(100, 12.5)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (stake, bp) => {
        const diff = commissionOf(stake, bp) * 10_000 - stake * bp; // in 1/10000 cents
        expect(diff > -5_000 && diff <= 5_000).toBe(true);
      }),
    );
  });
});

describe('ptShares', () => {
  it('the demo tree: company 100%, agent1 50%, agent2 30%, a bet of member3 (under agent2)', () => {
    // agent2 keeps 30%, agent1 50 − 30 = 20%, the company the rest 100 − 50 = 50%
    expect(ptShares([3_000, 5_000, 10_000], 10_000)).toEqual([3_000, 2_000, 5_000]);
  });

  it('loses and invents no cent', () => {
    expect(ptShares([3_000, 5_000, 10_000], 1)).toEqual([0, 0, 1]); // 0.3, 0.2, 0.5: the 0.5 gets the cent
    expect(ptShares([3_000, 5_000, 10_000], 7)).toEqual([2, 1, 4]); // 2.1, 1.4, 3.5 → 2 + 1 + 3, leftover 1 to 3.5
    // bps 3333, 3334, 3333 → 33.33, 33.34, 33.33: floors 99, the one cent left goes to the largest remainder (.34)
    expect(ptShares([3_333, 6_667, 10_000], 100)).toEqual([33, 34, 33]);
  });

  it('breaks ties towards the higher level', () => {
    expect(ptShares([5_000, 10_000], 1)).toEqual([0, 1]); // 0.5 and 0.5: the company
    expect(ptShares([2_500, 5_000, 7_500, 10_000], 2)).toEqual([0, 0, 1, 1]); // four × 0.5: the top two
  });

  it('handles a member under the company, an agent with the same PT as its downline, and negatives', () => {
    expect(ptShares([10_000], 12_345)).toEqual([12_345]);
    expect(ptShares([3_000, 3_000, 10_000], 1_000)).toEqual([300, 0, 700]);
    expect(ptShares([3_000, 5_000, 10_000], -7)).toEqual([-2, -1, -4]);
    expect(ptShares([3_000, 5_000, 10_000], 0)).toEqual([0, 0, 0]);
  });

  it("ignores the company's own PT figure: it keeps the rest", () => {
    expect(ptShares([3_000, 5_000, 0], 10_000)).toEqual([3_000, 2_000, 5_000]);
  });

  it('refuses an impossible path', () => {
    expect(() => ptShares([], 100)).toThrow(RangeError);
    expect(() => ptShares([5_000, 3_000, 10_000], 100)).toThrow(RangeError); // PT falls going up
    expect(() => ptShares([10_001, 10_000], 100)).toThrow(RangeError);
    expect(() => ptShares([3_000, 10_000], 1.5)).toThrow(RangeError);
  });

  const paths = fc
    .array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 8 })
    .map((agents) => [...agents.sort((a, b) => a - b), 10_000]);

  it('always sums exactly, each share within one cent of its exact value, symmetric in sign', () => {
    fc.assert(
      fc.property(paths, fc.integer({ min: -1e12, max: 1e12 }), (path, amount) => {
        const shares = ptShares(path, amount);
        expect(shares).toHaveLength(path.length);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        const bps = path.map((pt, i) => (i === path.length - 1 ? 10_000 : pt) - (i > 0 ? (path[i - 1] as number) : 0));
        shares.forEach((share, i) => {
          expect(Math.abs(share * 10_000 - amount * (bps[i] as number))).toBeLessThan(10_000);
        });
        expect(ptShares(path, -amount)).toEqual(shares.map((share) => (share === 0 ? 0 : -share)));
      }),
    );
  });
});

describe('commissionKeyOf', () => {
  it('names the package rate of each slot family', () => {
    const four = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((slot) => commissionKeyOf(4, slot));
    expect(four).toEqual([
      'Commission_Big',
      'Commission_Small',
      'Commission_4A',
      'Commission_A',
      'Commission_ABC',
      'Commission_4A',
      'Commission_4A',
      'Commission_4A',
      'Commission_4A',
    ]);
    expect([commissionKeyOf(3, 3), commissionKeyOf(3, 4)]).toEqual(['Commission_A', 'Commission_ABC']);
    expect([commissionKeyOf(5, 0), commissionKeyOf(6, 0)]).toEqual(['Commission_5D', 'Commission_6D']);
    expect(() => commissionKeyOf(7, 0)).toThrow(RangeError);
    expect(() => commissionKeyOf(4, 9)).toThrow(RangeError);
  });
});

describe('playerCommissionOf', () => {
  const amounts = (slots: Partial<Record<number, number>>) =>
    Array.from({ length: 9 }, (_, index) => slots[index] ?? 0);
  const tenPercent = {
    Commission_Big: 1000,
    Commission_Small: 1000,
    Commission_4A: 1000,
    Commission_A: 1000,
    Commission_ABC: 1000,
  };

  it('pays each family at its rate, rounded half-up once per family', () => {
    // B 1.05 at 10% = 10.5 → 11; S 0.25 at 10% = 2.5 → 3: 14 (not 13 on the 1.30 together).
    expect(
      playerCommissionOf([{ number: '1234', amountsCents: amounts({ 0: 105, 1: 25 }), permutations: 1 }], tenPercent),
    ).toBe(14);
    // Two tickets of one family are summed before rounding: 2 × 0.25 → 5, not 3 + 3.
    const small = { number: '1234', amountsCents: amounts({ 1: 25 }), permutations: 1 };
    expect(playerCommissionOf([small, { ...small, number: '4321' }], tenPercent)).toBe(5);
    expect(
      playerCommissionOf([{ number: '123456', amountsCents: amounts({ 0: 100 }), permutations: 1 }], {
        Commission_6D: 1500,
      }),
    ).toBe(15);
  });

  it("sums an iBOX line exactly: its permutations together stake the line's amount", () => {
    const line = Array.from({ length: 24 }, () => ({
      number: '1234',
      amountsCents: amounts({ 0: 150 }),
      permutations: 24,
    }));
    expect(playerCommissionOf(line, tenPercent)).toBe(15);
    // Half the permutations hold half the amount: 75 → 7.5 → 8.
    expect(playerCommissionOf(line.slice(0, 12), tenPercent)).toBe(8);
  });

  it('pays nothing for a rate the package lacks, and refuses a corrupt one', () => {
    expect(
      playerCommissionOf([{ number: '12345', amountsCents: amounts({ 0: 100 }), permutations: 1 }], tenPercent),
    ).toBe(0);
    expect(() =>
      playerCommissionOf([{ number: '1234', amountsCents: amounts({ 0: 100 }), permutations: 1 }], {
        Commission_Big: 12.5,
      }),
    ).toThrow(RangeError);
    expect(() =>
      playerCommissionOf([{ number: '1234', amountsCents: amounts({ 0: -1 }), permutations: 1 }], tenPercent),
    ).toThrow(RangeError);
  });
});

describe('betFigures', () => {
  const member = { commissionBp: 0, ptBp: 0 };
  const agent2 = { commissionBp: 800, ptBp: 3000 };
  const agent1 = { commissionBp: 1000, ptBp: 5000 };
  const company = { commissionBp: 2000, ptBp: 10_000 };

  it('the demo tree, member3 losing 15.30 with 1.53 commission', () => {
    expect(
      betFigures({ stakeCents: 1530, playerCommissionCents: 153, winCents: 0 }, member, [agent2, agent1], company),
    ).toEqual([
      { stakeCents: 1530, commissionCents: 153, winCents: 0, shareCents: 0, netCents: -1377 },
      { stakeCents: 0, commissionCents: 122, winCents: 0, shareCents: 413, netCents: 535 },
      { stakeCents: 0, commissionCents: 31, winCents: 0, shareCents: 275, netCents: 306 },
      { stakeCents: 0, commissionCents: -153, winCents: 0, shareCents: 689, netCents: 536 },
    ]);
  });

  it('a member right under the company: the company keeps the whole outcome and pays no agent', () => {
    expect(betFigures({ stakeCents: 100, playerCommissionCents: 10, winCents: 250_000 }, member, [], company)).toEqual([
      { stakeCents: 100, commissionCents: 10, winCents: 250_000, shareCents: 0, netCents: 249_910 },
      { stakeCents: 0, commissionCents: 0, winCents: 0, shareCents: -249_910, netCents: -249_910 },
    ]);
  });

  it("measures the direct agent's commission from the member's own commission_bp", () => {
    const figures = betFigures(
      { stakeCents: 1000, playerCommissionCents: 100, winCents: 0 },
      { commissionBp: 500, ptBp: 0 },
      [agent2],
      company,
    );
    expect(figures[1]!.commissionCents).toBe(30); // 8% − 5%
  });

  it('refuses a path whose commission falls going up, or negative inputs', () => {
    expect(() =>
      betFigures(
        { stakeCents: 100, playerCommissionCents: 0, winCents: 0 },
        { commissionBp: 900, ptBp: 0 },
        [agent2],
        company,
      ),
    ).toThrow(RangeError);
    expect(() =>
      betFigures({ stakeCents: 100, playerCommissionCents: 0, winCents: 0 }, member, [agent1, agent2], company),
    ).toThrow(RangeError);
    expect(() => betFigures({ stakeCents: -1, playerCommissionCents: 0, winCents: 0 }, member, [], company)).toThrow(
      RangeError,
    );
  });

  const levels = fc
    .array(fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })), {
      minLength: 1,
      maxLength: 7,
    })
    .map((pairs) => {
      const commissions = pairs.map(([c]) => c).sort((a, b) => a - b);
      const pts = pairs.map(([, p]) => p).sort((a, b) => a - b);
      return commissions.map((commissionBp, index) => ({ commissionBp, ptBp: pts[index] as number }));
    });

  it("always adds up to zero to the cent, the shares to the house's outcome", () => {
    fc.assert(
      fc.property(
        levels,
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1e12 }),
        (path, stake, rate, win) => {
          const [memberRates, ...agents] = path as [LevelRates, ...LevelRates[]];
          const commission = commissionOf(stake, rate);
          const figures = betFigures(
            { stakeCents: stake, playerCommissionCents: commission, winCents: win },
            memberRates,
            agents,
            company,
          );
          expect(figures).toHaveLength(agents.length + 2);
          expect(figures.reduce((sum, f) => sum + f.netCents, 0)).toBe(0);
          expect(figures.reduce((sum, f) => sum + f.shareCents, 0)).toBe(stake - commission - win);
          for (const f of figures)
            expect(f.netCents).toBe(f.commissionCents + f.winCents + f.shareCents - f.stakeCents);
        },
      ),
    );
  });
});
