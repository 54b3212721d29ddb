// Rows that change all at once (a 50-line paste, the engine's notes for every row) reach the screen a few
// rows per frame instead of in one go. The rows near the one the user types in change at once, where the
// eyes are; the rest follow, nearest first, ROWS_PER_FRAME at a time. Each step is one small React commit
// and one frame laying out a handful of rows, so no main-thread task goes over 50 ms at 4× CPU,
// where all fifty rows in one commit and one layout took 60 ms and more.
import { useEffect, useState } from 'react';
import { URGENT_ROWS } from './sheet-editor.ts';

/** Rows brought up to date per frame after the urgent ones. */
export const ROWS_PER_FRAME = 8;

/** True when `rows` shows exactly `latest` (rows past the end of `latest` count as showing nothing). */
function caughtUp<T>(rows: readonly (T | undefined)[], latest: readonly T[]): boolean {
  for (let row = 0; row < Math.max(rows.length, latest.length); row += 1) if (rows[row] !== latest[row]) return false;
  return true;
}

/**
 * What the rows show now: `latest` near `viewRow`, `shown` (what they showed) elsewhere; `latest` itself
 * once they agree. Entries are compared by identity (strings, and notes reused when unchanged); an
 * undefined entry is a row with nothing to show.
 */
export function visibleRows<T>(
  shown: readonly (T | undefined)[],
  latest: readonly T[],
  viewRow: number,
): readonly (T | undefined)[] {
  if (shown === latest) return latest;
  const visible: (T | undefined)[] = [];
  for (let row = 0; row < Math.max(shown.length, latest.length); row += 1) {
    visible.push(Math.abs(row - viewRow) <= URGENT_ROWS ? latest[row] : shown[row]);
  }
  return caughtUp(visible, latest) ? latest : visible;
}

/**
 * One step: up to `count` rows that still differ from `latest`, nearest to `viewRow` first, take their
 * latest entry. Answers `latest` itself once nothing differs (so the steps stop).
 */
export function nextStep<T>(
  shown: readonly (T | undefined)[],
  latest: readonly T[],
  viewRow: number,
  count = ROWS_PER_FRAME,
): readonly (T | undefined)[] {
  const next = [...visibleRows(shown, latest, viewRow)];
  const differing: number[] = [];
  for (let row = 0; row < Math.max(next.length, latest.length); row += 1)
    if (next[row] !== latest[row]) differing.push(row);
  differing.sort((a, b) => Math.abs(a - viewRow) - Math.abs(b - viewRow) || a - b);
  for (const row of differing.slice(0, count)) next[row] = latest[row];
  return caughtUp(next, latest) ? latest : next;
}

/** `latest` as the rows should show it this frame; the rest arrive in the following frames. */
export function useProgressive<T>(latest: readonly T[], viewRow: number): readonly (T | undefined)[] {
  const [shown, setShown] = useState<readonly (T | undefined)[]>(latest);
  const visible = visibleRows(shown, latest, viewRow);
  useEffect(() => {
    if (visible === latest) return undefined;
    // One step per frame: the frame that lays out this step's rows comes before the next step's commit.
    const frame = requestAnimationFrame(() => setShown(nextStep(visible, latest, viewRow)));
    return () => cancelAnimationFrame(frame);
  }, [visible, latest, viewRow]);
  // Caught up: later updates start from what is on screen now.
  if (visible === latest && shown !== latest) setShown(latest);
  return visible;
}

/** Rows the sheet's first render mounts: more than a phone's sheet box shows at once. */
export const FIRST_ROWS = 16;

/** How many of `count` rows are mounted one frame after `mounted` were. */
export function mountedAfterFrame(mounted: number, count: number): number {
  return Math.min(count, mounted + ROWS_PER_FRAME);
}

/**
 * How many of `count` rows to mount now: a screenful at first, then ROWS_PER_FRAME more per frame. Fifty
 * rows in the first render cost one commit and one layout of ~40 ms here (×4 on a phone), which Lighthouse
 * counts as blocking time when the sheet opens; rows below the box are not seen before they are in.
 */
export function useMountedRows(count: number): number {
  const [mounted, setMounted] = useState(() => Math.min(count, FIRST_ROWS));
  useEffect(() => {
    if (mounted >= count) return undefined;
    const frame = requestAnimationFrame(() => setMounted((now) => mountedAfterFrame(now, count)));
    return () => cancelAnimationFrame(frame);
  }, [mounted, count]);
  return Math.min(mounted, count);
}
