// What each row says under its text, from the real engine's answer for a fixed instant.
import { describe, expect, it } from 'vitest';
import { parseSheet, type SheetContext } from '../../../src/core/engine/index.ts';
import {
  buildNotes,
  errorLines,
  mergeErrors,
  reuseUnchanged,
  sheetLevelErrors,
} from '../../../src/ui/routes/sheet/row-model.ts';

/** Wednesday 2026-11-18 10:00 GMT+8: M P T draw today (the 18th), L every day. */
const WED_10AM = Date.UTC(2026, 10, 18, 2, 0);
const context: SheetContext = { variant: 'regular', now: WED_10AM, currency: 'MYR' };
const SHEET = ['D2', '#123', '*1234#1', '', '#8', '5678#1#1', '12345#1'].join('\n');

describe('buildNotes', () => {
  const result = parseSheet(SHEET, context);
  const notes = buildNotes(SHEET, result);

  it('has one entry per line, null for an empty row', () => {
    expect(notes).toHaveLength(7);
    expect(notes[3]).toBeNull();
  });

  it('shows the dates the date line resolved to', () => {
    expect(notes[0]).toMatchObject({ text: 'D2', dates: ['2026-11-18', '2026-11-19'], errors: [], bet: null });
  });

  it('shows under a draw-type line the draw types its number lines bet on', () => {
    expect(notes[1]?.drawTypes).toEqual(['M', 'P', 'T']);
    expect(notes[4]?.drawTypes).toEqual(['L']);
  });

  it('shows what a number line expands to, on how many dates, and its cost', () => {
    // BOX of 1234: 24 numbers × 1.00 on M, P, T, which draw on the 18th only of the two dates.
    expect(notes[2]?.bet).toEqual({
      combinations: 24,
      mode: 'B',
      drawTypes: ['M', 'P', 'T'],
      dateCount: 1,
      costCents: 7200,
    });
    // Big 1 + Small 1 on L, which draws on both dates.
    expect(notes[5]?.bet).toEqual({ combinations: 1, mode: 'S', drawTypes: ['L'], dateCount: 2, costCents: 400 });
  });

  it('puts an error on its own line and no bet there', () => {
    expect(notes[6]?.errors.map((error) => error.code)).toEqual(['status-E130']);
    expect(notes[6]?.bet).toBeNull();
    expect(errorLines(notes)).toEqual([7]);
  });

  it('is empty for an empty sheet', () => {
    expect(buildNotes('', null)).toEqual([]);
  });

  it("adds the errors a refused bet named, without repeating the engine's", () => {
    const withServer = buildNotes(SHEET, result, {
      serverErrors: [
        { line: 7, code: 'status-E130' },
        { line: 6, code: 'status-E145', params: ['5678'] },
      ],
    });
    expect(withServer[5]?.errors).toEqual([{ line: 6, code: 'status-E145', params: ['5678'] }]);
    expect(withServer[5]?.bet).toBeNull();
    expect(withServer[6]?.errors.map((error) => error.code)).toEqual(['status-E130']);
  });
});

describe('reuseUnchanged', () => {
  it('keeps the previous note object where the row says the same, so memoized rows skip rendering', () => {
    const before = buildNotes(SHEET, parseSheet(SHEET, context));
    const edited = SHEET.replace('5678#1#1', '5678#2#1');
    const after = reuseUnchanged(before, buildNotes(edited, parseSheet(edited, context)));
    expect(after[2]).toBe(before[2]);
    expect(after[0]).toBe(before[0]);
    expect(after[5]).not.toBe(before[5]);
    expect(after[5]?.bet?.costCents).toBe(600);
  });
});

describe('sheet-level errors', () => {
  it('lists errors about the whole sheet (line 0) apart from the line errors', () => {
    const result = parseSheet('D\n#1', context);
    expect(sheetLevelErrors(result).map((error) => error.code)).toEqual(['bet1-nobet']);
    expect(sheetLevelErrors(null)).toEqual([]);
  });

  it("merges server errors after the engine's, dropping repeats", () => {
    expect(
      mergeErrors(
        [{ line: 1, code: 'a' }],
        [
          { line: 1, code: 'a' },
          { line: 0, code: 'b' },
        ],
      ),
    ).toEqual([
      { line: 1, code: 'a' },
      { line: 0, code: 'b' },
    ]);
  });
});
