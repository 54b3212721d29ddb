// buildFormSheet → parseSheet round trips, and form 2's selector (engine-decisions "The form builder",
// "Numbers and modes"; product-docs/product.md D4.6).
import { describe, it, expect } from 'vitest';
import { buildFormSheet, expandNumber, parseSheet, selectorPattern } from '../../../src/core/engine/index.ts';
import type { FormLine, FormSheetRequest, Slot } from '../../../src/core/engine/index.ts';
import { ctx, codesAt, slotAmounts } from './fixtures.ts';

function roundTrip(request: FormSheetRequest) {
  const sheet = buildFormSheet(request);
  const result = parseSheet(sheet.text, ctx({ variant: request.variant, betSequence: request.betSequence }));
  return { sheet, result };
}

function expectSameLines(request: FormSheetRequest) {
  const { sheet, result } = roundTrip(request);
  expect(result.errors).toEqual([]);
  expect(result.dates).toEqual(request.dates);
  expect(sheet.rowLines).toHaveLength(request.lines.length);
  expect(
    result.lines.map((line) => ({
      number: line.number,
      mode: line.mode,
      drawTypes: line.drawTypes,
      amountsCents: line.amountsCents,
    })),
  ).toEqual(request.lines.map((line) => ({ ...line })));
  expect(result.lines.map((line) => line.line)).toEqual(sheet.rowLines);
  return { sheet, result };
}

const regularRows: FormLine[] = [
  { number: '1234', mode: 'S', drawTypes: ['M', 'P'], amountsCents: slotAmounts({ B: 100, S: 50 }) },
  { number: '5678', mode: 'B', drawTypes: ['M', 'P'], amountsCents: slotAmounts({ B: 20 }) },
  { number: '123', mode: 'R', drawTypes: ['T'], amountsCents: slotAmounts({ A: 200, C: 10 }) },
  { number: '1122', mode: 'I', drawTypes: ['T'], amountsCents: slotAmounts({ S: 500 }) },
  { number: '9R8R', mode: 'S', drawTypes: ['M', 'L', 'N'], amountsCents: slotAmounts({ SE: 10 }) },
  { number: '12345', mode: 'S', drawTypes: ['T'], amountsCents: slotAmounts({ B: 100 }) },
];

describe('buildFormSheet → parseSheet (regular)', () => {
  // At WED_10AM: 18 (Wed) and 21 (Sat) are draw dates of every operator.
  const request: FormSheetRequest = { variant: 'regular', dates: ['2026-11-18', '2026-11-21'], lines: regularRows };

  it('parses back to the same rows', () => {
    expectSameLines(request);
  });

  it('starts with the date line D#18#21', () => {
    expect(buildFormSheet(request).text.split(/\r\n|\n|\r/)[0]).toBe('D#18#21');
  });

  it('writes a draw-type line only when the draw types change', () => {
    const lines = buildFormSheet(request)
      .text.split(/\r\n|\n|\r/)
      .map((line) => line.trim());
    // [M,P], [M,P], [T], [T], [M,L,N], [T] → 4 changes.
    expect(lines.filter((line) => line.startsWith('#'))).toHaveLength(4);
  });

  it('prices like the sheet: cost over both dates', () => {
    const { result } = expectSameLines(request);
    // Row 1: (1.00 + 0.50) × 1 × 4 pairs = 600.
    expect(result.lines[0]?.costCents).toBe(600);
    // Row 2: 0.20 × 24 × 4 = 1920.
    expect(result.lines[1]?.costCents).toBe(1920);
  });

  it('leaves trailing zero amounts out', () => {
    const { sheet } = roundTrip({ variant: 'regular', dates: ['2026-11-18'], lines: [regularRows[0] as FormLine] });
    const row = sheet.text.split(/\r\n|\n|\r/)[(sheet.rowLines[0] ?? 0) - 1] ?? '';
    expect(row.split('#')).toHaveLength(3); // 1234, B, S
  });

  it("writes amounts in the user's bet sequence", () => {
    const betSequence: Slot[] = ['SE', 'SD', 'SC', 'SB', 'C', 'A', 'SA', 'S', 'B'];
    expectSameLines({ ...request, betSequence });
    const { sheet } = roundTrip({
      variant: 'regular',
      dates: ['2026-11-18'],
      lines: [regularRows[4] as FormLine],
      betSequence,
    });
    const row = sheet.text.split(/\r\n|\n|\r/)[(sheet.rowLines[0] ?? 0) - 1] ?? '';
    expect(row.split('#')).toHaveLength(2); // SE first: one amount
  });

  it('round-trips a selector row', () => {
    expectSameLines({
      variant: 'regular',
      dates: ['2026-11-22'],
      lines: [{ number: '[129]R55', mode: 'S', drawTypes: ['M'], amountsCents: slotAmounts({ B: 100 }) }],
    });
  });
});

