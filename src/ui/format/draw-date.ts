// Dates in the user's language. Draw dates come from the engine as 'YYYY-MM-DD' calendar days
// (GMT+8 already applied). Read as UTC midnight and formatted in UTC, the weekday and day can never shift
// with the device's time zone. Instants (a bet's time) are shown on the house's clock, GMT+8.
import { localeOf } from './locale.ts';
import { nextTask } from '../when-idle.ts';

// Making an Intl.DateTimeFormat is slow (ICU data; tens of ms at 4× CPU throttle): one per language and
// kind, kept, as money.ts keeps its number formats. The receipt dialog and the sheet's notes format often.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const instantFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(
  cache: Map<string, Intl.DateTimeFormat>,
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    cache.set(language, format);
  }
  return format;
}

export function formatDrawDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const instant = Date.UTC(year, month - 1, day);
  return formatOf(dayFormats, language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    instant,
  );
}

/** An instant (ms or ISO text) as date and time on the GMT+8 clock, in the language's words and order. */
export function formatInstant(instant: number | string, language: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return formatOf(instantFormats, language, {
    timeZone: 'Asia/Singapore',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(time);
}

/**
 * Makes the language's date formats ahead of need: the first one costs the engine's locale data (~40 ms
 * at 4× CPU), which would otherwise land in the first row notes after a paste or the first receipt.
 */
export async function prepareDateFormats(language: string): Promise<void> {
  formatDrawDate('2026-01-01', language);
  // Each format in a task of its own: made in one, they were a long task (over 50 ms at 4× CPU).
  await nextTask();
  formatInstant(0, language);
}
