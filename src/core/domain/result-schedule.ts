// When a draw is due or live, so the results pages poll only then (docs/product.md S4 "Results": poll every
// 5 s and switch the shown draw time around 15:00, 18:30 and 19:00 or 22:00; S9 the time windows). GMT+8
// minutes of the day from the Clock port's instant, never the phone's time zone. Decisions:
// docs/client/results.md.
import type { ResultState } from './result-state.ts';
import { gmt8Date, gmt8MinutesOfDay, hasDraw, type DrawCalendar } from './calendar.ts';
import { canonicalDrawType } from './operators.ts';

export const RESULT_POLL_MS = 5000;

const at = (hours: number, minutes = 0) => hours * 60 + minutes;
/** 15:00: the 3 pm draws (15:30) are due; 18:30: they are over and the evening's are due. */
export const AFTERNOON_WINDOW = { opens: at(15), closes: at(18, 30) } as const;
/** 18:30 for the 19:00 draws (N and the weekly operators), 19:00 for L and A (19:30); all over by 22:00. */
export const EVENING_WINDOW = { opens: at(18, 30), closes: at(22) } as const;
const LA_EVENING_OPENS = at(19);

/** The minutes of the day (GMT+8) during which a draw type's draw is due or live: [opens, closes). */
export function drawWindowOf(drawType: string): { opens: number; closes: number } {
  const name = canonicalDrawType(drawType) ?? drawType;
  if (name.endsWith('3')) return AFTERNOON_WINDOW;
  if (name === 'L' || name === 'A') return { opens: LA_EVENING_OPENS, closes: EVENING_WINDOW.closes };
  return EVENING_WINDOW;
}

/** Whether today's draw of `drawType` is due or running at `now`: it draws today and the window is open. */
export function isDrawDue(drawType: string, now: number, calendar: DrawCalendar = {}): boolean {
  if (!hasDraw(drawType, gmt8Date(now), calendar)) return false;
  const minutes = gmt8MinutesOfDay(now);
  const window = drawWindowOf(drawType);
  return minutes >= window.opens && minutes < window.closes;
}

/** A draw a results screen shows. */
export interface ShownDraw {
  drawType: string;
  /** The date the screen asks for; null: the draw type's latest result. */
  asked: string | null;
  /** The date of the result shown (null: none yet). */
  shown: string | null;
  state: ResultState;
}

/** Today's draw of this type is due and the screen does not show it final yet. */
export function awaitsResult(draw: ShownDraw, now: number, calendar: DrawCalendar = {}): boolean {
  const today = gmt8Date(now);
  if (draw.asked !== null && draw.asked !== today) return false;
  if (!isDrawDue(draw.drawType, now, calendar)) return false;
  return !(draw.shown === today && draw.state === 'final');
}

/** Poll only while the page is visible and a draw on it awaits its result. */
export function shouldPoll(
  now: number,
  hidden: boolean,
  draws: readonly ShownDraw[],
  calendar: DrawCalendar = {},
): boolean {
  return !hidden && draws.some((draw) => awaitsResult(draw, now, calendar));
}

/**
 * The state to show for an operator: today's draw is 'waiting' while it is due and the result shown is an
 * older one; otherwise the shown result's own state.
 */
export function displayedState(draw: ShownDraw, now: number, calendar: DrawCalendar = {}): ResultState {
  if (draw.asked === null && isDrawDue(draw.drawType, now, calendar) && draw.shown !== gmt8Date(now)) return 'waiting';
  return draw.state;
}

export type DrawTime = 'afternoon' | 'evening';

/** The time picker's default (L, A, N): the 3 pm draw from 15:00 until 18:30, else the evening's. */
export function defaultDrawTime(now: number): DrawTime {
  const minutes = gmt8MinutesOfDay(now);
  return minutes >= AFTERNOON_WINDOW.opens && minutes < AFTERNOON_WINDOW.closes ? 'afternoon' : 'evening';
}

/** 'L' + afternoon → 'L3'; the weekly operators have one draw. */
export function drawTypeAt(letter: string, time: DrawTime): string {
  return time === 'afternoon' && (letter === 'L' || letter === 'A' || letter === 'N') ? `${letter}3` : letter;
}
