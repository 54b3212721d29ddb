// Property tests (fast-check) over parseSheet, expandNumber and buildFormSheet.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { buildFormSheet, expandNumber, parseSheet, SLOTS } from '../../../src/core/engine/index.ts';
import type { FormLine, Mode, SheetResult } from '../../../src/core/engine/index.ts';
import { amountText, ctx, multinomial } from './fixtures.ts';

const RUNS = { numRuns: 250 };

// ---- generators ----
const sheetChar = fc.constantFrom(
  'D',
  '#',
  '*',
  'R',
  '.',
  '\n',
  '\r',
  ' ',
  '[',
  ']',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '8',
  '9',
);
const sheetLikeText = fc.oneof(
  fc.array(sheetChar, { maxLength: 120 }).map((chars) => chars.join('')),
  fc
    .array(
      fc.oneof(
        fc.constantFrom('D', 'D2', 'D#18#21', '#1', '#*', '#83', '#8393', '', '1234', '**1111#1'),
        fc
          .array(
            sheetChar.filter((c) => c !== '\n' && c !== '\r'),
            { maxLength: 16 },
          )
          .map((chars) => chars.join('')),
      ),
      { maxLength: 60 },
    )
    .map((lines) => lines.join('\n')),
);
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((ds) => ds.join(''));
/** Non-empty set of regular sheet digits, written ascending, so never containing 83 or 810. */
const markerDigits = fc
  .subarray(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], { minLength: 1 })
  .map((ds) => ds.join(''));
const nonZeroCents = fc.integer({ min: 1, max: 9999 }).map((units) => units * 10);
const cents = fc.oneof(fc.constant(0), nonZeroCents);
const iboxCents = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 5, max: 9999 }).map((units) => units * 10),
);

const isPalindrome = (n: string) => n === [...n].reverse().join('');
const weekly = new Set(['1', '2', '3', '4', '5', '6', '7']);

function sumLines(result: SheetResult) {
  return result.lines.reduce((sum, line) => sum + line.costCents, 0);
}

describe('parseSheet never throws', () => {
  it('on any string', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('regular' as const, 'hourly' as const),
        (text, variant) => {
          const result = parseSheet(text, ctx({ variant }));
          expect(result.ok).toBe(result.errors.length === 0);
          // The safety net (status-E101) must never be what answered: no internal path may throw.
          expect(result.errors.map((error) => error.code)).not.toContain('status-E101');
        },
      ),
      RUNS,
    );
  });

  it('on sheet-like text', () => {
    fc.assert(
      fc.property(sheetLikeText, fc.constantFrom('regular' as const, 'hourly' as const), (text, variant) => {
        const result = parseSheet(text, ctx({ variant }));
        expect(result.ok).toBe(result.errors.length === 0);
        // The safety net (status-E101) must never be what answered: no internal path may throw.
        expect(result.errors.map((error) => error.code)).not.toContain('status-E101');
        expect(result.totalCents).toBe(sumLines(result));
      }),
      RUNS,
    );
  });
});

describe('BOX and iBOX counts are multinomial', () => {
  const number = fc.oneof(digits(3), digits(4));

  it('via expandNumber', () => {
    fc.assert(
      fc.property(number, fc.constantFrom<Mode>('B', 'I'), (n, mode) => {
        const list = expandNumber(n, mode);
        if (mode === 'I' && multinomial(n) === 1) return; // iBOX of 1111 is refused
        expect(list.length).toBe(multinomial(n));
        expect(new Set(list).size).toBe(list.length);
        expect([...list].sort()).toEqual(list);
        for (const item of list) expect([...item].sort().join('')).toBe([...n].sort().join(''));
      }),
      RUNS,
    );
  });

  it('via parseSheet combinations and cost', () => {
    fc.assert(
      fc.property(number, fc.boolean(), (n, ibox) => {
        fc.pre(!ibox || multinomial(n) > 1);
        const result = parseSheet(['D', '#1', `${ibox ? '**' : '*'}${n}#1`].join('\n'), ctx());
        expect(result.errors).toEqual([]);
        expect(result.lines[0]?.combinations).toBe(multinomial(n));
        expect(result.totalCents).toBe(ibox ? 100 : 100 * multinomial(n));
      }),
      RUNS,
    );
  });
});

