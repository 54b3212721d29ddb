// The editing controller with stand-in inputs: keys and keypad taps change the sheet and leave the caret
// where the edit put it (the screen's layout effect calls applyCaret after the rows re-render).
import { beforeEach, describe, expect, it } from 'vitest';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { SheetEditor, type EditorMessage } from '../../../src/ui/routes/sheet/sheet-editor.ts';
import { sheetActions, sheetState } from '../../../src/ui/routes/sheet/sheet-state.ts';

interface StandIn {
  value: string;
  selectionStart: number;
  selectionEnd: number;
  focused: boolean;
}

/** Just the HTMLInputElement surface the editor uses. */
function input(value: string, caret = value.length): StandIn & Partial<HTMLInputElement> {
  const document = { activeElement: null as unknown };
  const element = {
    value,
    selectionStart: caret,
    selectionEnd: caret,
    focused: false,
    ownerDocument: document as unknown as Document,
    focus() {
      element.focused = true;
      document.activeElement = element;
    },
    setSelectionRange(start: number, end: number) {
      element.selectionStart = start;
      element.selectionEnd = end;
    },
  };
  return element;
}

/** The tasks the editor deferred (a far caret jump), run when the test says. */
let deferred: (() => void)[] = [];

function setUp(text: string): { editor: SheetEditor; rows: ReturnType<typeof input>[]; messages: EditorMessage[] } {
  sheetActions.reset();
  sheetActions.setText(text);
  deferred = [];
  const editor = new SheetEditor((work) => deferred.push(work));
  const messages: EditorMessage[] = [];
  editor.listen((message) => messages.push(message));
  const rows = Array.from({ length: 50 }, (_, row) => input(text.split('\n')[row] ?? ''));
  rows.forEach((row, index) => editor.register(index, row as unknown as HTMLInputElement));
  return { editor, rows, messages };
}

