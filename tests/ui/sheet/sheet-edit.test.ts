// Editing the sheet as rows: every edit is a range of one row replaced, and the caret lands where a
// player expects it (after the pasted text, at the start of the new row, at the join).
import { describe, expect, it } from 'vitest';
import {
  MAX_LINES,
  backspace,
  deleteForward,
  endOfSheet,
  joinLines,
  normalizeSheetText,
  replaceAll,
  replaceRange,
} from '../../../src/ui/routes/sheet/sheet-edit.ts';

describe('normalizeSheetText', () => {
  it('makes every line ending \\n and every letter upper case', () => {
    expect(normalizeSheetText('d\r\n#1\r1234#1\nr')).toBe('D\n#1\n1234#1\nR');
  });
});

describe('joinLines', () => {
  it('drops trailing empty rows only', () => {
    expect(joinLines(['D', '', '#1', '', ''])).toBe('D\n\n#1');
    expect(joinLines(['', ''])).toBe('');
  });
});

describe('replaceRange', () => {
  it('inserts a character at the caret of a row', () => {
    expect(replaceRange('D\n#1\n124#1', 2, 2, 2, '3')).toEqual({
      text: 'D\n#1\n1234#1',
      caret: { row: 2, col: 3 },
      truncated: false,
    });
  });

  it('replaces a selection and upper-cases what is typed', () => {
    expect(replaceRange('D\n#1\n1234#1', 2, 0, 4, '12r4')).toMatchObject({
      text: 'D\n#1\n12R4#1',
      caret: { row: 2, col: 4 },
    });
  });

  it('splits the row on a new line and puts the caret at the start of the new row', () => {
    expect(replaceRange('D#1', 0, 1, 1, '\n')).toEqual({ text: 'D\n#1', caret: { row: 1, col: 0 }, truncated: false });
  });

  it('pastes a whole sheet into an empty row and leaves the caret after it', () => {
    const edit = replaceRange('', 0, 0, 0, 'D\r\n#8\r\n*1234#1');
    expect(edit.text).toBe('D\n#8\n*1234#1');
    expect(edit.caret).toEqual({ row: 2, col: 7 });
  });

  it("pastes lines into the middle of a row, keeping the row's tail after the pasted text", () => {
    const edit = replaceRange('D\n#1\n1234#1', 1, 2, 2, '2\n5678#2\n#3');
    expect(edit.text).toBe('D\n#12\n5678#2\n#3\n1234#1');
    expect(edit.caret).toEqual({ row: 3, col: 2 });
  });

  it('types into a row below the end of the text by padding with empty rows', () => {
    expect(replaceRange('D', 3, 0, 0, '#1')).toMatchObject({ text: 'D\n\n\n#1', caret: { row: 3, col: 2 } });
  });

  it('keeps at most MAX_LINES rows and says so', () => {
    const edit = replaceRange(
      '',
      0,
      0,
      0,
      Array.from({ length: MAX_LINES + 20 }, (_, i) => `${1000 + i}#1`).join('\n'),
    );
    expect(edit.truncated).toBe(true);
    expect(edit.text.split('\n')).toHaveLength(MAX_LINES);
    expect(edit.caret.row).toBe(MAX_LINES - 1);
  });
});

describe('backspace', () => {
  it('deletes the character before the caret', () => {
    expect(backspace('D\n#12', 1, 3, 3)).toMatchObject({ text: 'D\n#1', caret: { row: 1, col: 2 } });
  });

  it('deletes a selection', () => {
    expect(backspace('D\n1234#1', 1, 1, 3)).toMatchObject({ text: 'D\n14#1', caret: { row: 1, col: 1 } });
  });

  it('joins a row to the one above when the caret is at its start', () => {
    expect(backspace('D\n#1\n1234', 2, 0, 0)).toMatchObject({ text: 'D\n#11234', caret: { row: 1, col: 2 } });
  });

  it('does nothing at the very start of the sheet', () => {
    expect(backspace('D', 0, 0, 0)).toMatchObject({ text: 'D', caret: { row: 0, col: 0 } });
  });
});

describe('deleteForward', () => {
  it('deletes the character after the caret, or joins the next row at the end of a row', () => {
    expect(deleteForward('D\n#12', 1, 1, 1)).toMatchObject({ text: 'D\n#2', caret: { row: 1, col: 1 } });
    expect(deleteForward('D\n#1\n1234', 1, 2, 2)).toMatchObject({ text: 'D\n#11234', caret: { row: 1, col: 2 } });
  });
});

describe('replaceAll and endOfSheet', () => {
  it('replaces the whole sheet and puts the caret at its end', () => {
    expect(replaceAll('d\n#1\n1234#1\n')).toMatchObject({ text: 'D\n#1\n1234#1', caret: { row: 3, col: 0 } });
  });

  it('finds the end of the last row with text', () => {
    expect(endOfSheet('D\n#1\n1234#1')).toEqual({ row: 2, col: 6 });
    expect(endOfSheet('')).toEqual({ row: 0, col: 0 });
  });
});
