// The typed sheet kept in localStorage under `sheet` (issue 13): a reload, a crash or a tab the phone
// dropped gives the player back what they typed. Kept until the bet is sent (the sheet resets to empty) or
// the sheet is cleared; an empty sheet removes the key. Storage missing or blocked (private mode) keeps
// nothing and breaks nothing.
import { normalizeSheetText, MAX_LINES, splitLines, joinLines } from './sheet-edit.ts';

export const SHEET_STORAGE_KEY = 'sheet';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The stored sheet, normalized as typed text is and held to the screen's row cap; '' when none. */
export function readStoredSheet(storage: ReadableStorage | undefined): string {
  try {
    const raw = storage?.getItem(SHEET_STORAGE_KEY);
    if (typeof raw !== 'string') return '';
    return joinLines(splitLines(normalizeSheetText(raw)).slice(0, MAX_LINES));
  } catch {
    return '';
  }
}

export function writeStoredSheet(storage: WritableStorage | undefined, text: string): void {
  try {
    if (text.trim() === '') storage?.removeItem(SHEET_STORAGE_KEY);
    else storage?.setItem(SHEET_STORAGE_KEY, text);
  } catch {
    // Full or blocked: the sheet still works, it just will not survive a reload.
  }
}