function key(name: string, target: unknown): KeyboardEvent<HTMLInputElement> & { prevented: boolean } {
  const event = {
    key: name,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    nativeEvent: { isComposing: false },
    currentTarget: target,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event as unknown as KeyboardEvent<HTMLInputElement> & { prevented: boolean };
}

beforeEach(() => sheetActions.reset());

describe('keys in a row', () => {
  it('Enter splits the row at the caret and moves the caret to the start of the new row', () => {
    const { editor, rows } = setUp('D#1');
    Object.assign(rows[0] as object, { selectionStart: 1, selectionEnd: 1 });
    const event = key('Enter', rows[0]);
    editor.keyDown(0, event);
    expect(event.prevented).toBe(true);
    expect(sheetState.text).toBe('D\n#1');
    editor.applyCaret();
    expect(rows[1]).toMatchObject({ focused: true, selectionStart: 0 });
  });

  it('Backspace at the start of a row joins it to the row above', () => {
    const { editor, rows } = setUp('D\n#1\n1234');
    Object.assign(rows[2] as object, { selectionStart: 0, selectionEnd: 0 });
    editor.keyDown(2, key('Backspace', rows[2]));
    expect(sheetState.text).toBe('D\n#11234');
    editor.applyCaret();
    expect(rows[1]).toMatchObject({ focused: true, selectionStart: 2 });
  });

  it('leaves an ordinary Backspace to the browser', () => {
    const { editor, rows } = setUp('D\n#12');
    const event = key('Backspace', rows[1]);
    editor.keyDown(1, event);
    expect(event.prevented).toBe(false);
    expect(sheetState.text).toBe('D\n#12');
  });

  it('ArrowDown moves to the same column of the next row', () => {
    const { editor, rows } = setUp('D\n#1\n1234#1');
    Object.assign(rows[1] as object, { selectionStart: 2, selectionEnd: 2 });
    editor.keyDown(1, key('ArrowDown', rows[1]));
    expect(rows[2]).toMatchObject({ focused: true, selectionStart: 2 });
  });

  it('typing keeps the caret where the browser put it, upper-casing letters', () => {
    const { editor } = setUp('D\n#1\n12');
    editor.change(2, '1r2', 2);
    expect(sheetState.text).toBe('D\n#1\n1R2');
  });

  it('a multi-line paste into a row splits it into rows', () => {
    const { editor, rows } = setUp('');
    const event = {
      clipboardData: { getData: () => 'd\r\n#8\r\n*1234#1' },
      currentTarget: rows[0],
      preventDefault() {},
    } as unknown as ClipboardEvent<HTMLInputElement>;
    editor.paste(0, event);
    expect(sheetState.text).toBe('D\n#8\n*1234#1');
    editor.applyCaret();
    expect(rows[2]).toMatchObject({ focused: true, selectionStart: 7 });
  });

  it('a paste that ends far below moves the caret once its row shows the text, in a task of its own', () => {
    const { editor, rows } = setUp('');
    const lines = Array.from({ length: 40 }, (_, index) => `${1000 + index}#1`);
    const event = {
      clipboardData: { getData: () => lines.join('\n') },
      currentTarget: rows[0],
      preventDefault() {},
    } as unknown as ClipboardEvent<HTMLInputElement>;
    editor.focused(0);
    editor.paste(0, event);
    // The urgent render: only the rows near the first show the paste; row 40 still shows its old text.
    editor.applyCaret();
    expect(deferred).toHaveLength(0);
    // The deferred render: row 40 shows its line; the caret moves in the next task, not in this one.
    Object.assign(rows[39] as object, { value: lines[39] });
    editor.applyCaret();
    expect(rows[39]?.focused).toBe(false);
    expect(deferred).toHaveLength(1);
    deferred.forEach((work) => work());
    expect(rows[39]).toMatchObject({ focused: true, selectionStart: 6 });
    expect(editor.viewRow()).toBe(39);
  });

  it('a far caret jump overtaken by a newer edit leaves the caret to that edit', () => {
    const { editor, rows } = setUp('');
    const lines = Array.from({ length: 40 }, (_, index) => `${1000 + index}#1`);
    editor.focused(0);
    editor.replaceAll(lines.join('\n'));
    Object.assign(rows[39] as object, { value: lines[39] });
    editor.applyCaret();
    editor.focusLine(1);
    deferred.forEach((work) => work());
    expect(rows[39]?.focused).toBe(false);
    expect(rows[0]).toMatchObject({ focused: true, selectionStart: 6 });
  });
});

describe('keypad', () => {
  it('inserts at the caret of the row last used', () => {
    const { editor, rows } = setUp('D\n#1\n124#1');
    editor.focused(2);
    Object.assign(rows[2] as object, { selectionStart: 2, selectionEnd: 2 });
    editor.insert('3');
    expect(sheetState.text).toBe('D\n#1\n1234#1');
  });

  it('without a row used yet, types at the end of the sheet; the new-line key starts a row', () => {
    const { editor, rows } = setUp('D');
    // Each tap is followed by the rows' layout effect, which places the caret (applyCaret).
    for (const char of ['\n', '#', '1']) {
      editor.insert(char);
      editor.applyCaret();
    }
    expect(sheetState.text).toBe('D\n#1');
    expect(rows[1]).toMatchObject({ focused: true, selectionStart: 2 });
  });

  it('⌫ deletes before the caret; the long press clears the sheet and says so', () => {
    const { editor, rows, messages } = setUp('D\n#12');
    editor.focused(1);
    editor.backspace();
    expect(sheetState.text).toBe('D\n#1');
    editor.clear();
    editor.applyCaret();
    expect(sheetState.text).toBe('');
    expect(messages).toEqual(['sheet-cleared']);
    expect(rows[0]).toMatchObject({ focused: true, selectionStart: 0 });
  });

  it('the Paste button replaces the whole sheet', () => {
    const { editor } = setUp('D\n#1\n1111#1');
    editor.replaceAll('D2\n#8\n2222#1\n');
    expect(sheetState.text).toBe('D2\n#8\n2222#1');
  });
});
