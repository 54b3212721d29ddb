// What the exposure screen shows (docs/api/exposure.md): which draws a date offers, which rows pass the
// filters and in what order, the totals above the list, and each row's stakes by slot. Pure, unit-tested
// (tests/ui/agent/exposure-view.test.ts). Money arrives from the port in cents.
import type { ExposureSlot, NumberExposureLine } from '../../../core/ports/exposure-service.ts';

type ExposureRow = NumberExposureLine;

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

/** The figure a sort orders by, most first; 'number' orders by the number itself, ascending. */
const SORT_KEYS: Record<Exclude<ExposureSort, 'number'>, (row: ExposureRow) => number> = {
  worst: (row) => row.worstCaseCents,
  stake: (row) => row.stakeCents,
  kept: (row) => row.keptCents,
  passed: (row) => row.passedUpCents,
};

const SHOW_TESTS: Record<ExposureShow, (row: ExposureRow) => boolean> = {
  all: () => true,
  kept: (row) => row.keptCents > 0,
  passed: (row) => row.passedUpCents > 0,
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Only digits, at most 6: what the number box keeps of what was typed. */
export const numberQueryOf = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

export function visibleRows(rows: readonly ExposureRow[], filter: ExposureFilter): ExposureRow[] {
  const query = numberQueryOf(filter.number);
  const shows = SHOW_TESTS[filter.show] ?? SHOW_TESTS.all;
  const kept = rows.filter(
    (row) =>
      (filter.currency === 'ALL' || row.currency === filter.currency) &&
      (query === '' || row.number.includes(query)) &&
      shows(row),
  );
  const tie = (a: ExposureRow, b: ExposureRow) => byText(a.number, b.number) || byText(a.currency, b.currency);
  if (filter.sort === 'number') return kept.sort(tie);
  const key = SORT_KEYS[filter.sort] ?? SORT_KEYS.worst;
  return kept.sort((a, b) => key(b) - key(a) || tie(a, b));
}

/** The currencies the rows are in, for the currency filter (never added together). */
export function currenciesOf(rows: readonly ExposureRow[]): string[] {
  return [...new Set(rows.map((row) => row.currency))].sort(byText);
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
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      stake: 0,
      kept: 0,
      passed: 0,
      numbers: 0,
      over: 0,
    };
    total.stake += row.stakeCents;
    total.kept += row.keptCents;
    total.passed += row.passedUpCents;
    total.numbers += 1;
    total.over += row.overMaxFight ? 1 : 0;
    totals.set(row.currency, total);
  }
  return [...totals.values()].sort((a, b) => byText(a.currency, b.currency));
}

/** The slot labels in sheet order; on a 3-digit number A and C are 3A and 3C, on 5D/6D B is the 5D/6D stake. */
const SLOT_ORDER = ['B', 'S', 'SA', 'SB', 'SC', 'SD', 'SE', 'A', 'C'] as const;

/** A row's stakes by slot, labelled as the sheet names them ('B', '3C', '5D', …), cents. */
export function slotStakes(
  number: string,
  slots: Partial<Record<ExposureSlot, number>>,
): { label: string; cents: number }[] {
  const out: { label: string; cents: number }[] = [];
  for (const slot of SLOT_ORDER) {
    const stake = slots[slot];
    if (stake === undefined || stake === 0) continue;
    const label = number.length === 3 ? `3${slot}` : number.length >= 5 && slot === 'B' ? `${number.length}D` : slot;
    out.push({ label, cents: stake });
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
