// Dates in the user's language (issue 15). Draw dates come from the engine as 'YYYY-MM-DD' calendar days
// (GMT+8 already applied). Read as UTC midnight and formatted in UTC, the weekday and day can never shift
// with the device's time zone. Instants (a bet's time) are shown on the house's clock, GMT+8.
import { localeOf } from './locale.ts';

// A formatter costs far more to make than to use (~0.2 ms each at 4× CPU, once per row note): one per
// language and style, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: string, style: 'draw' | 'instant'): Intl.DateTimeFormat {
  const key = `${style} ${language}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = style === 'draw'
      ? new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
      : new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Singapore', dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(key, format);
  }
  return format;
}

export function formatDrawDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return isoDate;
  const instant = Date.UTC(year, month - 1, day);
  return formatterOf(language, 'draw').format(instant);
}

/** An instant (ms or ISO text) as date and time on the GMT+8 clock, in the language's words and order. */
export function formatInstant(instant: number | string, language: string): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return formatterOf(language, 'instant').format(time);
}

/**
 * Makes the language's formatters ahead of need: the first one costs the engine's locale data (~40 ms at
 * 4× CPU), which would otherwise land in the render of the first row notes after a paste.
 */
export function prepareDateFormats(language: string): void {
  formatterOf(language, 'draw');
}
