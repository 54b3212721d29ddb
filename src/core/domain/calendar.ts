/**
 * The GMT+8 draw calendar as pure functions of an instant (product decisions, section 3). GMT+8 is a fixed
 * offset with no daylight saving, so plain arithmetic on epoch milliseconds is exact and needs no time-zone
 * data; the current instant always comes from the caller (the Clock port), never from here.
 */
import { canonicalDrawType, operatorOf } from './operators.ts';

export interface DrawCalendar {
  /** Extra draw dates ('YYYY-MM-DD') of the Wed/Sat/Sun operators, e.g. special Tuesday draws. */
  specialDates?: readonly string[];
}

export const GMT8_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** From 19:30 GMT+8 the date list starts tomorrow. */
export const DATE_LIST_ROLLOVER_MINUTES = 19 * 60 + 30;
export const DATE_LIST_DAYS = 7;
/** Wednesday, Saturday and Sunday (Date#getUTCDay numbering). */
const WEEKLY_DRAW_DAYS: ReadonlySet<number> = new Set([3, 6, 0]);

/** Days since the epoch of the GMT+8 calendar day that holds `now`. */
function gmt8DayNumber(now: number): number {
  return Math.floor((now + GMT8_OFFSET_MS) / DAY_MS);
}

function dayNumberToDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → days since the epoch, or NaN when malformed. */
export function dateToDayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const millis = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayNumberToDate(millis / DAY_MS) === date ? millis / DAY_MS : Number.NaN;
}

/** Today's date in GMT+8, 'YYYY-MM-DD'. */
export function gmt8Date(now: number): string {
  return dayNumberToDate(gmt8DayNumber(now));
}

/** Minutes since midnight GMT+8. */
export function gmt8MinutesOfDay(now: number): number {
  const msOfDay = (((now + GMT8_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.floor(msOfDay / 60000);
}

/** The 7 dates a user picks from: from today, or from tomorrow once it is 19:30 GMT+8. */
export function dateList(now: number): string[] {
  const first = gmt8DayNumber(now) + (gmt8MinutesOfDay(now) >= DATE_LIST_ROLLOVER_MINUTES ? 1 : 0);
  return Array.from({ length: DATE_LIST_DAYS }, (_, offset) => dayNumberToDate(first + offset));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return (((dateToDayNumber(date) + 4) % 7) + 7) % 7; // the epoch was a Thursday
}

/** Whether a draw type has a draw on a date: L, A, N and their 3 pm twins daily, the rest Wed/Sat/Sun. */
export function hasDraw(drawType: string, date: string, calendar: DrawCalendar = {}): boolean {
  const name = canonicalDrawType(drawType);
  const operator = name === undefined ? undefined : operatorOf(name);
  if (!operator) return false;
  if (operator.daily) return true;
  return WEEKLY_DRAW_DAYS.has(weekdayOf(date)) || (calendar.specialDates?.includes(date) ?? false);
}

const EVENING_CLOSE_MINUTES = 19 * 60;
const AFTERNOON_CLOSE_MINUTES = 15 * 60 + 30;

/**
 * The instant betting closes for a draw type's draw on a date (epoch ms). The 3 pm draws close at 15:30;
 * every evening draw closes at 19:00, because from 19:00 to 19:30 the evening draws are running and betting
 * is closed for all of them (E129, "resumes after 7:30 PM GMT+8"). NaN for a malformed date.
 */
export function bettingClosesAt(drawType: string, date: string): number {
  const minutes = canonicalDrawType(drawType)?.endsWith('3') ? AFTERNOON_CLOSE_MINUTES : EVENING_CLOSE_MINUTES;
  return dateToDayNumber(date) * DAY_MS + minutes * 60000 - GMT8_OFFSET_MS;
}

/** Whether a bet on this draw type and date may still be taken at `now` (the server's clock decides). */
export function isBettingOpen(drawType: string, date: string, now: number, calendar: DrawCalendar = {}): boolean {
  return hasDraw(drawType, date, calendar) && now < bettingClosesAt(drawType, date);
}
