// Rebet into a form: the receipt's bet string, read by the engine (parseSheet, in the
// worker), turned back into what the form it came from shows — the list of the guided screen and form 3,
// or form 2's digit columns, mode and amounts. Only the shape is decided here: whether the lines are valid
// and what they cost stays the engine's, which reads the list again before BET. A bet the form cannot hold
// (a line the engine no longer reads, a number or amount the form has no control for) is not bent to fit:
// the caller opens it on the sheet, which reads every bet string.
import { editableAmount } from '../../format/money.ts';
import { MAX_NUMBER_LINES } from '../../../core/engine/sheet-limits.ts';
import type { FormLine, SheetResult } from '../../../core/engine/index.ts';
import { SLOT_INDEX, SLOTS, type Slot } from '../../../core/domain/slots.ts';
import { selectorPattern } from '../../../core/engine/selector.ts';
import {
  cleanForm2Amount,
  cleanShortAmount,
  DIGITS,
  FORM2_FIELDS,
  form3TypeEnabled,
  modeEnabled,
  NUMBER_TYPES,
  fieldSlots,
  type FormMode,
  type NumberType,
} from './form-rules.ts';

export type FormScreen = 'bet1' | 'bet2' | 'bet3';

/** The engine's errors that are about the date line only: the bet's dates have passed, the lines still stand. */
const DATE_CODES = new Set(['status-E121', 'bet-only1date', 'bet-only3date']);

export interface RebetRow extends FormLine {
  type: NumberType;
}

export type RebetFit =
  | {
      ok: true;
      /** The bet's dates the form still offers (none when they have passed: the player picks again). */
      dates: string[];
      /** Whether some of the bet's dates could not be kept. */
      datesDropped: boolean;
      rows: RebetRow[];
      /** Form 2 only: its columns A–D, mode and the Big, Small, SA fields. */
      selector?: { columns: string[]; mode: FormMode; amounts: string[] };
    }
  | { ok: false };

/** cents → what an amount field holds ('1', '0.5', '12.5'); null when a field cannot say it (whole cents). */
export function amountField(cents: number): string | null {
  if (!Number.isInteger(cents) || cents < 0 || cents % 10 !== 0) return null;
  return editableAmount(cents);
}

const usedSlots = (line: FormLine): Slot[] => SLOTS.filter((slot) => (line.amountsCents[SLOT_INDEX[slot]] ?? 0) !== 0);

/** A guided or form 3 row for a line, or null when the form has no controls for it. */
function rowOf(line: FormLine, screen: 'bet1' | 'bet3'): RebetRow | null {
  if (!/^[0-9R]+$/.test(line.number)) return null;
  const type = NUMBER_TYPES.find((candidate) => DIGITS[candidate] === line.number.length);
  if (type === undefined || (screen === 'bet3' && !form3TypeEnabled(type))) return null;
  const rolls = line.number.split('R').length - 1;
  const mode: FormMode = rolls > 0 ? 'ROLL' : line.mode;
  if (rolls > 2 || (rolls > 0 && line.mode !== 'S') || !modeEnabled(mode, type, line.number)) return null;
  const enabled = fieldSlots(type);
  const fits = usedSlots(line).every((slot) => {
    const text = enabled.includes(slot) ? amountField(line.amountsCents[SLOT_INDEX[slot]] ?? 0) : null;
    return text !== null && cleanShortAmount(text) === text;
  });
  return fits
    ? {
        number: line.number,
        mode: line.mode,
        drawTypes: [...line.drawTypes],
        amountsCents: [...line.amountsCents],
        type,
      }
    : null;
}

/** Form 2's columns for a selector number ('[129]0R5' is not one: digits or [digits] per position). */
export function columnsOf(number: string): string[] | null {
  const columns = [...number.matchAll(/\[(\d+)\]|(\d)/g)].map((match) => match[1] ?? match[2] ?? '');
  if (columns.length !== 4) return null;
  const pattern = selectorPattern(columns);
  return pattern.ok && pattern.pattern === number ? columns : null;
}

const FORM2_SLOTS: readonly Slot[] = ['B', 'S', 'SA'];

function selectorOf(line: FormLine): { columns: string[]; mode: FormMode; amounts: string[] } | null {
  const columns = columnsOf(line.number);
  if (columns === null || usedSlots(line).some((slot) => !FORM2_SLOTS.includes(slot))) return null;
  const amounts = FORM2_SLOTS.map((slot) => {
    const cents = line.amountsCents[SLOT_INDEX[slot]] ?? 0;
    return cents === 0 ? '' : amountField(cents);
  });
  if (amounts.some((text) => text === null || cleanForm2Amount(text) !== text)) return null;
  return { columns, mode: line.mode, amounts: amounts as string[] };
}

/**
 * The form state for a rebet, from the engine's reading of the bet string with the form's context.
 * `offered`: the dates the form lists now; `maxDates`: how many it takes (form 3: one).
 */
export function rebetFit(
  screen: FormScreen,
  result: SheetResult,
  offered: readonly string[],
  maxDates: number,
): RebetFit {
  const lineErrors = result.errors.filter((error) => !DATE_CODES.has(error.code));
  if (lineErrors.length > 0 || result.lines.length === 0 || result.lines.length > MAX_NUMBER_LINES)
    return { ok: false };
  const kept = result.dates.filter((date) => offered.includes(date));
  const dates = kept.length <= maxDates ? kept : [];
  const datesDropped = dates.length < result.dates.length || result.errors.length > 0;
  if (screen === 'bet2') {
    const [line] = result.lines;
    const selector = line && result.lines.length === 1 ? selectorOf(line) : null;
    if (!line || selector === null || selector.amounts.length !== FORM2_FIELDS) return { ok: false };
    const row: RebetRow = {
      number: line.number,
      mode: line.mode,
      drawTypes: [...line.drawTypes],
      amountsCents: [...line.amountsCents],
      type: '4D',
    };
    return { ok: true, dates, datesDropped, rows: [row], selector };
  }
  const rows = result.lines.map((line) => rowOf(line, screen));
  if (rows.some((row) => row === null)) return { ok: false };
  return { ok: true, dates, datesDropped, rows: rows as RebetRow[] };
}
