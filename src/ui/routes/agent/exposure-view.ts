// What the exposure screen shows (docs/api/exposure.md): which draws a date offers, which rows
// pass the filters and in what order, and the totals above the list. Pure, unit-tested
// (tests/ui/agent/exposure-view.test.ts). Money arrives in units with 2 decimals; sums are made in cents.
import type { ExposureRow } from '../../../../contract/exposure.ts';

/** A day of the login data's calendar (read through a valtio snapshot, so read-only). */
type CalendarDay = { readonly date: string; readonly drawTypes: readonly string[] };

export const SORTS = ['stake', 'own', 'worst', 'big', 'small', 'number'] as const;
export type ExposureSort = (typeof SORTS)[number];

export interface ExposureFilter {
  /** 'ALL' or one currency code. */
  currency: string;
  /** Digits the number must contain ('' for every number). */
  number: string;
  overOnly: boolean;
  sort: ExposureSort;
}

export const DEFAULT_FILTER: ExposureFilter = { currency: 'ALL', number: '', overOnly: false, sort: 'stake' };

export const centsOf = (units: number): number => Math.round(units * 100);
const ownCents = (row: ExposureRow) => centsOf(row.OwnBig) + centsOf(row.OwnSmall);

/** The figure a sort orders by, most first; 'number' orders by the number itself, ascending. */
const SORT_KEYS: Record<Exclude<ExposureSort, 'number'>, (row: ExposureRow) => number> = {
  stake: (row) => centsOf(row.Big) + centsOf(row.Small),
  own: ownCents,
  worst: (row) => centsOf(row.WorstCase),
  big: (row) => centsOf(row.Big),
  small: (row) => centsOf(row.Small),
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Only digits, at most 6: what the number box keeps of what was typed. */
export const numberQueryOf = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6);

export function visibleRows(rows: readonly ExposureRow[], filter: ExposureFilter): ExposureRow[] {
  const query = numberQueryOf(filter.number);
  const kept = rows.filter(
    (row) =>
      (filter.currency === 'ALL' || row.Currency === filter.currency) &&
      (query === '' || row.Number.includes(query)) &&
      (!filter.overOnly || row.OverMaxFight),
  );
  const tie = (a: ExposureRow, b: ExposureRow) => byText(a.Number, b.Number) || byText(a.Currency, b.Currency);
  if (filter.sort === 'number') return kept.sort(tie);
  const key = SORT_KEYS[filter.sort];
  return kept.sort((a, b) => key(b) - key(a) || tie(a, b));
}

/** The currencies the rows are in, for the currency filter (never added together). */
export function currenciesOf(rows: readonly ExposureRow[]): string[] {
  return [...new Set(rows.map((row) => row.Currency))].sort(byText);
}

export interface CurrencyTotal {
  currency: string;
  /** Cents. */
  big: number;
  small: number;
  own: number;
  numbers: number;
  over: number;
}

/** Totals of the shown rows per currency, in cents. */
export function totalsOf(rows: readonly ExposureRow[]): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const row of rows) {
    const total = totals.get(row.Currency) ?? { currency: row.Currency, big: 0, small: 0, own: 0, numbers: 0, over: 0 };
    total.big += centsOf(row.Big);
    total.small += centsOf(row.Small);
    total.own += ownCents(row);
    total.numbers += 1;
    total.over += row.OverMaxFight ? 1 : 0;
    totals.set(row.Currency, total);
  }
  return [...totals.values()].sort((a, b) => byText(a.currency, b.currency));
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

/** How far past its max fight a row's own share goes, in cents (0 when within). */
export function overBy(row: ExposureRow, maxFight: number): number {
  return Math.max(0, ownCents(row) - centsOf(maxFight));
}
