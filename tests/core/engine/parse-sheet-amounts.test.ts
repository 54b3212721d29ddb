// Amounts, money and totals (docs/product.md D4.4, D4.5, D5, D6; engine-decisions "Amounts").
import { describe, it, expect } from 'vitest';
import { bet, parse, codesAt, expectFault, lineAt, single, slotAmounts } from './fixtures.ts';

describe('amount format', () => {
  const valid: [string, number][] = [
    ['5', 500],
    ['0.5', 50],
    ['9999.8', 999_980],
    ['0.1', 10],
    ['12.3', 1230],
    ['1000', 100_000],
  ];
  for (const [text, cents] of valid) {
    it(`${text} is ${cents} cents`, () => {
      expect(single(bet(`1234#${text}`)).amountsCents).toEqual(slotAmounts({ B: cents }));
    });
  }

  const invalid = ['.5', '5.', '0.50', '9999.9', '12345', '10000', '1.05', '1,5', '-1', '1e2', ' 1x'];
  for (const text of invalid) {
    it(`'${text}' is status-E124`, () => {
      expectFault(bet(`1234#${text}`), 3, 'status-E124');
    });
  }

  it('a malformed amount in a later slot fails the line too', () => {
    expectFault(bet('1234#1#.5'), 3, 'status-E124');
  });
});

describe('step', () => {
  it('THB amounts are whole units: 1.5 is status-E124, 2 is 200 cents', () => {
    expectFault(bet('1234#1.5', { currency: 'THB' }), 3, 'status-E124');
    expectFault(bet('1234#0.5', { currency: 'THB' }), 3, 'status-E124');
    expect(single(bet('1234#2', { currency: 'THB' })).costCents).toBe(200);
  });

  it('MYR takes tenths', () => {
    expect(single(bet('1234#0.1#0.2')).costCents).toBe(30);
  });
});

describe('minimums', () => {
  const site = { minimumsCents: { regular: 100, ibox: 500 } };

  it('a non-zero amount under the site minimum is bet2-minbet with the minimum as text', () => {
    expectFault(bet('1234#0.5', site), 3, 'bet2-minbet', ['1.00']);
    expectFault(bet('1234#1#0.9', site), 3, 'bet2-minbet', ['1.00']);
    expect(single(bet('1234#1#0', site)).costCents).toBe(100);
  });

  it('the default minimum is the step', () => {
    expect(single(bet('1234#0.1')).costCents).toBe(10);
    expect(single(bet('1234#1', { currency: 'THB' })).costCents).toBe(100);
  });

  it('on iBOX the default minimum is 0.50 in MYR (status-E127)', () => {
    expectFault(bet('**1234#0.4'), 3, 'status-E127', ['0.50']);
    expect(single(bet('**1234#0.5')).costCents).toBe(50);
  });

  it('on iBOX the default minimum is 5.00 in THB', () => {
    expectFault(bet('**1234#4', { currency: 'THB' }), 3, 'status-E127', ['5.00']);
    expect(single(bet('**1234#5', { currency: 'THB' })).costCents).toBe(500);
  });

  it('the site iBOX minimum applies to every non-zero slot', () => {
    expectFault(bet('**1234#4.9', site), 3, 'status-E127', ['5.00']);
    expectFault(bet('**1234#5#1', site), 3, 'status-E127', ['5.00']);
    expect(single(bet('**1234#5#0', site)).costCents).toBe(500);
  });

  it('BOX lines use the regular minimum', () => {
    expect(single(bet('*1234#1', site)).costCents).toBe(2400);
    expectFault(bet('*1234#0.5', site), 3, 'bet2-minbet', ['1.00']);
  });
});

describe('all-zero lines', () => {
  it('are status-E124', () => {
    expectFault(bet('1234#0'), 3, 'status-E124');
    expectFault(bet('1234#0#0.0#'), 3, 'status-E124');
    expectFault(bet('123##0'), 3, 'status-E124');
  });
});

