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

/*
 * Day numbers and 'YYYY-MM-DD' convert by the proleptic Gregorian civil-calendar arithmetic (days_from_civil and
 * civil_from_days) instead of through Date objects: every number line of a sheet asks whether its draw types
 * draw on its dates, and the Date round trip was a third of the engine's time. Years 0100–9999 only, the years
 * four digits can write without Date.UTC reading 0–99 as 1900–1999; anything else is NaN, as it always was.
 */
const FIRST_DAY = daysFromCivil(100, 1, 1);
const LAST_DAY = daysFromCivil(9999, 12, 31);

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

const twoDigits = (value: number): string => (value < 10 ? `0${value}` : `${value}`);

/** Days since the epoch → 'YYYY-MM-DD' (the inverse of dateToDayNumber): the one way a day count becomes a date. */
export function dayNumberToDate(dayNumber: number): string {
  if (!(dayNumber >= FIRST_DAY && dayNumber <= LAST_DAY))
    return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
  const shifted = dayNumber + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** 'YYYY-MM-DD' → days since the epoch, or NaN when malformed (a month or day that does not exist included). */
export function dateToDayNumber(date: string): number {
  if (typeof date !== 'string' || date.length !== 10) return Number.NaN;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 100 || month < 1 || month > 12 || day < 1) return Number.NaN;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day > monthDays ? Number.NaN : daysFromCivil(year, month, day);
}

/** Today's date in GMT+8, 'YYYY-MM-DD'. */
export function gmt8Date(now: number): string {
  return dayNumberToDate(gmt8DayNumber(now));
}

/** The GMT+8 wall-clock time of an instant, 'HH:mm:ss' (24 h). */
export function gmt8Time(now: number): string {
  const secondsOfDay = Math.floor(((((now + GMT8_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
  const minutes = Math.floor(secondsOfDay / 60);
  return `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}:${twoDigits(secondsOfDay % 60)}`;
}

/** 'YYYY-MM-DD HH:mm' of an instant in GMT+8: the stamp a receipt and a result's timing print. */
export function gmt8DateMinute(now: number): string {
  return `${gmt8Date(now)} ${gmt8Time(now).slice(0, 5)}`;
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

/** Whether a date is one of the weekly operators' usual draw days: Wednesday, Saturday or Sunday. */
export function isWeeklyDrawDay(date: string): boolean {
  return WEEKLY_DRAW_DAYS.has(weekdayOf(date));
}

/**
 * Special draw dates as stored (a JSON array, already parsed): the 'YYYY-MM-DD' strings of real dates, in
 * order. Anything else — not an array, a number, a malformed or impossible date — is left out, not fatal,
 * so one bad entry an operator typed never stops the calendar or a bet.
 */
export function specialDatesFrom(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((date): date is string => typeof date === 'string' && !Number.isNaN(dateToDayNumber(date)));
}

/**
 * The special dates in a calendar of days and their draw types (the login data's drawCalendar, which the
 * server builds with hasDraw): the days a weekly operator (M P T S B K W) draws although it is not Wed/Sat/Sun.
 * The inverse of hasDraw, so the app reads back the special dates the server's calendar was made from.
 */
export function specialDatesIn(
  days: readonly { readonly date: string; readonly drawTypes: readonly string[] }[],
): string[] {
  return days
    .filter(
      (day) => !isWeeklyDrawDay(day.date) && day.drawTypes.some((drawType) => operatorOf(drawType)?.daily === false),
    )
    .map((day) => day.date);
}

/** Whether a draw type has a draw on a date: L, A, N and their 3 pm twins daily, the rest Wed/Sat/Sun. */
export function hasDraw(drawType: string, date: string, calendar: DrawCalendar = {}): boolean {
  const name = canonicalDrawType(drawType);
  const operator = name === undefined ? undefined : operatorOf(name);
  if (!operator) return false;
  if (operator.daily) return true;
  return isWeeklyDrawDay(date) || (calendar.specialDates?.includes(date) ?? false);
}

const EVENING_CLOSE_MINUTES = 19 * 60;
const AFTERNOON_CLOSE_MINUTES = 15 * 60 + 30;

/**
 * The instant betting closes for a draw type's draw on a date (epoch ms). The 3 pm draws close at 15:30;
 * every evening draw closes at 19:00, because from 19:00 to 19:30 the evening draws are running and betting
 * is closed for all of them (E129, "resumes after 7:30 PM GMT+8"). NaN for a malformed date.
 */
export function bettingClosesAt(drawType: string, date: string): number {
  return gmt8InstantOf(
    date,
    canonicalDrawType(drawType)?.endsWith('3') ? AFTERNOON_CLOSE_MINUTES : EVENING_CLOSE_MINUTES,
  );
}

/** The instant (epoch ms) of `minutes` past midnight GMT+8 on a date; NaN for a malformed date. */
export function gmt8InstantOf(date: string, minutes: number): number {
  return dateToDayNumber(date) * DAY_MS + minutes * 60000 - GMT8_OFFSET_MS;
}

/** Whether a bet on this draw type and date may still be taken at `now` (the server's clock decides). */
export function isBettingOpen(drawType: string, date: string, now: number, calendar: DrawCalendar = {}): boolean {
  return hasDraw(drawType, date, calendar) && now < bettingClosesAt(drawType, date);
}
