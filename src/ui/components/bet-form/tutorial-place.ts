// Where the tutorial's popover goes, as a pure function (tests/ui/bet-form/tutorial-place.test.ts): under
// the control it points at when it fits there, else above it, else on the side with more room. It never
// covers the control: a control near the bottom edge (the Add button at the end of a form) gets the
// popover above it, not clamped on top of it.
export const TOUR_GAP = 8;

export interface Span {
  top: number;
  bottom: number;
}

/** The popover's top (px from the viewport's top) for a target span, the popover's height and the viewport's. */
export function popoverTop(target: Span, popoverHeight: number, viewportHeight: number): number {
  const below = target.bottom + TOUR_GAP;
  if (below + popoverHeight <= viewportHeight - TOUR_GAP) return below;
  const above = target.top - TOUR_GAP - popoverHeight;
  if (above >= TOUR_GAP) return above;
  // Fits on neither side whole: the side with more room, kept on screen as far as it goes.
  const roomBelow = viewportHeight - below;
  return roomBelow >= target.top ? below : Math.max(TOUR_GAP, above);
}
