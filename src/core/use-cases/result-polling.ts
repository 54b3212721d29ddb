// The results pages' polling (docs/product.md S4, S9: every 5000 ms): a tick every 5 s that asks again only
// while the page is visible and a draw on it is due and not final (domain/result-schedule.ts). Time from
// the Clock port and ticks from the Scheduler port, so tests drive both by hand.
import type { DrawCalendar } from '../domain/calendar.ts';
import { RESULT_POLL_MS, shouldPoll, type ShownDraw } from '../domain/result-schedule.ts';
import type { Clock } from '../ports/clock.ts';
import type { Scheduler } from '../ports/scheduler.ts';

export interface ResultPolling {
  /** Page Visibility: true while the page is hidden (another tab, the phone locked). */
  isHidden(): boolean;
  /** What the screen shows now. */
  shown(): readonly ShownDraw[];
  calendar?(): DrawCalendar;
  /** Asks the server again (the caller keeps one request at a time). */
  refresh(): void;
}

/** Starts the 5 s tick; the returned function stops it. */
export function startResultPolling(deps: { clock: Clock; scheduler: Scheduler }, polling: ResultPolling): () => void {
  return deps.scheduler.every(RESULT_POLL_MS, () => {
    if (shouldPoll(deps.clock.now(), polling.isHidden(), polling.shown(), polling.calendar?.() ?? {}))
      polling.refresh();
  });
}
