// The betting cut-off of each operator, for the countdowns on home and the sheet ("Magnum closes in
// 2 h 14 min"; "closed — resumes 7:30 PM" from 19:00 to 19:30). From the server's draw calendar (the login
// data's 14 days) and an instant of the Clock port, in GMT+8 arithmetic: never the phone's time zone.
import { bettingClosesAt, gmt8Date, gmt8InstantOf, gmt8MinutesOfDay } from './calendar.ts';

export interface CalendarDayLike {
  readonly date: string;
  readonly drawTypes: readonly string[];
}

export type Cutoff =
  /** Betting is open: the next draw of the operator closes at `closesAt` (epoch ms). */
  | { kind: 'open'; drawType: string; closesAt: number }
  /** 19:00–19:30 GMT+8: the evening draws run, betting resumes at `resumesAt`. */
  | { kind: 'closed'; resumesAt: number }
  /** No draw of the operator in the calendar ahead. */
  | { kind: 'none' };

const EVENING_PAUSE = { from: 19 * 60, until: 19 * 60 + 30 } as const;

/** The cut-off state of an operator (its letter) at `now`. */
export function cutoffOf(letter: string, now: number, calendar: readonly CalendarDayLike[]): Cutoff {
  const minutes = gmt8MinutesOfDay(now);
  if (minutes >= EVENING_PAUSE.from && minutes < EVENING_PAUSE.until) {
    return { kind: 'closed', resumesAt: gmt8InstantOf(gmt8Date(now), EVENING_PAUSE.until) };
  }
  let next: { drawType: string; closesAt: number } | null = null;
  for (const day of calendar) {
    for (const drawType of day.drawTypes) {
      if (drawType.charAt(0) !== letter) continue;
      const closesAt = bettingClosesAt(drawType, day.date);
      if (closesAt > now && (next === null || closesAt < next.closesAt)) next = { drawType, closesAt };
    }
  }
  return next === null ? { kind: 'none' } : { kind: 'open', ...next };
}

/** Whole hours and minutes left (rounded up to the minute, so "0 min" never shows while open). */
export function timeLeft(closesAt: number, now: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.ceil((closesAt - now) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
