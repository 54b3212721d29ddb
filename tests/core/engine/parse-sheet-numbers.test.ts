// Number lines: modes and combinations (docs/product.md D4.3, D5; engine-decisions "Numbers and modes").
// Every sheet here is `D` / `#1` / <line> at WED_10AM: one date (2026-11-18), M only, so one pair.
import { describe, it, expect } from 'vitest';
import { bet, parse, expectFault, single, slotAmounts } from './fixtures.ts';

describe('straight', () => {
  it('1234#1 is one number at 1.00', () => {
    const line = single(bet('1234#1'));
    expect(line).toMatchObject({ line: 3, number: '1234', mode: 'S', combinations: 1, costCents: 100 });
    expect(line.amountsCents).toEqual(slotAmounts({ B: 100 }));
  });

  it('leading zeros are kept', () => {
    expect(single(bet('0012#1')).number).toBe('0012');
  });

  it('the cost is the sum of the slot amounts', () => {
    const line = single(bet('1234#1#2#3#4#5#6#7#8#9'));
    expect(line.amountsCents).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(line.costCents).toBe(4500);
  });

  it('wrong lengths are status-E126', () => {
    expectFault(bet('12#1'), 3, 'status-E126');
    expectFault(bet('1234567#1', {}, '#3'), 3, 'status-E126');
  });
});

describe('BOX (prefix *)', () => {
  const cases: [string, number][] = [
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
    ['1111', 1],
    ['123', 6],
    ['112', 3],
    ['111', 1],
  ];
  for (const [number, permutations] of cases) {
    it(`*${number} has ${permutations} permutations, cost amount × ${permutations}`, () => {
      const line = single(bet(`*${number}#1`));
      expect(line).toMatchObject({ number, mode: 'B', combinations: permutations });
      // 3-digit lines put their first amount in A, 4-digit lines in B.
      expect(line.costCents).toBe(100 * permutations);
    });
  }

  it('BOX on 5D and 6D is status-E126', () => {
    expectFault(bet('*12345#1', {}, '#3'), 3, 'status-E126');
    expectFault(bet('*123456#1', {}, '#3'), 3, 'status-E126');
  });

  it('BOX on a roll is status-E126', () => {
    expectFault(bet('*12R4#1'), 3, 'status-E126');
  });

  it('BOX and REVERSE together is status-E126', () => {
    expectFault(bet('*1234*#1'), 3, 'status-E126');
  });
});

describe('iBOX (prefix **)', () => {
  it('**1234 has 24 permutations and costs the amount once', () => {
    const line = single(bet('**1234#1'));
    expect(line).toMatchObject({ number: '1234', mode: 'I', combinations: 24, costCents: 100 });
  });

  it('**1123 has 12 permutations, **123 has 6; each costs the amount', () => {
    expect(single(bet('**1123#2'))).toMatchObject({ combinations: 12, costCents: 200 });
    expect(single(bet('**123#2'))).toMatchObject({ combinations: 6, costCents: 200 });
  });

  it('iBOX of a number with one permutation is status-E126', () => {
    expectFault(bet('**1111#1'), 3, 'status-E126');
    expectFault(bet('**111#1'), 3, 'status-E126');
  });

  it('iBOX on 5D, 6D or a roll is status-E126', () => {
    expectFault(bet('**12345#1', {}, '#3'), 3, 'status-E126');
    expectFault(bet('**123456#1', {}, '#3'), 3, 'status-E126');
    expectFault(bet('**1R34#1'), 3, 'status-E126');
  });
});

describe('REVERSE (suffix *)', () => {
  it('1234* is 1234 and 4321, × 2', () => {
    expect(single(bet('1234*#1'))).toMatchObject({ number: '1234', mode: 'R', combinations: 2, costCents: 200 });
  });

  it('a palindrome is × 1', () => {
    expect(single(bet('1221*#1'))).toMatchObject({ combinations: 1, costCents: 100 });
    expect(single(bet('121*#1'))).toMatchObject({ combinations: 1, costCents: 100 });
  });

  it('works on 3D, 5D and 6D too', () => {
    expect(single(bet('123*#1'))).toMatchObject({ mode: 'R', combinations: 2, costCents: 200 });
    expect(single(bet('12345*#1', {}, '#3'))).toMatchObject({ combinations: 2, costCents: 200 });
    expect(single(bet('123456*#1', {}, '#3'))).toMatchObject({ combinations: 2, costCents: 200 });
  });

  it('a reversed roll is charged once per distinct number', () => {
    // 1RR1: 1xy1, whose reverse 1yx1 is in the same set → 100 numbers.
    expect(single(bet('1RR1*#1'))).toMatchObject({ combinations: 100, costCents: 10000 });
    // 12R4: 1204…1294 plus 4021…4921 → 20 numbers.
    expect(single(bet('12R4*#1'))).toMatchObject({ combinations: 20, costCents: 2000 });
  });
});

