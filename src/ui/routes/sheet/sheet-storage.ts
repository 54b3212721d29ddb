// The typed sheet kept in localStorage: a reload, a crash or a tab the phone dropped gives the
// player back what they typed. Kept per login — `sheet:<site pin>:<login id>` — so a second user on the same
// phone never sees (or sends) the first one's sheet. Kept until the bet is sent (the sheet resets to empty)
// or the sheet is cleared; an empty sheet removes the key. Storage missing or blocked (private mode) keeps
// nothing and breaks nothing.
import { normalizeSheetText, MAX_LINES, splitLines, joinLines } from './sheet-edit.ts';

/** The key of a sheet kept before it was per login: whose it was cannot be told, so it is dropped. */
export const LEGACY_SHEET_KEY = 'sheet';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** The key of one login's sheet; null with no one logged in (nothing is kept then). Login ids ignore case. */
export function sheetStorageKey(session: { Pin: string; LoginId: string } | null | undefined): string | null {
  if (!session || session.Pin === '' || session.LoginId === '') return null;
  return `sheet:${session.Pin}:${session.LoginId.toLowerCase()}`;
}

/** The stored sheet of a login, normalized as typed text is and held to the screen's row cap; '' when none. */
export function readStoredSheet(storage: ReadableStorage | undefined, key: string | null): string {
  if (key === null) return '';
  try {
    const raw = storage?.getItem(key);
    if (typeof raw !== 'string') return '';
    return joinLines(splitLines(normalizeSheetText(raw)).slice(0, MAX_LINES));
  } catch {
    return '';
  }
}

export function writeStoredSheet(storage: WritableStorage | undefined, key: string | null, text: string): void {
  if (key === null) return;
  try {
    if (text.trim() === '') storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch {
    // Full or blocked: the sheet still works, it just will not survive a reload.
  }
}

export function dropLegacySheet(storage: WritableStorage | undefined): void {
  try {
    storage?.removeItem(LEGACY_SHEET_KEY);
  } catch {
    // Blocked: there is nothing to drop either.
  }
}
