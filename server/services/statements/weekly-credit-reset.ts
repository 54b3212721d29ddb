// The "weekly limit" (docs/statements.md): on a site that sets `weekly_credit_reset`, each player's credit
// use starts afresh when its week starts. Once per site and week (the weekly_credit_resets row is the
// claim), every player whose balance is not just its open stakes gets one 'weekly_reset' ledger entry
// that brings it there: what its settled bets won or lost is left behind, what it still has open keeps
// holding credit. The players' rows are locked first, in id order as place_bets locks them, so no bet
// moves a balance between its reading and the entry.
import { sql } from 'kysely';
import { gmt8Date } from '../../../src/core/domain/calendar.ts';
import { weekOf } from '../../../src/core/domain/statement.ts';
import type { ServiceContext } from '../context.ts';

/** How often the server looks whether a week has started (main.ts). */
export const WEEKLY_RESET_CHECK_MS = 60_000;

/** Runs the resets due now; the number of sites reset (0 when every due reset has run). */
export async function resetWeeklyCredit(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const today = gmt8Date(now);
  const sites = await ctx.db
    .selectFrom('sites')
    .select(['id', 'week_first_day'])
    .where('weekly_credit_reset', '=', true)
    .execute();
  let reset = 0;
  for (const site of sites) {
    const week = weekOf(today, site.week_first_day);
    if (week === null) continue;
    const done = await ctx.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('weekly_credit_resets')
        .values({ site_id: site.id, week_start: week.start, done_at: new Date(now) })
        .onConflict((conflict) => conflict.doNothing())
        .returning('site_id')
        .executeTakeFirst();
      if (claimed === undefined) return false;
      await sql`select id from users where site_id = ${site.id} and role = 'member' order by id for no key update`.execute(
        trx,
      );
      await sql`
        insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
        select b.user_id, null, 'weekly_reset', -(b.ledger_cents + b.open_stake_cents), ${new Date(now)}::timestamptz
        from user_balances b join users u on u.id = b.user_id
        where u.site_id = ${site.id} and u.role = 'member' and b.ledger_cents + b.open_stake_cents <> 0
        order by b.user_id`.execute(trx);
      return true;
    });
    if (done) reset += 1;
  }
  return reset;
}
