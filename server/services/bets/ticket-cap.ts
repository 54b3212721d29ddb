// The site's cap on the tickets one bet may write (sites.max_tickets_per_bet, migration 0055): a bet costs
// the database in proportion to its tickets, and the cap bounds what one bet may cost everyone else. The
// engine already refuses a sheet over the specification's 10,000 (status-E143); a site may set less. A
// sheet over it is refused as a sheet error, E143 with the cap as its parameter, before anything is
// written. The setting is read only for a sheet over the lowest cap a site may set, so the common small
// bet pays no extra statement.
import type { SheetResult } from '../../../src/core/engine/index.ts';
import type { ServiceContext } from '../context.ts';

/** The lowest cap a site may set (the column's check). */
export const LOWEST_TICKET_CAP = 100;

export async function withinTicketCap(ctx: ServiceContext, siteId: number, sheet: SheetResult): Promise<SheetResult> {
  if (!sheet.ok || sheet.ticketCount <= LOWEST_TICKET_CAP) return sheet;
  const site = await ctx.db
    .selectFrom('sites')
    .select('max_tickets_per_bet')
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  if (sheet.ticketCount <= site.max_tickets_per_bet) return sheet;
  return { ...sheet, ok: false, errors: [{ line: 0, code: 'bet-ticketcap', params: [site.max_tickets_per_bet] }] };
}
