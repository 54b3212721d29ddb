// Draw dates in the user's language. Draw dates come from the engine as 'YYYY-MM-DD' calendar days
// (GMT+8 already applied): the weekday is computed from the calendar day itself, so it can never shift
// with the device's time zone.
//
// Written from the language's messages (draw-day, weekday-short-N, month-short-N in translation.json),
// exactly as Intl.DateTimeFormat writes them (pinned by the format test, day by day, in every language):
// the first Intl.DateTimeFormat of a page loads the engine's calendar and time zone data, 30 ms on a
// desktop core and four times that on a phone, one long task on every screen that shows a draw date,
// whichever format it asks for. Where the language's messages are not loaded (a test's own i18next, an
// unknown language), Intl still writes it.
import i18next from 'i18next';
import { localeOf } from './locale.ts';

const intlFormats = new Map<string, Intl.DateTimeFormat>();

function intlDrawDate(instant: number, language: string): string {
  let format = intlFormats.get(language);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    intlFormats.set(language, format);
  }
  return format.format(instant);
}

/** '2026-11-18' → 'Wed, Nov 18' (en), '11月18日周三' (zh); anything not a date is shown as it is. */
export function formatDrawDate(isoDate: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = Date.UTC(year, month - 1, day);
  const date = new Date(instant);
  // Not a calendar day (2026-02-30): the same text Intl would give for the day it rolls over to.
  const calendarDay = date.getUTCDate() === day && date.getUTCMonth() === month - 1;
  if (!calendarDay || !(i18next.isInitialized && i18next.hasResourceBundle(language, 'translation')))
    return intlDrawDate(instant, language);
  const options = { lng: language, ns: 'translation' } as const;
  return i18next.t('draw-day', {
    ...options,
    weekday: i18next.t(`weekday-short-${date.getUTCDay()}` as 'weekday-short-0', options),
    month: i18next.t(`month-short-${month}` as 'month-short-1', options),
    day,
  });
}