// A generated sheet: 'D3' then, per line, its own '#…' marker and a 4-digit number line.
interface GenLine {
  marker: string;
  number: string;
  mode: Mode;
  amounts: number[];
}
const genLine: fc.Arbitrary<GenLine> = fc
  .record({
    marker: markerDigits,
    number: digits(4),
    mode: fc.constantFrom<Mode>('S', 'B', 'I', 'R'),
    amounts: fc.array(cents, { minLength: 1, maxLength: 9 }),
    fallback: nonZeroCents,
  })
  .map(({ marker, number, mode, amounts, fallback }) => ({
    marker,
    number,
    mode: mode === 'I' && multinomial(number) === 1 ? 'B' : mode,
    amounts: amounts.every((a) => a === 0) ? [...amounts.slice(1), fallback] : amounts,
  }))
  .map((line) => ({
    ...line,
    amounts: line.mode === 'I' ? line.amounts.map((a) => (a > 0 && a < 50 ? 50 : a)) : line.amounts,
  }));

function numberLine(line: GenLine): string {
  const body =
    line.mode === 'B'
      ? `*${line.number}`
      : line.mode === 'I'
        ? `**${line.number}`
        : line.mode === 'R'
          ? `${line.number}*`
          : line.number;
  return body + line.amounts.map((a) => `#${amountText(a)}`).join('');
}
const sheetOf = (lines: readonly GenLine[]) =>
  ['D3', ...lines.flatMap((line) => [`#${line.marker}`, numberLine(line)])].join('\n');

describe('totals', () => {
  it('totalCents is the sum of costCents, ticketCount Σ combinations × pairs (hand oracle)', () => {
    fc.assert(
      fc.property(fc.array(genLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const result = parseSheet(sheetOf(lines), ctx());
        expect(result.errors).toEqual([]);
        // At WED_10AM, D3 is 18, 19, 20 if any line names L, A or N (daily), else 18, 21, 22.
        const anyDaily = lines.some((line) => [...line.marker].some((d) => !weekly.has(d)));
        expect(result.dates).toEqual(
          anyDaily ? ['2026-11-18', '2026-11-19', '2026-11-20'] : ['2026-11-18', '2026-11-21', '2026-11-22'],
        );
        let tickets = 0;
        lines.forEach((line, i) => {
          const w = [...line.marker].filter((d) => weekly.has(d)).length;
          const pairs = anyDaily ? w + (line.marker.length - w) * 3 : line.marker.length * 3;
          const combinations =
            line.mode === 'S' ? 1 : line.mode === 'R' ? (isPalindrome(line.number) ? 1 : 2) : multinomial(line.number);
          const sum = line.amounts.reduce((a, b) => a + b, 0);
          const parsed = result.lines[i];
          expect(parsed?.combinations).toBe(combinations);
          expect(parsed?.costCents).toBe(sum * (line.mode === 'I' ? 1 : combinations) * pairs);
          tickets += combinations * pairs;
        });
        expect(result.totalCents).toBe(sumLines(result));
        expect(result.ticketCount).toBe(tickets);
      }),
      RUNS,
    );
  });

  it('reordering lines, each under its own marker, keeps totalCents', () => {
    fc.assert(
      fc.property(
        fc
          .array(genLine, { minLength: 1, maxLength: 8 })
          .chain((lines) =>
            fc.tuple(
              fc.constant(lines),
              fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
            ),
          ),
        ([lines, shuffled]) => {
          const a = parseSheet(sheetOf(lines), ctx());
          const b = parseSheet(sheetOf(shuffled), ctx());
          expect(a.ok && b.ok).toBe(true);
          expect(b.totalCents).toBe(a.totalCents);
          expect(b.ticketCount).toBe(a.ticketCount);
          expect(b.dates).toEqual(a.dates);
        },
      ),
      RUNS,
    );
  });
});

