// The engine's context for a player's bet: the server's clock, the site's settings and the player's own
// games and bet-sequence preference — so the server reads a sheet exactly as the player's app did.
import type { SheetContext, Slot } from '../../../src/core/engine/index.ts';
import { SLOTS } from '../../../src/core/engine/index.ts';
import { ApiError } from '../../http/api-error.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export async function sheetContextFor(
  ctx: ServiceContext,
  player: UserRow,
  currency: string,
  variant: SheetContext['variant'],
): Promise<SheetContext> {
  const site = await ctx.db
    .selectFrom('sites')
    .select(['max_draw_dates', 'special_dates_json'])
    .where('id', '=', player.site_id)
    .executeTakeFirstOrThrow();
  const money = await ctx.db
    .selectFrom('site_currencies')
    .select(['min_regular_cents', 'min_ibox_cents'])
    .where('site_id', '=', player.site_id)
    .where('code', '=', currency)
    .executeTakeFirst();
  if (!money) throw new ApiError('E128', [currency]);
  const games = await ctx.db.selectFrom('user_games').select('draw_type').where('user_id', '=', player.id).execute();
  return {
    variant,
    now: ctx.clock.now(),
    currency,
    maxDrawDates: site.max_draw_dates,
    minimumsCents: { regular: money.min_regular_cents, ibox: money.min_ibox_cents },
    betSequence: betSequenceOf(player.format_bet_sequence),
    allowedDrawTypes: games.map((game) => game.draw_type),
    drawCalendar: { specialDates: JSON.parse(site.special_dates_json) as string[] },
  };
}

/** The stored preference ('B S SA …'), or the default order when it is not a permutation of the slots. */
function betSequenceOf(stored: string): readonly Slot[] {
  const slots = stored.split(/\s+/) as Slot[];
  const valid = slots.length === SLOTS.length && SLOTS.every((slot) => slots.includes(slot));
  return valid ? slots : SLOTS;
}
