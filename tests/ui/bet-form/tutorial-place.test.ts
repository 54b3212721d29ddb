// The tutorial's popover never covers the control it points at (step 6 used to sit on the Add button).
import { describe, expect, it } from 'vitest';
import { popoverTop, TOUR_GAP } from '../../../src/ui/components/bet-form/tutorial-place.ts';

const overlaps = (top: number, height: number, target: { top: number; bottom: number }) =>
  top < target.bottom && top + height > target.top;

describe('popoverTop', () => {
  it('goes under the control when it fits there', () => {
    expect(popoverTop({ top: 100, bottom: 144 }, 150, 844)).toBe(144 + TOUR_GAP);
  });

  it('goes above a control near the bottom edge (the Add button), not over it', () => {
    const add = { top: 760, bottom: 804 };
    const top = popoverTop(add, 150, 844);
    expect(top).toBe(760 - TOUR_GAP - 150);
    expect(overlaps(top, 150, add)).toBe(false);
  });

  it('for any control and popover that fit on one side, never overlaps the control', () => {
    for (let controlTop = 0; controlTop <= 800; controlTop += 20) {
      const target = { top: controlTop, bottom: controlTop + 44 };
      const top = popoverTop(target, 180, 844);
      expect(overlaps(top, 180, target), `control at ${controlTop}`).toBe(false);
    }
  });

  it('with room on neither side, takes the side with more room', () => {
    expect(popoverTop({ top: 100, bottom: 500 }, 400, 667)).toBe(500 + TOUR_GAP);
    expect(popoverTop({ top: 400, bottom: 600 }, 500, 667)).toBe(TOUR_GAP);
  });
});
