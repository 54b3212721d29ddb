// Number lines: slots, repeated amounts, bet sequence, selector groups and limits
// (docs/product.md D4.3, D4.6, D4.7; engine-decisions "Amounts", "Numbers and modes", "Lines").
import { describe, it, expect } from 'vitest';
import type { Slot } from '../../../src/core/engine/index.ts';
import { bet, parse, codesAt, expectFault, lineAt, single, slotAmounts } from './fixtures.ts';

describe('slots by number length', () => {
  it('4D: positional B, S, SA, A, C, …', () => {
    expect(single(bet('1234#1#2')).amountsCents).toEqual(slotAmounts({ B: 100, S: 200 }));
    expect(single(bet('1234#0#0#0#4#5')).amountsCents).toEqual(slotAmounts({ A: 400, C: 500 }));
  });

  it('an empty amount is 0: 1234##1 is S only', () => {
    const line = single(bet('1234##1'));
    expect(line.amountsCents).toEqual(slotAmounts({ S: 100 }));
    expect(line.costCents).toBe(100);
  });

  it('3D takes A then C', () => {
    const line = single(bet('123#1#2'));
    expect(line.amountsCents).toEqual(slotAmounts({ A: 100, C: 200 }));
    expect(line.costCents).toBe(300);
  });

  it('5D and 6D take B only', () => {
    expect(single(bet('12345#1', {}, '#3')).amountsCents).toEqual(slotAmounts({ B: 100 }));
    expect(single(bet('123456#1', {}, '#3')).amountsCents).toEqual(slotAmounts({ B: 100 }));
  });

  it('an amount group beyond the slots is status-E123, even empty', () => {
    expectFault(bet('123#1#2#3'), 3, 'status-E123');
    expectFault(bet('123#1#2#'), 3, 'status-E123');
    expectFault(bet('12345#1#2', {}, '#3'), 3, 'status-E123');
    expectFault(bet('123456#1#', {}, '#3'), 3, 'status-E123');
    expectFault(bet('1234#1#2#3#4#5#6#7#8#9#1'), 3, 'status-E123');
  });
});

describe('the bet sequence', () => {
  const betSequence: readonly Slot[] = ['S', 'B', 'A', 'C', 'SA', 'SB', 'SC', 'SD', 'SE'];

  it('reorders the amounts of 4-digit lines', () => {
    const line = single(bet('1234#1#2#3', { betSequence }));
    expect(line.amountsCents).toEqual(slotAmounts({ S: 100, B: 200, A: 300 }));
  });

  it('leaves 3-digit lines on A, C', () => {
    expect(single(bet('123#1#2', { betSequence })).amountsCents).toEqual(slotAmounts({ A: 100, C: 200 }));
  });
});

describe('a line without amounts', () => {
  it("repeats the previous line's slots and mode", () => {
    const result = parse(['D', '#1', '*1234#1#2', '5678']);
    expect(lineAt(result, 4)).toMatchObject({ number: '5678', mode: 'B', combinations: 24, costCents: 7200 });
    expect(lineAt(result, 4)?.amountsCents).toEqual(slotAmounts({ B: 100, S: 200 }));
  });

  it('a star on the line overrides the mode', () => {
    const result = parse(['D', '#1', '*1234#1', '5678*', '**9012', '3456']);
    expect(lineAt(result, 4)).toMatchObject({ mode: 'R', combinations: 2, costCents: 200 });
    expect(lineAt(result, 5)).toMatchObject({ mode: 'I', combinations: 24, costCents: 100 });
    expect(lineAt(result, 6)).toMatchObject({ mode: 'I', combinations: 24, costCents: 100 }); // copies line 5
    expect(result.ok).toBe(true);
  });

  it('repeats the ** slots', () => {
    const result = parse(['D', '#1', '1234**#1#2', '5678']);
    expect(lineAt(result, 4)?.amountsCents).toEqual(slotAmounts({ SA: 100, SB: 200 }));
  });

  it("copies by slot: a 3D line's A is the A of the next 4D line", () => {
    const result = parse(['D', '#1', '123#1', '5678']);
    expect(lineAt(result, 4)?.amountsCents).toEqual(slotAmounts({ A: 100 }));
    expect(result.ok).toBe(true);
  });

  it('a copied non-zero amount in a slot the number does not take is status-E123', () => {
    expectFault(parse(['D', '#1', '1234#1', '123']), 4, 'status-E123');
  });

  it('copies even when the previous line had another fault', () => {
    const result = parse(['D', '#1', 'RRR4#1#2', '5678']);
    expectFault(result, 3, 'bet1-toomanyr');
    expect(lineAt(result, 4)?.amountsCents).toEqual(slotAmounts({ B: 100, S: 200 }));
  });

  it('as the first number line is status-E124', () => {
    expectFault(bet('1234'), 3, 'status-E124');
  });

  it('after a line whose amounts could not be read is status-E124', () => {
    const result = parse(['D', '#1', '1234#0.55', '5678']);
    expectFault(result, 3, 'status-E124');
    expectFault(result, 4, 'status-E124');
  });

  it('1234# has one empty amount, all zero: status-E124', () => {
    expectFault(bet('1234#'), 3, 'status-E124');
  });
});

