// The ticket search's pure parts (docs/product.md S2 "Ticket search page", S4 "Ticket search"): the detail's
// parameters in localStorage under `lottery`, the date sheet's month grid and its names in the user's
// language (Malay month and day names for Malay), and the amounts with 2 decimals.
import { centsToDecimalText } from '../../../../core/domain/money.ts';

export const LOTTERY_STORAGE_KEY = 'lottery';

/** What the detail screen shows: kept so a reload works, cleared on leaving. */
export interface LotteryView {
  date: string;
  userId: string;
  /** The ticket number searched for; '' for all. */
  ticket: string;
  companyName: string;
}

type Readable = Pick<Storage, 'getItem'>;
type Writable = Pick<Storage, 'setItem' | 'removeItem'>;

export function readLotteryView(storage: Readable | undefined): LotteryView | null {
  try {
    const value = JSON.parse(storage?.getItem(LOTTERY_STORAGE_KEY) ?? 'null') as Partial<LotteryView> | null;
    if (
      !value ||
      typeof value.date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(value.date) ||
      typeof value.userId !== 'string'
    )
      return null;
    return {
      date: value.date,
      userId: value.userId,
      ticket: typeof value.ticket === 'string' ? value.ticket : '',
      companyName: typeof value.companyName === 'string' ? value.companyName : '',
    };
  } catch {
    return null;
  }
}

export function writeLotteryView(storage: Writable | undefined, view: LotteryView): void {
  try {
    storage?.setItem(LOTTERY_STORAGE_KEY, JSON.stringify(view));
  } catch {
    // Blocked storage: the detail still shows, only a reload loses it.
  }
}

export function clearLotteryView(storage: Writable | undefined): void {
  try {
    storage?.removeItem(LOTTERY_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Cents (the report's BetAmount) as units with 2 decimals ('12.50'), as the lottery's record writes them. */
export const amountText = (cents: number): string => centsToDecimalText(cents);

const two = (value: number) => String(value).padStart(2, '0');
export const isoDate = (year: number, month: number, day: number): string => `${year}-${two(month + 1)}-${two(day)}`;

export interface Month {
  year: number;
  /** 0..11 */
  month: number;
}

export function monthOf(date: string): Month {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

export function addMonths(month: Month, delta: number): Month {
  const index = month.year * 12 + month.month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The month as weeks from Sunday: each cell a 'YYYY-MM-DD' date or null outside the month. */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: days }, (_, i) => isoDate(year, month, i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** 'Disember 2026' in Malay, '2026年12月' in Chinese: the language's own month name. */
export function monthTitle({ year, month }: Month, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    Date.UTC(year, month, 1),
  );
}

/** Short day names from Sunday ('Ahd', 'Isn' … in Malay). */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2026, 10, 1 + day)));
}

/** A day's full name for its button's label ('Selasa, 24 November 2026'). */
export function dayLabel(date: string, language: string): string {
  const { year, month } = monthOf(date);
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(Date.UTC(year, month, Number(date.slice(8, 10))));
}
