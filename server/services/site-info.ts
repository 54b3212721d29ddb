// Site-wide parts of the login data: currencies with their minimums, the draw calendar, the brand and the
// member-area links. Read per call (a handful of small rows) so an operator's change shows at the next ping.
import type { Selectable } from 'kysely';
import type { LinkEntry } from '../../contract/links.ts';
import type { BrandInfo, CalendarDay, CurrencyInfo } from '../../contract/login-data.ts';
import {
  dateToDayNumber,
  dayNumberToDate,
  gmt8Date,
  hasDraw,
  specialDatesFrom,
} from '../../src/core/domain/calendar.ts';
import { DRAW_TYPE_ORDER } from '../../src/core/domain/operators.ts';
import type { SiteCurrenciesTable, SitesTable } from '../store/schema.ts';
import type { UserRow } from './access.ts';
import { ApiError } from './api-error.ts';
import type { ServiceContext } from './context.ts';
import { unitsOf } from './wire.ts';

export type SiteRow = Selectable<SitesTable>;
export const CALENDAR_DAYS = 14;

export async function siteOf(ctx: ServiceContext, siteId: number): Promise<SiteRow> {
  return ctx.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow();
}

/** The site a pin names (the login page's and the config calls' only key); an unknown pin is E120. */
export async function siteOfPin(ctx: ServiceContext, pin: string): Promise<SiteRow> {
  const site = await ctx.db.selectFrom('sites').selectAll().where('pin', '=', pin).executeTakeFirst();
  if (!site) throw new ApiError('E120');
  return site;
}

/** The codes of the currencies a site offers, by code. */
export async function currencyCodesOf(ctx: ServiceContext, siteId: number): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('site_currencies')
    .select('code')
    .where('site_id', '=', siteId)
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}

/** A site's currency row as the login data reads it. */
export type SiteCurrencyRow = Pick<Selectable<SiteCurrenciesTable>, 'code' | 'min_regular_cents' | 'min_ibox_cents'>;

/** Currency rows as the wire shows them: the site's default first, then by code. */
export function currencyInfosOf(
  site: Pick<SiteRow, 'default_currency'>,
  rows: readonly SiteCurrencyRow[],
): CurrencyInfo[] {
  return [...rows]
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .sort((a, b) => Number(b.code === site.default_currency) - Number(a.code === site.default_currency))
    .map((row) => ({
      code: row.code,
      minRegular: unitsOf(row.min_regular_cents),
      minIbox: unitsOf(row.min_ibox_cents),
    }));
}

/** The site's special draw dates; anything that is not a 'YYYY-MM-DD' string is ignored, not fatal. */
export function specialDatesOf(site: Pick<SiteRow, 'special_dates_json'>): string[] {
  return specialDatesOfJson(site.special_dates_json);
}

/** The special dates stored as JSON text (a site's column, or a query that selects it): read, never trusted. */
export function specialDatesOfJson(json: string): string[] {
  try {
    return specialDatesFrom(JSON.parse(json));
  } catch {
    return [];
  }
}

/** Each GMT+8 date from today for 14 days with the draw types that draw on it (L10 is never listed). */
export function drawCalendar(now: number, specialDates: readonly string[]): CalendarDay[] {
  const today = dateToDayNumber(gmt8Date(now));
  return Array.from({ length: CALENDAR_DAYS }, (_, offset) => {
    const date = dayNumberToDate(today + offset);
    return { date, drawTypes: DRAW_TYPE_ORDER.filter((drawType) => hasDraw(drawType, date, { specialDates })) };
  });
}

/** The brand for the client; missing or malformed brand_json fields fall back to the site's name and blanks. */
export function brandOf(site: SiteRow): BrandInfo {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(site.brand_json);
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // keep the defaults
  }
  const text = (key: string, fallback: string) => (typeof json[key] === 'string' ? (json[key] as string) : fallback);
  return {
    name: site.brand,
    title: text('title', site.brand),
    primary: text('primary', ''),
    accent: text('accent', ''),
    icon: text('icon', ''),
  };
}

/** Links shown only to members (docs/product.md S6: the About link and the welfare links). */
const MEMBER_ONLY_LINKS = new Set(['About']);

/**
 * A link list of the user's site: 'member' (the member menu) or 'welfare' (draw-ticket external links).
 * Agents get the member menu without About, and no welfare links.
 */
export async function linksFor(ctx: ServiceContext, user: UserRow, list: 'member' | 'welfare'): Promise<LinkEntry[]> {
  const isMember = user.role === 'member';
  if (list === 'welfare' && !isMember) return [];
  const rows = await ctx.db
    .selectFrom('member_urls')
    .select(['name', 'url'])
    .where('site_id', '=', user.site_id)
    .where('list', '=', list)
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => isMember || !MEMBER_ONLY_LINKS.has(row.name))
    .map((row) => ({ Name: row.name, Url: row.url }));
}
