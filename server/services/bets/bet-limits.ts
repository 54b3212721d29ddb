// What the bet screens show of a player's per-user limits (docs/currencies-and-limits.md): the limits its
// agent set, what its bets not voided already use on each day of the date list (user_day_totals, kept by
// the ticket and void triggers), and the site's rates to convert a sheet's total to the base currency.
// Who may ask: the player, or an agent above it (E103 otherwise, as for betting for it).
import type { BetLimits } from '../../../contract/bet-limits.ts';
import { dateList } from '../../../src/core/domain/calendar.ts';
import { CURRENCIES } from '../../../src/core/domain/currencies.ts';
import { rateOf } from '../../../src/core/domain/exchange.ts';
import { ApiError } from '../api-error.ts';
import { userActorMayUseByName, type Actor } from '../access.ts';
import type { ServiceContext } from '../context.ts';

export async function betLimitsOf(ctx: ServiceContext, actor: Actor, userId: string | undefined): Promise<BetLimits> {
  const player =
    userId === undefined || userId.toLowerCase() === actor.user.username_key
      ? actor.user
      : await userActorMayUseByName(ctx, actor, userId);
  if (player.role !== 'member') throw new ApiError('E131');
  const dates = dateList(ctx.clock.now());
  const [limits, site, rows, days] = await Promise.all([
    ctx.db
      .selectFrom('users')
      .select(['max_tickets_per_day', 'max_stake_per_day_cents'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow(),
    ctx.db.selectFrom('sites').select('default_currency').where('id', '=', player.site_id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('site_rates').select(['code', 'rate_micros']).where('site_id', '=', player.site_id).execute(),
    ctx.db
      .selectFrom('user_day_totals')
      .select(['draw_date', 'tickets', 'stake_cents'])
      .where('user_id', '=', player.id)
      .where('draw_date', 'in', dates)
      .execute(),
  ]);
  const table = Object.fromEntries(rows.map((row) => [row.code, Number(row.rate_micros)]));
  return {
    base: site.default_currency,
    maxTickets: limits.max_tickets_per_day,
    maxStakeCents: limits.max_stake_per_day_cents === null ? null : Number(limits.max_stake_per_day_cents),
    days: days.map((day) => ({
      date: day.draw_date,
      tickets: Number(day.tickets),
      stakeCents: Number(day.stake_cents),
    })),
    rates: Object.fromEntries(CURRENCIES.map((currency) => [currency.code, rateOf(table, currency.code)])),
  };
}
