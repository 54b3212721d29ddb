// The engine's context for a player's bet: the server's clock, the site's settings and the player's own
// games and bet-sequence preference — so the server reads a sheet exactly as the player's app did. The
// figures come from the bet's facts statement (bet-facts.ts); this only shapes them.
import type { SheetContext, Slot } from '../../../src/core/engine/index.ts';
import { SLOTS } from '../../../src/core/engine/index.ts';
import { ApiError } from '../api-error.ts';
import type { UserRow } from '../access.ts';
import type { BetFacts } from './bet-facts.ts';

export function sheetContextOf(
  facts: BetFacts,
  player: UserRow,
  currency: string,
  variant: SheetContext['variant'],
  now: number,
): SheetContext {
  if (!facts.minimumsCents) throw new ApiError('E128', [currency]);
  return {
    variant,
    now,
    currency,
    maxDrawDates: facts.maxDrawDates,
    minimumsCents: facts.minimumsCents,
    betSequence: betSequenceOf(player.format_bet_sequence),
    allowedDrawTypes: facts.games,
    drawCalendar: { specialDates: facts.specialDates },
  };
}

/** The stored preference ('B S SA …'), or the default order when it is not a permutation of the slots. */
function betSequenceOf(stored: string): readonly Slot[] {
  const slots = stored.split(/\s+/) as Slot[];
  const valid = slots.length === SLOTS.length && SLOTS.every((slot) => slots.includes(slot));
  return valid ? slots : SLOTS;
}
