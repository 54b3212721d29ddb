// The engine's context for a player's bet: the server's clock, the site's settings and the player's own
// games and bet-sequence preference — so the server reads a sheet exactly as the player's app did. The
// figures come from the bet's facts statement (bet-facts.ts); this only shapes them.
import type { SheetContext } from '../../../src/core/engine/index.ts';
import { betSequenceOf } from '../../../src/core/domain/bet-sequence.ts';
import { specialDatesFrom } from '../../../src/core/domain/calendar.ts';
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
    // Read like the login data's calendar reads them (site-info.ts): the facts carry the stored list as it was.
    drawCalendar: { specialDates: specialDatesFrom(facts.specialDates) },
  };
}
