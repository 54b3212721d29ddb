// The ledger reports' filters, read the same way by both (Report/GetMobileWinLossDetail and
// Report/GetMobileBetStatistic): draw dates in GMT+8 ('YYYY-MM-DD', default today) and a currency of the
// site (default every currency). A bad value is 400 V103 naming its field.
import { dateToDayNumber, gmt8Date } from '../../../src/core/domain/calendar.ts';
import { ApiError } from '../api-error.ts';
import type { ServiceContext } from '../context.ts';

/** The longest range a win/loss report covers, in days, both ends included. */
export const MAX_RANGE_DAYS = 62;

/** The filter value that means every currency. */
export const ALL_CURRENCIES = 'ALL';

/** A draw date as sent, or today (GMT+8) when absent or empty; V103 on `field` if it is not a real date. */
export function drawDateOf(value: string | undefined, field: string, now: number): string {
  if (value === undefined || value === '') return gmt8Date(now);
  if (Number.isNaN(dateToDayNumber(value))) throw new ApiError('V103', [field], field);
  return value;
}

/**
 * DateFrom..DateTill, both included. DateTill defaults to today (GMT+8) and DateFrom to DateTill, so no
 * dates at all is today and a lone DateFrom runs to today. An end before its start, or a range of more
 * than MAX_RANGE_DAYS days, is V103 naming DateTill.
 */
export function dateRangeOf(
  from: string | undefined,
  till: string | undefined,
  now: number,
): { dateFrom: string; dateTill: string } {
  const start = from === undefined || from === '' ? undefined : drawDateOf(from, 'DateFrom', now);
  const dateTill = drawDateOf(till, 'DateTill', now);
  const dateFrom = start ?? dateTill;
  const days = dateToDayNumber(dateTill) - dateToDayNumber(dateFrom) + 1;
  if (days < 1 || days > MAX_RANGE_DAYS) throw new ApiError('V103', ['DateTill'], 'DateTill');
  return { dateFrom, dateTill };
}

/** 'ALL' (absent, empty or 'all' in any case) or a currency the site takes (any case); else V103 Currency. */
export async function currencyFilterOf(
  ctx: ServiceContext,
  siteId: number,
  value: string | undefined,
): Promise<string> {
  if (value === undefined || value === '' || value.toUpperCase() === ALL_CURRENCIES) return ALL_CURRENCIES;
  const code = value.toUpperCase();
  const known = await ctx.db
    .selectFrom('site_currencies')
    .select('code')
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!known) throw new ApiError('V103', ['Currency'], 'Currency');
  return code;
}