describe('selector groups', () => {
  it('[129]R55 is 1055…3955 over 1, 2, 9: 30 numbers', () => {
    const line = single(bet('[129]R55#1'));
    expect(line).toMatchObject({ number: '[129]R55', mode: 'S', combinations: 30, costCents: 3000 });
    expect(line.amountsCents).toEqual(slotAmounts({ B: 100 }));
  });

  it('four full groups are 10000 numbers: status-E143', () => {
    const all = '[0123456789]';
    expectFault(bet(`${all}${all}${all}[01]#1`), 3, 'status-E143');
    expect(single(bet(`${all}${all}${all}5#0.1`)).combinations).toBe(1000);
    expect(single(bet(`${all}RR5#0.1`)).combinations).toBe(1000);
  });

  it('takes no BOX or iBOX', () => {
    expect(bet('*[129]R55#1').ok).toBe(false);
    expect(bet('**[129]355#1').ok).toBe(false);
  });

  it('a selector line may cost at most 10000.00 (status-E140)', () => {
    expect(single(bet('[129]R55#333.3')).costCents).toBe(999_900); // 30 × 333.30
    expectFault(bet('[129]R55#400'), 3, 'status-E140'); // 30 × 400.00 = 12000.00
  });

  it('an empty group is a malformed number', () => {
    expect(bet('[]234#1').ok).toBe(false);
  });
});

describe('sheet limits', () => {
  const lines = (count: number, line = '1234#1') => Array.from({ length: count }, () => line);

  it('50 number lines are fine', () => {
    const result = parse(['D', '#1', ...lines(50)]);
    expect(result.ok).toBe(true);
    expect(result.lines).toHaveLength(50);
    expect(result.totalCents).toBe(5000);
  });

  it('51 number lines are bet1-toomanybet at line 0', () => {
    expectFault(parse(['D', '#1', ...lines(51)]), 0, 'bet1-toomanybet');
  });

  it('faulty number-shaped lines count towards the 50', () => {
    expectFault(parse(['D', '#1', ...lines(50), '1R3#1']), 0, 'bet1-toomanybet');
    expectFault(parse(['D', '#1', ...lines(50), '*12R4#1']), 0, 'bet1-toomanybet');
  });

  it('a garbage line is not a number line', () => {
    const result = parse(['D', '#1', ...lines(50), 'hello']);
    expect(codesAt(result, 0)).not.toContain('bet1-toomanybet');
    expect(codesAt(result, 53)).toContain('status-E123');
  });

  it('no number line is bet1-nobet at line 0', () => {
    expectFault(parse(['D', '#1']), 0, 'bet1-nobet');
    expectFault(parse(['D', '#1', '', '#2']), 0, 'bet1-nobet');
  });

  it('exactly 10000 tickets are fine', () => {
    // D2 with #12345 at WED_10AM: dates 18, 21; 5 × 2 = 10 pairs; 10 lines × 100 numbers × 10 = 10000.
    const result = parse(['D2', '#12345', ...lines(10, '1RR4#0.1')]);
    expect(result.ok).toBe(true);
    expect(result.ticketCount).toBe(10_000);
    expect(result.totalCents).toBe(100_000);
  });

  it('over 10000 tickets is status-E143 for the sheet (line 0)', () => {
    // 11 lines × 100 numbers × 10 pairs = 11000.
    expectFault(parse(['D2', '#12345', ...lines(11, '1RR4#0.1')]), 0, 'status-E143');
    // D3: dates 18, 21, 22 → 15 pairs; 7 × 100 × 15 = 10500.
    expectFault(parse(['D3', '#12345', ...lines(7, '1RR4#0.1')]), 0, 'status-E143');
  });
});
