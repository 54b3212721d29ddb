// When a draw's result may be published (docs/settlement.md, "A result only after its draw"): not before
// the draw takes place, which is when its betting closes (calendar.ts, bettingClosesAt: betting for a draw
// closes at its draw time). A correction of a result already published is not a first publication and
// stays possible at any time. Pure: the instant comes from the caller's Clock.
import { bettingClosesAt, gmt8DateMinute } from './calendar.ts';

/** The instant (epoch ms) the draw of `drawType` on `drawDate` takes place. */
export function drawTakesPlaceAt(drawType: string, drawDate: string): number {
  return bettingClosesAt(drawType, drawDate);
}

/** 'YYYY-MM-DD HH:mm GMT+8' of an instant. */
export function gmt8Stamp(instant: number): string {
  return `${gmt8DateMinute(instant)} GMT+8`;
}

/**
 * Why a result may not be published now, or null: a first result for a draw whose time has not come is
 * E155, with the draw's time as its parameter. A malformed date is left to the caller's own validation.
 */
export function publishRefusal(
  drawType: string,
  drawDate: string,
  now: number,
  alreadyPublished: boolean,
): { code: 'E155'; params: [string] } | null {
  if (alreadyPublished) return null;
  const at = drawTakesPlaceAt(drawType, drawDate);
  if (!Number.isFinite(at) || now >= at) return null;
  return { code: 'E155', params: [gmt8Stamp(at)] };
}
