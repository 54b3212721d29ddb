// Dates in the user's language (issue 15). Draw dates come from the engine as 'YYYY-MM-DD' calendar days
// (GMT+8 already applied). Read as UTC midnight and formatted in UTC, the weekday and day can never shift
// with the device's time zone. Instants (a bet's time) are shown on the house's clock, GMT+8.
import { localeOf } from './locale.ts';

export function formatDrawDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const instant = Date.UTC(year, month - 1, day);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
    .format(instant);
}

/** An instant (ms or ISO text) as date and time on the GMT+8 clock, in the language's words and order. */
export function formatInstant(instant: number | string, language: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
