// The engine's public types. Shapes fixed by `src/core/engine/README.md`; extras below the line are ours.

import type { Slot } from '../domain/slots.ts';
import type { DrawCalendar } from '../domain/calendar.ts';

export type { Slot, DrawCalendar };

/** Straight, BOX, iBOX, REVERSE. */
export type Mode = 'S' | 'B' | 'I' | 'R';

export interface SheetContext {
  variant: 'regular' | 'hourly';
  /** Epoch milliseconds, from the Clock port. */
  now: number;
  currency: string;
  maxDrawDates?: number;
  minimumsCents?: { regular: number; ibox: number };
  /** Order of '#' amounts on 4-digit lines; default SLOTS. */
  betSequence?: readonly Slot[];
  /** What `#*` means and what the user may bet; default: all of the variant. */
  allowedDrawTypes?: readonly string[];
  drawCalendar?: DrawCalendar;
}

export interface SheetError {
  /** 1-based line of the text; 0 for the sheet as a whole. */
  line: number;
  /** An i18n key of the error catalogue. */
  code: string;
  params?: readonly (string | number)[];
}

export interface SheetLine {
  line: number;
  /** As written, without prefix/suffix stars. */
  number: string;
  mode: Mode;
  /** Letters in display order: 'M','P',... 'L3','L','A3',... */
  drawTypes: readonly string[];
  /** 9 entries in SLOTS order. */
  amountsCents: readonly number[];
  /** How many numbers the line expands to. */
  combinations: number;
  /** For all its draw types and dates. */
  costCents: number;
}

export interface SheetResult {
  ok: boolean;
  dates: readonly string[];
  lines: readonly SheetLine[];
  errors: readonly SheetError[];
  totalCents: number;
  ticketCount: number;
}

// ---- ours: what the forms need ----

/** One row of the guided screen, form 2 or form 3, in the engine's terms. */
export interface FormLine {
  /** Digits, up to 2 'R', a partial-permutation star, or form 2's per-position groups ('[129]R55'). */
  number: string;
  mode: Mode;
  /** Draw types: 'M'…'N' on regular sheets, 'L3','L','A3','A','N3','N' on hourly ones. */
  drawTypes: readonly string[];
  /** 9 entries in SLOTS order. */
  amountsCents: readonly number[];
}

export interface FormSheetRequest {
  variant: 'regular' | 'hourly';
  /** 'YYYY-MM-DD' dates picked from the date list. */
  dates: readonly string[];
  lines: readonly FormLine[];
  /** Write amounts in this order (the user's FormatBetSequence); default SLOTS. */
  betSequence?: readonly Slot[];
}

export interface FormSheet {
  /** The canonical sheet text, what the app sends as BetString. */
  text: string;
  /** rowLines[i] is the 1-based sheet line of form row i, to put parse errors back on their rows. */
  rowLines: readonly number[];
}

export type SelectorResult = { ok: true; pattern: string; combinations: number } | { ok: false; error: SheetError };
