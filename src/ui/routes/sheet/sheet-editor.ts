// The sheet's editing controller: one object, stable for the screen's life, shared by the rows, the keypad
// and the toolbar. It turns input events into sheet edits (sheet-edit.ts) and puts the caret where the
// edit left it, so rows can be memoized (their handlers never change) while Enter, ⌫ at the start of a row,
// a multi-line paste or a keypad tap move the caret across rows.
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { sheetActions, sheetState } from './sheet-state.ts';
import {
  backspace,
  deleteForward,
  endOfSheet,
  replaceAll,
  replaceRange,
  splitLines,
  type Caret,
  type Edit,
} from './sheet-edit.ts';

export type EditorMessage = 'too-many-lines' | 'sheet-cleared';

/**
 * Rows this close to the row typed in show an edit in the same frame (with the keypad open the screen
 * shows about six); a caret that moves further (a paste, the Paste button) is a far jump.
 */
export const URGENT_ROWS = 6;

/** Runs `work` in a task of its own, after the browser has painted what it has (a macrotask). */
export type Later = (work: () => void) => void;

export class SheetEditor {
  private readonly inputs = new Map<number, HTMLInputElement>();
  private pendingCaret: Caret | null = null;
  private activeRow: number | null = null;
  private notify: (message: EditorMessage) => void = () => {};

  constructor(private readonly later: Later = (work) => setTimeout(work, 0)) {}

  /** How the editor reports a truncated paste or a cleared sheet (the screen shows a toast); returns the undo. */
  listen(notify: (message: EditorMessage) => void): () => void {
    this.notify = notify;
    return () => {
      if (this.notify === notify) this.notify = () => {};
    };
  }

  /** Ref callback of each row's input. */
  register(row: number, element: HTMLInputElement | null): void {
    if (element === null) this.inputs.delete(row);
    else this.inputs.set(row, element);
  }

  /** The row the user types in and looks at: the one focused last (the first row before any). */
  viewRow(): number {
    return this.activeRow ?? 0;
  }

  focused(row: number): void {
    this.activeRow = row;
  }

  /** The input's new value (typing, autocorrect, a cut): the row becomes it, the caret stays where the browser put it. */
  change(row: number, value: string, caret: number | null): void {
    const old = splitLines(sheetState.text)[row] ?? '';
    const edit = replaceRange(sheetState.text, row, 0, old.length, value);
    this.commit({ ...edit, caret: { row: edit.caret.row, col: caret ?? edit.caret.col } });
  }

  keyDown(row: number, event: KeyboardEvent<HTMLInputElement>): void {
    if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const rows = splitLines(sheetState.text);
    const collapsed = start === end;
    let edit: Edit | null = null;
    if (event.key === 'Enter') edit = replaceRange(sheetState.text, row, start, end, '\n');
    else if (event.key === 'Backspace' && collapsed && start === 0 && row > 0)
      edit = backspace(sheetState.text, row, 0, 0);
    else if (event.key === 'Delete' && collapsed && start === input.value.length && row + 1 < rows.length) {
      edit = deleteForward(sheetState.text, row, start, end);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const target = row + (event.key === 'ArrowUp' ? -1 : 1);
      if (!this.inputs.has(target)) return;
      event.preventDefault();
      this.moveCaret({ row: target, col: Math.min(start, (rows[target] ?? '').length) });
      return;
    }
    if (edit === null) return;
    event.preventDefault();
    this.commit(edit);
  }

  /** Ctrl+V or the context menu's paste: the clipboard's lines go in at the caret, splitting the row. */
  paste(row: number, event: ClipboardEvent<HTMLInputElement>): void {
    const pasted = event.clipboardData.getData('text/plain');
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    this.commit(replaceRange(sheetState.text, row, start, input.selectionEnd ?? start, pasted));
  }

  /** A keypad key: inserted at the caret of the row last used (or the end of the sheet). */
  insert(text: string): void {
    const { row, start, end } = this.selection();
    this.commit(replaceRange(sheetState.text, row, start, end, text));
  }

  /** The keypad's ⌫. */
  backspace(): void {
    const { row, start, end } = this.selection();
    this.commit(backspace(sheetState.text, row, start, end));
  }

  /** The keypad's long-press on ⌫ (docs/product.md S2: "Long-press on delete clears the field"). */
  clear(): void {
    this.commit({ text: '', caret: { row: 0, col: 0 }, truncated: false });
    this.notify('sheet-cleared');
  }

  /** The Paste button: the clipboard's text becomes the whole sheet. True when it was cut at the row cap. */
  replaceAll(raw: string): boolean {
    const edit = replaceAll(raw);
    this.commit(edit);
    return edit.truncated;
  }

  /** Puts the caret at the end of a line (1-based), for the "errors on lines …" links. */
  focusLine(line: number): void {
    this.moveCaret({ row: line - 1, col: (splitLines(sheetState.text)[line - 1] ?? '').length });
  }

  /**
   * Called after the rows re-render (a layout effect): the caret goes where the last edit left it. A far
   * jump waits until its row shows the new text (rows away from the one typed in get it a few per frame,
   * use-progressive.ts) and then moves in a task of its own: focusing a row costs a layout, and added to
   * the paste's render it made one main-thread task over 50 ms at 4× CPU.
   */
  applyCaret(): void {
    const caret = this.pendingCaret;
    if (caret === null) return;
    const input = this.inputs.get(caret.row);
    if (input === undefined) return;
    if (Math.abs(caret.row - this.viewRow()) <= URGENT_ROWS) {
      this.pendingCaret = null;
      this.place(input, caret);
      return;
    }
    if (input.value !== (splitLines(sheetState.text)[caret.row] ?? '')) return;
    this.later(() => {
      // A newer edit placed or will place its own caret.
      if (this.pendingCaret !== caret) return;
      this.pendingCaret = null;
      this.place(input, caret);
    });
  }

  private place(input: HTMLInputElement, caret: Caret): void {
    // No scroll on focus: the scrollIntoView below does the one scroll (each forces a layout).
    if (input.ownerDocument.activeElement !== input) input.focus({ preventScroll: true });
    input.setSelectionRange(caret.col, caret.col);
    this.activeRow = caret.row;
    // Keeps the row and its note clear of the sticky BET bar and keypad (the row's scroll-margin, sheet.css).
    input.closest?.('li')?.scrollIntoView?.({ block: 'nearest' });
  }

  private moveCaret(caret: Caret): void {
    this.pendingCaret = caret;
    this.applyCaret();
  }

  private selection(): { row: number; start: number; end: number } {
    const input = this.activeRow === null ? undefined : this.inputs.get(this.activeRow);
    if (this.activeRow === null || input === undefined) {
      const caret = endOfSheet(sheetState.text);
      return { row: caret.row, start: caret.col, end: caret.col };
    }
    const start = input.selectionStart ?? input.value.length;
    return { row: this.activeRow, start, end: input.selectionEnd ?? start };
  }

  private commit(edit: Edit): void {
    this.pendingCaret = edit.caret;
    const changed = edit.text !== sheetState.text;
    sheetActions.setText(edit.text);
    if (edit.truncated) this.notify('too-many-lines');
    // No change, no re-render, no layout effect: place the caret now.
    if (!changed) this.applyCaret();
  }
}
