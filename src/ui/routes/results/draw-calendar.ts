// The draw calendar the server sends in the login data (14 days ahead), as the core's DrawCalendar: the
// special dates of the weekly operators. Without a session there is none, and Wed/Sat/Sun stand alone.
import { specialDatesIn, type DrawCalendar } from '../../../core/domain/calendar.ts';

/** The login data's calendar (a valtio snapshot is read-only, hence the readonly shape). */
type CalendarSource = {
  readonly drawCalendar: readonly { readonly date: string; readonly drawTypes: readonly string[] }[];
};

export function calendarOf(loginData: CalendarSource | null): DrawCalendar {
  return { specialDates: specialDatesIn(loginData?.drawCalendar ?? []) };
}