describe('cost and totals', () => {
  it('cost = Σ amounts × combinations × pairs', () => {
    // D2 with #12 at WED_10AM: dates 18 and 21, M and P on both → 4 pairs; BOX 1123 → 12.
    const result = parse(['D2', '#12', '*1123#1#0.5']);
    const line = single(result);
    expect(line.costCents).toBe(150 * 12 * 4);
    expect(result.totalCents).toBe(7200);
    expect(result.ticketCount).toBe(12 * 4);
  });

  it('iBOX costs Σ amounts × pairs, but tickets count every permutation', () => {
    const result = parse(['D2', '#1', '**1234#1']);
    expect(single(result).costCents).toBe(200);
    expect(result.ticketCount).toBe(48);
  });

  it('only (draw type, date) pairs with a draw count', () => {
    // D3 with #18: dates 18, 19, 20; M draws on 18 only, L on all three → 4 pairs.
    const result = parse(['D3', '#18', '1234#1']);
    expect(single(result).costCents).toBe(400);
    expect(result.ticketCount).toBe(4);
  });

  it('totalCents and ticketCount sum the lines', () => {
    // D3 over 18, 19, 20 (L makes 19 and 20 open); line 3 is M (1 pair), line 5 is L (3 pairs).
    const result = parse(['D3', '#1', '1234#1', '#8', '*5678#2']);
    expect(lineAt(result, 3)?.costCents).toBe(100);
    expect(lineAt(result, 5)?.costCents).toBe(200 * 24 * 3);
    expect(result.totalCents).toBe(100 + 14_400);
    expect(result.ticketCount).toBe(1 + 24 * 3);
  });

  it('faulty lines add nothing to lines or totals', () => {
    const result = parse(['D', '#1', '1234#1', '1R3#5', '*12R4#5', '5678#2', 'junk']);
    expect(result.ok).toBe(false);
    expect(result.lines.map((line) => line.line)).toEqual([3, 6]);
    expect(result.totalCents).toBe(300);
    expect(result.ticketCount).toBe(2);
  });
});

describe('line numbers and ok', () => {
  it('are 1-based over the text as typed, with \\r\\n, \\r and empty lines', () => {
    // 1 'D', 2 '', 3 '#1', 4 '1234#1', 5 '', 6 '5678#2', 7 '1R3#1'
    const result = parse('D\r\n\r\n#1\r1234#1\n\n  5678#2  \r\n1R3#1');
    expect(result.lines.map((line) => line.line)).toEqual([4, 6]);
    expect(codesAt(result, 7)).toContain('status-E126');
    expect(result.totalCents).toBe(300);
  });

  it('\\n\\r is two line breaks', () => {
    // 1 'D', 2 '', 3 '#1', 4 '1234#1'
    expect(single(parse('D\n\r#1\n1234#1')).line).toBe(4);
  });

  it('lines are trimmed', () => {
    expect(single(parse('  D  \n\t#1 \n   1234#1   ')).costCents).toBe(100);
  });

  it('ok is true iff there are no errors', () => {
    const sheets = [
      ['D', '#1', '1234#1'],
      ['D', '#1', '1234'],
      ['D'],
      ['D', '#1', '1234#1', 'junk'],
      ['D', '#*', '12345#1', '**1234#1'],
    ];
    for (const sheet of sheets) {
      const result = parse(sheet);
      expect(result.ok).toBe(result.errors.length === 0);
    }
    expect(parse(sheets[0] ?? []).ok).toBe(true);
    expect(parse(sheets[1] ?? []).ok).toBe(false);
  });

  it('every error names a line of the text or 0', () => {
    const text = ['D', '#1', '1234', 'x', '#11', '99#1'];
    const result = parse(text);
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(error.line).toBeGreaterThanOrEqual(0);
      expect(error.line).toBeLessThanOrEqual(text.length);
    }
  });
});
