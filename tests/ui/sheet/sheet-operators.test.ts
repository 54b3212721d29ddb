// The sheet's cut-off line follows the sheet: its lines' operators, else the variant's; and the hourly
// sheet's example is one the hourly sheet accepts (the regular "#1234" is refused there).
import { describe, expect, it } from 'vitest';
import { parseSheet } from '../../../src/core/engine/parse-sheet.ts';
import { HOURLY_OPERATORS, sheetOperators } from '../../../src/ui/routes/sheet/sheet-operators.ts';
import en from '../../../src/ui/i18n/locales/en/translation.json';
import { ctx } from '../../core/engine/fixtures.ts';

describe('sheetOperators', () => {
  it("names the operators the sheet's lines bet on", () => {
    const result = parseSheet('D\n#1\n1234#1\n#13\n5678#1', ctx());
    expect([...(sheetOperators('regular', result) ?? [])].sort()).toEqual(['M', 'T']);
  });

  it('without lines: every operator on the regular sheet, the hourly ones on the hourly sheet', () => {
    expect(sheetOperators('regular', null)).toBeNull();
    expect(sheetOperators('hourly', { lines: [] })).toBe(HOURLY_OPERATORS);
  });
});

describe('the examples on an empty sheet', () => {
  it('each parses without an error on its own variant', () => {
    expect(parseSheet(en['sheet-placeholder'], ctx()).errors).toEqual([]);
    expect(parseSheet(en['sheet-placeholder-hourly'], ctx({ variant: 'hourly' })).errors).toEqual([]);
    expect(parseSheet(en['sheet-placeholder'], ctx({ variant: 'hourly' })).errors).not.toEqual([]);
  });
});
