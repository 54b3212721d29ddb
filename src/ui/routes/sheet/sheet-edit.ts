// Editing the sheet as rows. The sheet is one text (what is parsed, stored and sent); the screen shows it
// as rows, one input each, so every edit is "replace this range of this row with that text" and may split
// or join rows. Pure functions, so the caret rules are tested without a browser.

/** A place in the sheet: a 0-based row and a column in it. */
export interface Caret {
  row: number;
  col: number;
}

export interface Edit {
  text: string;
  /** Where the caret goes after the edit. */
  caret: Caret;
  /** True when lines past MAX_LINES were dropped (a runaway paste). */
  truncated: boolean;
}

/**
 * A hard cap on the rows the screen renders. A valid sheet has at most 50 number lines plus its date and
 * draw-type lines; far beyond that a paste is a mistake, and rendering thousands of rows would freeze a phone.
 */
export const MAX_LINES = 200;

/**
 * One line ending (the engine splits on \r\n, \n and \r alike, so line numbers do not change) and upper
 * case: the sheet language knows only `D` and `R`, and a phone keyboard's lower-case `d` would otherwise be
 * an error the player cannot see.
 */
export function normalizeSheetText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').toUpperCase();
}

export function splitLines(text: string): string[] {
  return text.split('\n');
}

/** Rows back into the text: trailing empty rows are dropped, so the text never ends in a run of newlines. */
export function joinLines(lines: readonly string[]): string {
  let end = lines.length;
  while (end > 0 && lines[end - 1] === '') end -= 1;
  return lines.slice(0, end).join('\n');
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Replaces columns start..end of `row` with `inserted`, which may hold newlines (a paste, the ⏎ key). */
export function replaceRange(text: string, row: number, start: number, end: number, inserted: string): Edit {
  const lines = splitLines(text);
  while (lines.length <= row) lines.push('');
  const line = lines[row] ?? '';
  const from = clamp(start, 0, line.length);
  const to = clamp(end, from, line.length);
  const tail = line.slice(to);
  const pieces = splitLines(line.slice(0, from) + normalizeSheetText(inserted) + tail);
  lines.splice(row, 1, ...pieces);
  const last = pieces[pieces.length - 1] ?? '';
  const caret = { row: row + pieces.length - 1, col: last.length - tail.length };
  const truncated = lines.length > MAX_LINES;
  if (truncated) {
    lines.length = MAX_LINES;
    if (caret.row >= MAX_LINES) Object.assign(caret, { row: MAX_LINES - 1, col: (lines[MAX_LINES - 1] ?? '').length });
  }
  return { text: joinLines(lines), caret, truncated };
}

/** The whole sheet replaced (the Paste button, a restored bet). */
export function replaceAll(raw: string): Edit {
  return replaceRange('', 0, 0, 0, raw);
}

/** ⌫: the selection, else the character before the caret, else (at the start of a row) joins it to the row above. */
export function backspace(text: string, row: number, start: number, end: number): Edit {
  if (start !== end) return replaceRange(text, row, Math.min(start, end), Math.max(start, end), '');
  if (start > 0) return replaceRange(text, row, start - 1, start, '');
  if (row === 0) return { text, caret: { row: 0, col: 0 }, truncated: false };
  const lines = splitLines(text);
  const above = lines[row - 1] ?? '';
  const joined = [...lines.slice(0, row - 1), above + (lines[row] ?? ''), ...lines.slice(row + 1)];
  return { text: joinLines(joined), caret: { row: row - 1, col: above.length }, truncated: false };
}

/** Del: the selection, else the character after the caret, else (at the end of a row) joins the row below. */
export function deleteForward(text: string, row: number, start: number, end: number): Edit {
  if (start !== end) return replaceRange(text, row, Math.min(start, end), Math.max(start, end), '');
  const lines = splitLines(text);
  const line = lines[row] ?? '';
  if (start < line.length) return replaceRange(text, row, start, start + 1, '');
  if (row + 1 >= lines.length) return { text, caret: { row, col: line.length }, truncated: false };
  const joined = [...lines.slice(0, row), line + (lines[row + 1] ?? ''), ...lines.slice(row + 2)];
  return { text: joinLines(joined), caret: { row, col: line.length }, truncated: false };
}

/** Where typing goes when no row has been touched yet: the end of the last row with text. */
export function endOfSheet(text: string): Caret {
  const lines = splitLines(joinLines(splitLines(text)));
  const row = Math.max(0, lines.length - 1);
  return { row, col: (lines[row] ?? '').length };
}
