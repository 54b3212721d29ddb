// What each row of the sheet shows under its text, from the engine's answer: its errors, or for a number
// line what it expands to and costs, for the date line the dates it resolved to, for a draw-type line the
// draw types its numbers bet on. Pure, so the mapping is tested without React.
import { hasDraw, type DrawCalendar } from '../../../core/domain/calendar.ts';
import { sortDrawTypes } from '../../../core/domain/operators.ts';
import type { Mode, SheetError, SheetLine, SheetResult } from '../../../core/engine/index.ts';
import { splitLines } from './sheet-edit.ts';

export interface BetNote {
  combinations: number;
  mode: Mode;
  drawTypes: readonly string[];
  /** Dates of the sheet on which at least one of the line's draw types draws. */
  dateCount: number;
  costCents: number;
}

export interface RowNote {
  /** A value signature: two notes with the same key show the same thing (lets React skip the row). */
  key: string;
  /** The row's text when it was parsed; the note is stale while the row reads otherwise. */
  text: string;
  errors: readonly SheetError[];
  bet: BetNote | null;
  /** The date line: the dates it resolved to. */
  dates: readonly string[] | null;
  /** A draw-type line: the draw types of the number lines under it. */
  drawTypes: readonly string[] | null;
}

/** One entry per line of the parsed text (index = line − 1); null where a row has nothing to say. */
export type RowNotes = readonly (RowNote | null)[];

export interface NoteOptions {
  /** Errors the server answered for this very text (a refused bet): shown on their lines too. */
  serverErrors?: readonly SheetError[];
  calendar?: DrawCalendar;
}

const sameError = (a: SheetError, b: SheetError) => a.line === b.line && a.code === b.code;

/** The engine's errors and the server's, without repeating one the engine already found. */
export function mergeErrors(engine: readonly SheetError[], server: readonly SheetError[] = []): SheetError[] {
  return [...engine, ...server.filter((error) => !engine.some((known) => sameError(known, error)))];
}

export function buildNotes(parsedText: string, result: SheetResult | null, options: NoteOptions = {}): RowNotes {
  if (result === null) return [];
  const rows = splitLines(parsedText);
  const errors = mergeErrors(result.errors, options.serverErrors);
  const byLine = new Map<number, SheetError[]>();
  for (const error of errors) byLine.set(error.line, [...(byLine.get(error.line) ?? []), error]);
  const betByLine = new Map(result.lines.map((line) => [line.line, line]));
  const dateLine = rows.findIndex((row) => row.trim() !== '') + 1;

  return rows.map((row, index) => {
    const line = index + 1;
    if (row.trim() === '') return null;
    const lineErrors = byLine.get(line) ?? [];
    const bet = betByLine.get(line);
    const isDateLine = line === dateLine && lineErrors.length === 0 && result.dates.length > 0;
    const under =
      lineErrors.length === 0 && row.trim().startsWith('#') ? drawTypesUnder(rows, line, result.lines) : null;
    const drawTypes = under === null ? null : drawnTypes(under, result.dates, options.calendar);
    const note: Omit<RowNote, 'key'> = {
      text: row,
      errors: lineErrors,
      bet: bet && lineErrors.length === 0 ? betNote(bet, result.dates, options.calendar) : null,
      dates: isDateLine ? result.dates : null,
      drawTypes: drawTypes !== null && drawTypes.length > 0 ? drawTypes : null,
    };
    return { ...note, key: JSON.stringify(note) };
  });
}

function betNote(line: SheetLine, dates: readonly string[], calendar: DrawCalendar | undefined): BetNote {
  const dateCount = dates.filter((date) => line.drawTypes.some((drawType) => hasDraw(drawType, date, calendar))).length;
  return {
    combinations: line.combinations,
    mode: line.mode,
    drawTypes: drawnTypes(line.drawTypes, dates, calendar),
    dateCount,
    costCents: line.costCents,
  };
}

/** Only the draw types that draw on at least one of the dates: a '#18' line on a Tuesday bets L, not M. */
function drawnTypes(
  drawTypes: readonly string[],
  dates: readonly string[],
  calendar: DrawCalendar | undefined,
): readonly string[] {
  return drawTypes.filter((drawType) => dates.some((date) => hasDraw(drawType, date, calendar)));
}

/** The draw types the valid number lines between this draw-type line and the next one bet on. */
function drawTypesUnder(rows: readonly string[], line: number, lines: readonly SheetLine[]): string[] {
  const next = rows.findIndex((row, index) => index + 1 > line && row.trim().startsWith('#'));
  const end = next === -1 ? rows.length + 1 : next + 1;
  const under = lines.filter((entry) => entry.line > line && entry.line < end);
  return sortDrawTypes([...new Set(under.flatMap((entry) => entry.drawTypes))]);
}

/** Keeps the previous note object wherever the new one says the same, so memoized rows do not re-render. */
export function reuseUnchanged(previous: RowNotes, next: RowNotes): RowNotes {
  return next.map((note, index) => {
    const before = previous[index];
    return note !== null && before !== null && before !== undefined && before.key === note.key ? before : note;
  });
}

/** Errors about the sheet as a whole (line 0): no bet line, too many lines, and the like. */
export function sheetLevelErrors(result: SheetResult | null, serverErrors: readonly SheetError[] = []): SheetError[] {
  if (result === null) return [];
  return mergeErrors(result.errors, serverErrors).filter((error) => error.line === 0);
}

/** The line numbers that carry an error, ascending ("Invalid lines produce a message listing the line numbers"). */
export function errorLines(notes: RowNotes): number[] {
  return notes.flatMap((note, index) => (note !== null && note.errors.length > 0 ? [index + 1] : []));
}
