// What the exposure screen shows (docs/api/exposure.md): which draws a date offers, which rows pass the
// filters and in what order, the totals above the list, and each row's stakes by slot. Pure, unit-tested
// (tests/ui/agent/exposure-view.test.ts). Money arrives in units with 2 decimals; sums are made in cents.
import type { ExposureRow, ExposureSlots } from '../../../../contract/exposure.ts';

/** A day of the login data's calendar (read through a valtio snapshot, so read-only). */
type CalendarDay = { readonly date: string; readonly drawTypes: readonly string[] };

export const SORTS = ['worst', 'stake', 'kept', 'passed', 'number'] as const;
export type ExposureSort = (typeof SORTS)[number];

/** Every number, those the agent keeps part of, or those it passes some of up (over its max fight). */
export const SHOWS = ['all', 'kept', 'passed'] as const;
export type ExposureShow = (typeof SHOWS)[number];

export interface ExposureFilter {
  /** 'ALL' or one currency code. */
  currency: string;
  /** Digits the number must contain ('' for every number). */
  number: string;
  show: ExposureShow;
  sort: ExposureSort;
}

export const DEFAULT_FILTER: ExposureFilter = { currency: 'ALL', number: '', show: 'all', sort: 'worst' };

export const centsOf = (units: number): number => Math.round(units * 100);

/** The figure a sort orders by, most first; 'number' orders by the number itself, ascending. */
const SORT_KEYS: Record<Exclude<ExposureSort, 'number'>, (row: ExposureRow) => number> = {
  worst: (row) => centsOf(row.WorstCase),
  stake: (row) => centsOf(row.Stake),
  kept: (row) => centsOf(row.Kept),
  passed: (row) => centsOf(row.PassedUp),
};

const SHOW_TESTS: Record<ExposureShow, (row: ExposureRow) => boolean> = {
  all: () => true,
  kept: (row) => centsOf(row.Kept) > 0,
  passed: (row) => centsOf(row.PassedUp) > 0,
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Only digits, at most 6: what the number box keeps of what was typed. */
export const numberQueryOf = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

export function visibleRows(rows: readonly ExposureRow[], filter: ExposureFilter): ExposureRow[] {
  const query = numberQueryOf(filter.number);
  const shows = SHOW_TESTS[filter.show] ?? SHOW_TESTS.all;
  const kept = rows.filter(
    (row) =>
      (filter.currency === 'ALL' || row.Currency === filter.currency) &&
      (query === '' || row.Number.includes(query)) &&
      shows(row),
  );
  const tie = (a: ExposureRow, b: ExposureRow) => byText(a.Number, b.Number) || byText(a.Currency, b.Currency);
  if (filter.sort === 'number') return kept.sort(tie);
  const key = SORT_KEYS[filter.sort] ?? SORT_KEYS.worst;
  return kept.sort((a, b) => key(b) - key(a) || tie(a, b));
}

/** The currencies the rows are in, for the currency filter (never added together). */
export function currenciesOf(rows: readonly ExposureRow[]): string[] {
  return [...new Set(rows.map((row) => row.Currency))].sort(byText);
}

export interface CurrencyTotal {
  currency: string;
  /** Cents. */
  stake: number;
  kept: number;
  passed: number;
  numbers: number;
  /** Numbers passed up for being over the max fight. */
  over: number;
}

/** Totals of the shown rows per currency, in cents. */
export function totalsOf(rows: readonly ExposureRow[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.Currency) ?? {
      currency: row.Currency,
      stake: 0,
      kept: 0,
      passed: 0,
      numbers: 0,
      over: 0,
    };
    total.stake += centsOf(row.Stake);
    total.kept += centsOf(row.Kept);
    total.passed += centsOf(row.PassedUp);
    total.numbers += 1;
    total.over += row.OverMaxFight ? 1 : 0;
    totals.set(row.Currency, total);
  }
  return [...totals.values()].sort((a, b) => byText(a.currency, b.currency));
}

/** The slot labels in sheet order; on a 3-digit number A and C are 3A and 3C, on 5D/6D B is the 5D/6D stake. */
const SLOT_ORDER = ['B', 'S', 'SA', 'SB', 'SC', 'SD', 'SE', 'A', 'C'] as const;

/** A row's stakes by slot, labelled as the sheet names them ('B', '3C', '5D', …), cents. */
export function slotStakes(number: string, slots: ExposureSlots): { label: string; cents: number }[] {
  const out: { label: string; cents: number }[] = [];
  for (const slot of SLOT_ORDER) {
    const units = slots[slot];
    if (units === undefined || units === 0) continue;
    const label = number.length === 3 ? `3${slot}` : number.length >= 5 && slot === 'B' ? `${number.length}D` : slot;
    out.push({ label, cents: centsOf(units) });
  }
  return out;
}

/** The draw types a date offers (from the login data's calendar); the first date's when it is unknown. */
export function drawTypesOn(calendar: readonly CalendarDay[], date: string): string[] {
  return [...(calendar.find((day) => day.date === date)?.drawTypes ?? [])];
}

/** The draw to show: the one chosen if the date has it, else the date's first (or '' for none). */
export function drawTypeFor(calendar: readonly CalendarDay[], date: string, chosen: string): string {
  const offered = drawTypesOn(calendar, date);
  return offered.includes(chosen) ? chosen : (offered[0] ?? '');
}
