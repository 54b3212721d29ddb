// The dates the report pickers (strike, results text) offer: the last REPORT_DAYS draw days in GMT+8,
// today first. One rule for both screens.
import { dateToDayNumber, dayNumberToDate, gmt8Date } from './calendar.ts';

export const REPORT_DAYS = 14;

export function recentDates(now: number, days = REPORT_DAYS): string[] {
  const today = dateToDayNumber(gmt8Date(now));
  return Array.from({ length: days }, (_, back) => dayNumberToDate(today - back));
}