describe('buildFormSheet → parseSheet (hourly)', () => {
  it('parses back to the same rows', () => {
    expectSameLines({
      variant: 'hourly',
      dates: ['2026-11-19'],
      lines: [
        { number: '1234', mode: 'S', drawTypes: ['L3', 'A3'], amountsCents: slotAmounts({ B: 100 }) },
        { number: '4321', mode: 'R', drawTypes: ['N'], amountsCents: slotAmounts({ S: 30 }) },
        { number: '123456', mode: 'S', drawTypes: ['L', 'A'], amountsCents: slotAmounts({ B: 100 }) },
        {
          number: '777',
          mode: 'S',
          drawTypes: ['L3', 'L', 'A3', 'A', 'N3', 'N'],
          amountsCents: slotAmounts({ C: 100 }),
        },
      ],
    });
  });
});

describe('rowLines find the error of a bad row', () => {
  it('maps the parser error back to its row', () => {
    const lines: FormLine[] = [
      { number: '1234', mode: 'S', drawTypes: ['M'], amountsCents: slotAmounts({ B: 100 }) },
      { number: '1R3', mode: 'S', drawTypes: ['M'], amountsCents: slotAmounts({ A: 100 }) },
      { number: '5678', mode: 'S', drawTypes: ['P'], amountsCents: slotAmounts({ B: 100 }) },
      { number: '12345', mode: 'S', drawTypes: ['M'], amountsCents: slotAmounts({ B: 100 }) },
    ];
    const { sheet, result } = roundTrip({ variant: 'regular', dates: ['2026-11-18'], lines });
    expect(result.ok).toBe(false);
    expect(codesAt(result, sheet.rowLines[1] ?? -1)).toContain('status-E126');
    expect(codesAt(result, sheet.rowLines[3] ?? -1)).toContain('status-E130');
    expect(codesAt(result, sheet.rowLines[0] ?? -1)).toEqual([]);
    expect(codesAt(result, sheet.rowLines[2] ?? -1)).toEqual([]);
    expect(result.lines.map((line) => line.line)).toEqual([sheet.rowLines[0], sheet.rowLines[2]]);
  });

  it('the builder does not judge: a zero row is written and the parser refuses it', () => {
    const { sheet, result } = roundTrip({
      variant: 'regular',
      dates: ['2026-11-18'],
      lines: [{ number: '1234', mode: 'S', drawTypes: ['M'], amountsCents: slotAmounts({}) }],
    });
    expect(sheet.rowLines).toHaveLength(1);
    expect(codesAt(result, sheet.rowLines[0] ?? -1)).toContain('status-E124');
  });
});

describe('selectorPattern', () => {
  it('columns 129 / 0-9 / 5 / 5 are 30 combinations', () => {
    const result = selectorPattern(['129', '0123456789', '5', '5']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.combinations).toBe(30);
    const numbers = expandNumber(result.pattern, 'S');
    expect(numbers).toHaveLength(30);
    expect(numbers[0]).toBe('1055');
    expect(numbers[29]).toBe('9955');
    const parsed = parseSheet(['D', '#1', `${result.pattern}#1`].join('\n'), ctx());
    expect(parsed.lines[0]?.combinations).toBe(30);
    expect(parsed.totalCents).toBe(3000);
  });

  it('single digits make a plain number', () => {
    const result = selectorPattern(['1', '2', '3', '4']);
    expect(result.ok && result.combinations).toBe(1);
    expect(result.ok && expandNumber(result.pattern, 'S')).toEqual(['1234']);
  });

  it('the order of the digits in a column does not matter', () => {
    const a = selectorPattern(['921', '5', '5', '5']);
    expect(a.ok && expandNumber(a.pattern, 'S')).toEqual(['1555', '2555', '9555']);
  });

  it('an empty column is status-E126', () => {
    const result = selectorPattern(['', '1', '2', '3']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('status-E126');
  });

  it('1000 combinations are fine, more are status-E143', () => {
    const all = '0123456789';
    const thousand = selectorPattern([all, all, all, '7']);
    expect(thousand.ok && thousand.combinations).toBe(1000);
    const over = selectorPattern([all, all, all, '78']);
    expect(over.ok).toBe(false);
    expect(!over.ok && over.error.code).toBe('status-E143');
  });
});
