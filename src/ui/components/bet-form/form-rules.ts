// What the three bet forms enable and accept (docs/product.md S4 "Bet mode", "Guided screen and form 3",
// "Number type change"; S5 "Amount entry", "Dates"). Pure functions, unit-tested, so that no condition hides
// in JSX. They only decide what a control offers: whether a bet is valid, what it costs and which error it
// has are the engine's (buildFormSheet + parseSheet), so a form and the sheet can never disagree.
import { parseAmountText } from '../../../core/domain/money.ts';
import { MAX_NUMBER_LINES } from '../../../core/engine/sheet-limits.ts';
import { hasDraw, type DrawCalendar } from '../../../core/domain/calendar.ts';
import { offersGame, type Game } from '../../../core/domain/operators.ts';
import type { Mode, Slot } from '../../../core/engine/index.ts';

export type NumberType = Game;
export const NUMBER_TYPES: readonly NumberType[] = ['3D', '4D', '5D', '6D'];
export const DIGITS: Readonly<Record<NumberType, number>> = { '3D': 3, '4D': 4, '5D': 5, '6D': 6 };

/** The form's mode buttons: the engine's modes plus ROLL (a 4D number with R in it, mode S). */
export type FormMode = Mode | 'ROLL';
export const MODE_BUTTONS: readonly Exclude<FormMode, 'S'>[] = ['B', 'I', 'R', 'ROLL'];

/** The amount fields of the guided screen and form 3, left to right. */
export const AMOUNT_FIELDS = 7;
/** Form 2 has only Big, Small and SA. */
export const FORM2_FIELDS = 3;
/** The guided screen and form 2 take up to 3 dates (or the site's maxDrawDates); form 3 one. */
export const MAX_DATES = 3;

/** Which slot each amount field fills, per number type (null: disabled). D3: the first two fields are 3A, 3C. */
export function fieldSlots(type: NumberType): readonly (Slot | null)[] {
  if (type === '3D') return ['A', 'C', null, null, null, null, null];
  if (type === '4D') return ['B', 'S', 'SA', 'SB', 'SC', 'SD', 'SE'];
  return ['B', null, null, null, null, null, null];
}

/** The label (and placeholder) of each field for a number type: 3A / 3C on a 3D number. */
export function fieldLabels(type: NumberType): readonly string[] {
  const names = ['B', 'S', 'SA', 'SB', 'SC', 'SD', 'SE'];
  return type === '3D' ? ['3A', '3C', ...names.slice(2)] : names;
}

/** Box modes (BOX, iBOX) need a 3 or 4-digit number without R; REVERSE a 4-digit one; ROLL a 4D one. */
export function modeEnabled(mode: FormMode, type: NumberType, number: string): boolean {
  if (mode === 'S') return true;
  const rolled = number.includes('R');
  if (mode === 'B' || mode === 'I') return (type === '3D' || type === '4D') && !rolled;
  if (mode === 'R') return type === '3D' || type === '4D';
  return type === '4D';
}

/** Tapping a mode button: the active one returns to S (S4 "Bet mode"); a disabled one changes nothing. */
export function tapMode(current: FormMode, tapped: FormMode, type: NumberType, number: string): FormMode {
  if (tapped === current) return 'S';
  return modeEnabled(tapped, type, number) ? tapped : current;
}

/** The mode the engine gets: ROLL is a plain line whose number holds the R. */
export function engineMode(mode: FormMode): Mode {
  return mode === 'ROLL' ? 'S' : mode;
}

/** What the number field keeps of a typed text: digits, and R only in ROLL mode (at most 2), up to the type's length. */
export function cleanNumber(text: string, type: NumberType, mode: FormMode): string {
  let rolls = 0;
  let out = '';
  for (const char of text.toUpperCase()) {
    if (/\d/.test(char)) out += char;
    else if (char === 'R' && mode === 'ROLL' && rolls < 2) {
      out += char;
      rolls += 1;
    }
  }
  return out.slice(0, DIGITS[type]);
}

/** Guided screen and form 3: at most 4 characters, digits and one point with one digit after it. */
export function cleanShortAmount(text: string): string {
  return cleanAmount(text, 4, 4);
}

/** Form 2: at most 4 integer digits and at most 1 decimal. */
export function cleanForm2Amount(text: string): string {
  return cleanAmount(text, 4, 6);
}

function cleanAmount(text: string, integerDigits: number, maxLength: number): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  const integer = whole.slice(0, integerDigits);
  const out = rest.length > 0 ? `${integer}.${rest.join('').slice(0, 1)}` : integer;
  return out.slice(0, maxLength);
}

