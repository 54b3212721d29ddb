// The draw calendar the server sends in the login data (14 days ahead), as the core's DrawCalendar: the
// special dates of the weekly operators. Without a session there is none, and Wed/Sat/Sun stand alone.
import { weekdayOf, type DrawCalendar } from '../../../core/domain/calendar.ts';

const WEEKLY = new Set(['M', 'P', 'T', 'S', 'B', 'K', 'W']);
const USUAL_DAYS = new Set([0, 3, 6]);

/** The login data's calendar (a valtio snapshot is read-only, hence the readonly shape). */
type CalendarSource = { readonly drawCalendar: readonly { readonly date: string; readonly drawTypes: readonly string[] }[] };

export function calendarOf(loginData: CalendarSource | null): DrawCalendar {
  const days = loginData?.drawCalendar ?? [];
  return {
    specialDates: days
      .filter((day) => !USUAL_DAYS.has(weekdayOf(day.date)) && day.drawTypes.some((drawType) => WEEKLY.has(drawType)))
      .map((day) => day.date),
  };
}
