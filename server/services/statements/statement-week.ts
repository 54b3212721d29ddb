// Which week a statement covers: the site's first day of the week, and the week holding the date asked
// for (default today, GMT+8). A date that does not exist is 400 V103 naming Week.
import { gmt8Date } from '../../../src/core/domain/calendar.ts';
import { weekOf, type Week } from '../../../src/core/domain/statement.ts';
import { ApiError } from '../api-error.ts';
import type { ServiceContext } from '../context.ts';

export interface SiteWeek {
  week: Week;
  firstDay: number;
  baseCurrency: string;
  weeklyCreditReset: boolean;
}

export async function siteWeekOf(ctx: ServiceContext, siteId: number, date: string | undefined): Promise<SiteWeek> {
  const site = await ctx.db
    .selectFrom('sites')
    .select(['week_first_day', 'default_currency', 'weekly_credit_reset'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  const week = weekOf(date === undefined || date === '' ? gmt8Date(ctx.clock.now()) : date, site.week_first_day);
  if (week === null) throw new ApiError('V103', ['Week'], 'Week');
  return {
    week,
    firstDay: site.week_first_day,
    baseCurrency: site.default_currency,
    weeklyCreditReset: site.weekly_credit_reset,
  };
}