describe('ROLL (R)', () => {
  it('one R is 10 numbers, × 10', () => {
    expect(single(bet('12R4#1'))).toMatchObject({ number: '12R4', mode: 'S', combinations: 10, costCents: 1000 });
    expect(single(bet('R234#1'))).toMatchObject({ combinations: 10 });
  });

  it('RR is 100 numbers, × 100', () => {
    expect(single(bet('1RR4#1'))).toMatchObject({ combinations: 100, costCents: 10000 });
    expect(single(bet('R23R#0.1'))).toMatchObject({ combinations: 100, costCents: 1000 });
  });

  it('more than 2 R is bet1-toomanyr', () => {
    expectFault(bet('RRR4#1'), 3, 'bet1-toomanyr');
    expectFault(bet('RRRR#1'), 3, 'bet1-toomanyr');
  });

  it('R on a 3, 5 or 6-digit number is status-E126', () => {
    expectFault(bet('1R3#1'), 3, 'status-E126');
    expectFault(bet('1R345#1', {}, '#3'), 3, 'status-E126');
    expectFault(bet('1R3456#1', {}, '#3'), 3, 'status-E126');
  });

  it('a lower-case r is not a roll', () => {
    expect(bet('12r4#1').ok).toBe(false);
  });
});

describe('partial permutation', () => {
  it('1*003 permutes the last three digits: 3 numbers', () => {
    const line = single(bet('1*003#1'));
    expect(line).toMatchObject({ number: '1*003', mode: 'S', combinations: 3, costCents: 300 });
  });

  it('100*4 permutes the first three: 3 numbers', () => {
    expect(single(bet('100*4#1'))).toMatchObject({ number: '100*4', combinations: 3, costCents: 300 });
  });

  it('1*234 gives 6, 1*000 gives 1', () => {
    expect(single(bet('1*234#1')).combinations).toBe(6);
    expect(single(bet('1*000#1')).combinations).toBe(1);
  });

  it('a star mode on a partial permutation is status-E126', () => {
    expectFault(bet('*1*003#1'), 3, 'status-E126');
  });
});

describe('the ** suffix: single-prize slots', () => {
  it('amounts go to SA, SB, SC, SD, SE in that order', () => {
    const line = single(bet('1234**#1#2#3#4#5'));
    expect(line).toMatchObject({ number: '1234', mode: 'S', combinations: 1, costCents: 1500 });
    expect(line.amountsCents).toEqual(slotAmounts({ SA: 100, SB: 200, SC: 300, SD: 400, SE: 500 }));
  });

  it('fewer amounts fill the first slots', () => {
    expect(single(bet('1234**#1#2')).amountsCents).toEqual(slotAmounts({ SA: 100, SB: 200 }));
  });

  it('a 6th amount is status-E123, even empty', () => {
    expectFault(bet('1234**#1#2#3#4#5#6'), 3, 'status-E123');
    expectFault(bet('1234**#1#2#3#4#5#'), 3, 'status-E123');
  });

  it('is 4D only', () => {
    expect(bet('123**#1').ok).toBe(false);
    expect(bet('123**#1').lines).toEqual([]);
  });

  it('is not reordered by the bet sequence', () => {
    const betSequence = ['SE', 'SD', 'SC', 'SB', 'SA', 'C', 'A', 'S', 'B'] as const;
    expect(single(bet('1234**#1#2', { betSequence })).amountsCents).toEqual(slotAmounts({ SA: 100, SB: 200 }));
  });
});

describe('malformed lines', () => {
  it('a garbage line is status-E123', () => {
    expectFault(parse(['D', '#1', 'hello', '1234#1']), 3, 'status-E123');
    expectFault(parse(['D', '#1', 'X1234#1']), 3, 'status-E123');
  });

  it('other lines of the sheet still parse', () => {
    const result = parse(['D', '#1', 'hello', '1234#1']);
    expect(result.lines.map((line) => line.line)).toEqual([4]);
  });
});
