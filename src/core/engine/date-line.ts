/** The date line: `D`, `Dn` (n = 1..9) or `D#dd#dd…` (product decisions, section 4.1). */
import type { SheetError } from './types.ts';

export type DateSpec = { kind: 'first'; count: number } | { kind: 'days'; days: number[] };

/** Reads a date line; undefined when the text is not one (`D0`, `d`, `DX`, `D#`). */
export function readDateLine(text: string): DateSpec | undefined {
  if (text === 'D') return { kind: 'first', count: 1 };
  if (/^D[1-9]$/.test(text)) return { kind: 'first', count: Number(text[1]) };
  if (!/^D(#\d{1,2})+$/.test(text)) return undefined;
  return { kind: 'days', days: text.slice(2).split('#').map(Number) };
}

export interface DateRules {
  /** Dates of the date list with a draw for a draw type the sheet names, ascending. */
  openDates: readonly string[];
  maxDates: number;
  variant: 'regular' | 'hourly';
}

/** The draw dates a date line stands for, or the error it makes. */
export function resolveDates(spec: DateSpec, line: number, rules: DateRules): string[] | SheetError {
  const wanted = spec.kind === 'first' ? spec.count : spec.days.length;
  if (wanted > rules.maxDates) {
    return rules.variant === 'hourly'
      ? { line, code: 'bet-only1date' }
      : { line, code: 'bet-only3date', params: [rules.maxDates] };
  }
  if (spec.kind === 'first') {
    if (rules.openDates.length < spec.count) return { line, code: 'status-E121' };
    return rules.openDates.slice(0, spec.count);
  }
  const dates: string[] = [];
  for (const day of spec.days) {
    // Within a 7-day list a day of the month names at most one date.
    const date = rules.openDates.find((open) => Number(open.slice(8)) === day);
    if (date === undefined || dates.includes(date)) return { line, code: 'status-E121', params: [day] };
    dates.push(date);
  }
  return dates.sort();
}
