// The engine's context for a player's bet: the server's clock, the site's settings and the player's own
// games and bet-sequence preference — so the server reads a sheet exactly as the player's app did.
import { sql } from 'kysely';
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
): Promise<SheetContext & { numberCapCents: number | null }> {
  // One round trip: the site's settings, the currency's minimums and the player's games.
  const row = await ctx.db
    .selectFrom('sites')
    .leftJoin('site_currencies', (join) => join.onRef('site_currencies.site_id', '=', 'sites.id').on('site_currencies.code', '=', currency))
    .select((eb) => [
      'sites.max_draw_dates',
      'sites.special_dates_json',
      'sites.number_cap_cents',
      'site_currencies.min_regular_cents',
      'site_currencies.min_ibox_cents',
      eb.fn.coalesce(
        eb.selectFrom('user_games').select(sql<string>`string_agg(draw_type, ',')`.as('games')).where('user_id', '=', player.id),
        sql<string>`''`,
      ).as('games'),
    ])
    .where('sites.id', '=', player.site_id)
    .executeTakeFirstOrThrow();
  if (row.min_regular_cents === null || row.min_ibox_cents === null) throw new ApiError('E128', [currency]);
  const site = row;
  const money = { min_regular_cents: row.min_regular_cents, min_ibox_cents: row.min_ibox_cents };
  const games = row.games === '' ? [] : row.games.split(',').map((draw_type) => ({ draw_type }));
  return {
    variant,
    now: ctx.clock.now(),
    currency,
    maxDrawDates: site.max_draw_dates,
    minimumsCents: { regular: money.min_regular_cents, ibox: money.min_ibox_cents },
    betSequence: betSequenceOf(player.format_bet_sequence),
    allowedDrawTypes: games.map((game) => game.draw_type),
    drawCalendar: { specialDates: JSON.parse(site.special_dates_json) as string[] },
    // Not the engine's: the site's sold-out cap, read here to save the bet a round trip.
    numberCapCents: row.number_cap_cents === null ? null : Number(row.number_cap_cents),
  };
}

/** The stored preference ('B S SA …'), or the default order when it is not a permutation of the slots. */
function betSequenceOf(stored: string): readonly Slot[] {
  const slots = stored.split(/\s+/) as Slot[];
  const valid = slots.length === SLOTS.length && SLOTS.every((slot) => slots.includes(slot));
  return valid ? slots : SLOTS;
}