// ---- canonical sheets from the form builder ----
const regularTypes = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N'];
const drawTypesArb = fc.subarray(regularTypes, { minLength: 1 });
const fourDigitAmounts = (amount: fc.Arbitrary<number>) => fc.array(amount, { minLength: 9, maxLength: 9 });
const threeDigitAmounts = (amount: fc.Arbitrary<number>) =>
  fc.tuple(amount, amount).map(([a, c]) => SLOTS.map((slot) => (slot === 'A' ? a : slot === 'C' ? c : 0)));

const formLineArb: fc.Arbitrary<FormLine> = fc
  .oneof(
    // plain 3 or 4 digits, any mode
    fc.oneof(digits(3), digits(4)).chain((number) => {
      const modes: Mode[] = multinomial(number) > 1 ? ['S', 'B', 'I', 'R'] : ['S', 'B', 'R'];
      return fc.constantFrom(...modes).chain((mode) => {
        const amount = mode === 'I' ? iboxCents : cents;
        const amounts = number.length === 4 ? fourDigitAmounts(amount) : threeDigitAmounts(amount);
        return fc.record({
          number: fc.constant(number),
          mode: fc.constant(mode),
          drawTypes: drawTypesArb,
          amountsCents: amounts,
        });
      });
    }),
    // a roll with 1 or 2 R, straight or reversed
    fc.tuple(digits(4), fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 })).chain(([n, positions]) =>
      fc.record({
        number: fc.constant([...n].map((c, i) => (positions.includes(i) ? 'R' : c)).join('')),
        mode: fc.constantFrom<Mode>('S', 'R'),
        drawTypes: drawTypesArb,
        amountsCents: fourDigitAmounts(cents),
      }),
    ),
  )
  .filter((line) => line.amountsCents.some((a) => a > 0));

/** An upper bound of a form line's tickets over 3 dates, to stay within the sheet's 10000 (E143). */
function maxTickets(line: FormLine): number {
  const rolls = [...line.number].filter((c) => c === 'R').length;
  const numbers = rolls > 0 ? 10 ** rolls : line.mode === 'B' || line.mode === 'I' ? 24 : 1;
  return numbers * (line.mode === 'R' ? 2 : 1) * line.drawTypes.length * 3;
}
const formLinesArb = fc
  .array(formLineArb, { minLength: 1, maxLength: 3 })
  .filter((lines) => lines.reduce((sum, line) => sum + maxTickets(line), 0) <= 10_000);

describe('canonical sheets', () => {
  const dateSets = fc.subarray(['2026-11-18', '2026-11-21', '2026-11-22'], { minLength: 1 });
  const sequence = fc.shuffledSubarray([...SLOTS], { minLength: 9, maxLength: 9 });

  function check(lines: FormLine[], dates: string[], betSequence?: typeof SLOTS) {
    const sheet = buildFormSheet({ variant: 'regular', dates, lines, betSequence });
    const result = parseSheet(sheet.text, ctx({ betSequence }));
    expect(result.errors).toEqual([]);
    expect(result.dates).toEqual(dates);
    expect(
      result.lines.map((l) => ({
        number: l.number,
        mode: l.mode,
        drawTypes: l.drawTypes,
        amountsCents: l.amountsCents,
      })),
    ).toEqual(lines.map((l) => ({ ...l })));
    expect(result.lines.map((l) => l.line)).toEqual(sheet.rowLines);
  }

  it('parse back to the same lines', () => {
    fc.assert(
      fc.property(formLinesArb, dateSets, (lines, dates) => check(lines, dates)),
      RUNS,
    );
  });

  it('parse back to the same lines with a shuffled bet sequence', () => {
    fc.assert(
      fc.property(formLinesArb, dateSets, sequence, (lines, dates, betSequence) => check(lines, dates, betSequence)),
      RUNS,
    );
  });
});