/** '1.5' → 150 cents; '' or malformed → 0. Only a display value: the engine judges the amount. */
export function amountCents(text: string): number {
  if (!/^\d{1,4}(\.\d?)?$/.test(text)) return 0;
  return parseAmountText(text, { maxDecimals: 1, typing: true }) ?? 0;
}

/** The 9-slot amounts (SLOTS order) of the fields that are enabled for the type; disabled fields count 0. */
export function slotAmounts(type: NumberType, fields: readonly string[], order: readonly Slot[]): number[] {
  const slots = fieldSlots(type);
  const out = order.map(() => 0);
  slots.forEach((slot, index) => {
    if (slot !== null) out[order.indexOf(slot)] = amountCents(fields[index] ?? '');
  });
  return out;
}

export interface AddConditions {
  drawTypes: readonly string[];
  dates: readonly string[];
  type: NumberType;
  number: string;
  amounts: readonly string[];
  lineCount: number;
}

/** Add: a draw type (and a date) chosen, the number has the type's digits, the amounts sum above 0, room left. */
export function addEnabled(c: AddConditions): boolean {
  if (c.drawTypes.length === 0 || c.dates.length === 0) return false;
  if (c.number.length !== DIGITS[c.type]) return false;
  if (c.lineCount >= MAX_NUMBER_LINES) return false;
  const enabled = fieldSlots(c.type);
  return c.amounts.reduce((sum, text, index) => sum + (enabled[index] ? amountCents(text) : 0), 0) > 0;
}

export interface BetConditions {
  lineCount: number;
  number: string;
  busy: boolean;
  online: boolean;
  /** The engine read the list without errors. */
  checked: boolean;
  player: string;
}

/** BET: a non-empty list, an empty number field, the list checked by the engine, nothing in flight. */
export function betEnabled(c: BetConditions): boolean {
  return c.lineCount > 0 && c.number === '' && !c.busy && c.online && c.checked && c.player !== '';
}

/** Toggling a date in a multi-select of at most `max`: a new date past the limit is refused. */
export function toggleDate(chosen: readonly string[], date: string, max: number): string[] {
  if (chosen.includes(date)) return chosen.filter((entry) => entry !== date);
  if (chosen.length >= max) return [...chosen];
  return [...chosen, date].sort();
}

/** The dates of the list on which at least one of the draw types draws. */
export function datesWithDraws(
  list: readonly string[],
  drawTypes: readonly string[],
  calendar: DrawCalendar,
): string[] {
  return list.filter((date) => drawTypes.some((drawType) => hasDraw(drawType, date, calendar)));
}

/** A draw type is offered when it draws on a chosen date and offers the chosen game. */
export function drawTypeEnabled(
  drawType: string,
  dates: readonly string[],
  type: NumberType,
  calendar: DrawCalendar,
): boolean {
  return offersGame(drawType, type) && dates.some((date) => hasDraw(drawType, date, calendar));
}

/** The chosen draw types still offered after the dates or the type changed. */
export function keepOffered(
  chosen: readonly string[],
  dates: readonly string[],
  type: NumberType,
  calendar: DrawCalendar,
): string[] {
  return chosen.filter((drawType) => drawTypeEnabled(drawType, dates, type, calendar));
}

/** Form 3: 5D is disabled. */
export function form3TypeEnabled(type: NumberType): boolean {
  return type !== '5D';
}

/** Form 3, D6: the L and A draws are preselected (S4 "Number type change"). */
export const D6_PRESELECT: readonly string[] = ['L3', 'L', 'A3', 'A'];

/**
 * The draw types after a number type change (S4 "Number type change"): on form 3, D6 preselects L, L3, A, A3;
 * otherwise the chosen ones still offered stay.
 */
export function drawTypesAfterTypeChange(
  chosen: readonly string[],
  dates: readonly string[],
  type: NumberType,
  calendar: DrawCalendar,
  form3: boolean,
): string[] {
  if (form3 && type === '6D')
    return D6_PRESELECT.filter((drawType) => drawTypeEnabled(drawType, dates, type, calendar) || dates.length === 0);
  return keepOffered(chosen, dates, type, calendar);
}

/** Form 3 shows a closed draw as E129-2 ("betting is closed"): its hourly draws have no evening pause. */
export function form3Status(status: string): string {
  return status === 'E129' ? 'E129-2' : status;
}
