/**
 * Canonical sheets from form rows (guided screen, forms 2 and 3), so every screen sends the same language
 * and parseSheet alone judges every bet. The builder never refuses: what it cannot express well (an
 * unknown draw type, an amount with cents) it writes as it is, and the parse reports it on that row.
 */
import { OPERATORS, sortDrawTypes } from '../domain/operators.ts';
import { SLOT_INDEX, SLOTS, slotsForLength } from '../domain/slots.ts';
import { readNumberBody } from './number-body.ts';
import type { FormLine, FormSheet, FormSheetRequest, Mode, Slot } from './types.ts';

const REGULAR_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  OPERATORS.map((operator) => [operator.letter, operator.sheetDigit]),
);
const HOURLY_CODE: Readonly<Record<string, string>> = { L3: '83', L: '8', A3: '93', A: '9', N3: '03', N: '0' };

export function buildFormSheet(request: FormSheetRequest): FormSheet {
  const out: string[] = [];
  if (request.dates.length > 0) out.push('D' + request.dates.map((date) => `#${Number(date.slice(8, 10))}`).join(''));
  const codes = request.variant === 'hourly' ? HOURLY_CODE : REGULAR_CODE;
  const rowLines: number[] = [];
  let marker = '';
  for (const row of request.lines) {
    const next =
      '#' +
      sortDrawTypes(row.drawTypes)
        .map((drawType) => codes[drawType] ?? drawType)
        .join('');
    if (next !== marker) out.push((marker = next));
    out.push(numberLine(row, request.betSequence ?? SLOTS));
    rowLines.push(out.length);
  }
  return { text: out.join('\n'), rowLines };
}

const PREFIX: Readonly<Record<Mode, string>> = { S: '', B: '*', I: '**', R: '' };

function numberLine(row: FormLine, betSequence: readonly Slot[]): string {
  const body = readNumberBody(row.number);
  const order = slotsForLength(typeof body === 'string' ? 4 : body.positions.length, betSequence);
  // Slots the number does not take go last, so that a stray amount is reported (E123) rather than lost.
  const stray = SLOTS.filter((slot) => !order.includes(slot) && (row.amountsCents[SLOT_INDEX[slot]] ?? 0) !== 0);
  const amounts = [...order, ...stray].map((slot) => row.amountsCents[SLOT_INDEX[slot]] ?? 0);
  while (amounts.length > 1 && amounts[amounts.length - 1] === 0) amounts.pop();
  const suffix = row.mode === 'R' ? '*' : '';
  return PREFIX[row.mode] + row.number + suffix + amounts.map((cents) => '#' + amountText(cents)).join('');
}

/** 500 → '5', 50 → '0.5'; a whole-cent amount keeps its cents so that the parse refuses it (E124). */
export function amountText(cents: number): string {
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(units);
  if (rest % 10 === 0) return `${units}.${rest / 10}`;
  return `${units}.${String(rest).padStart(2, '0')}`;
}
