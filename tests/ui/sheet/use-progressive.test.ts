// A 50-line paste reaches the rows in steps: the rows near the one typed in at once, the rest
// ROWS_PER_FRAME per frame, nearest first, until the rows show exactly the latest text.
import { describe, expect, it } from 'vitest';
import { URGENT_ROWS } from '../../../src/ui/routes/sheet/sheet-editor.ts';
import {
  FIRST_ROWS,
  ROWS_PER_FRAME,
  mountedAfterFrame,
  nextStep,
  visibleRows,
} from '../../../src/ui/routes/sheet/use-progressive.ts';

const old = Array.from({ length: 50 }, (_, row) => `old ${row}`);
const latest = Array.from({ length: 50 }, (_, row) => `new ${row}`);
const changed = (rows: readonly (string | undefined)[]) =>
  rows.flatMap((entry, row) => (entry === latest[row] ? [row] : []));

describe('the rows shown while a change spreads', () => {
  it('shows the latest entry within URGENT_ROWS of the row typed in, and the old one beyond', () => {
    const visible = visibleRows(old, latest, 20);
    expect(changed(visible)).toEqual(
      Array.from({ length: 2 * URGENT_ROWS + 1 }, (_, index) => 20 - URGENT_ROWS + index),
    );
    expect(visible[0]).toBe('old 0');
  });

  it('answers the latest array itself once every row agrees, so the steps stop', () => {
    expect(visibleRows(latest, latest, 0)).toBe(latest);
    expect(visibleRows([...latest], latest, 0)).toBe(latest);
    expect(nextStep(latest, latest, 0)).toBe(latest);
  });

  it('brings ROWS_PER_FRAME more rows up to date per step, nearest to the row typed in first', () => {
    const first = nextStep(old, latest, 0);
    expect(changed(first)).toEqual(Array.from({ length: URGENT_ROWS + 1 + ROWS_PER_FRAME }, (_, row) => row));
    let shown: readonly (string | undefined)[] = old;
    let steps = 0;
    while (shown !== latest) {
      shown = nextStep(shown, latest, 0);
      steps += 1;
    }
    expect(steps).toBe(Math.ceil((50 - URGENT_ROWS - 1) / ROWS_PER_FRAME));
  });

  it('empties rows past the end of a shorter text, and fills rows past the end of a longer one', () => {
    const short = ['D', '#1'];
    let shown: readonly (string | undefined)[] = old;
    while (shown !== short) shown = nextStep(shown, short, 0);
    expect(shown).toBe(short);
    const grown = nextStep(short, latest, 0, 50);
    expect(grown).toBe(latest);
  });
});

describe('mounting the rows a few per frame', () => {
  it('mounts ROWS_PER_FRAME more per frame and never more than the rows there are', () => {
    expect(FIRST_ROWS).toBeLessThan(50);
    expect(mountedAfterFrame(FIRST_ROWS, 50)).toBe(FIRST_ROWS + ROWS_PER_FRAME);
    expect(mountedAfterFrame(48, 50)).toBe(50);
    expect(mountedAfterFrame(50, 50)).toBe(50);
    let mounted = FIRST_ROWS;
    let frames = 0;
    while (mounted < 50) {
      mounted = mountedAfterFrame(mounted, 50);
      frames += 1;
    }
    expect(frames).toBe(Math.ceil((50 - FIRST_ROWS) / ROWS_PER_FRAME));
  });
});
