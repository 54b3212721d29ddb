// Sold out (E145): while a site has a number cap, every bet adds its stakes per (draw, number) to
// number_exposure in the statement that writes it (place_bets, migration 0017); if any number would pass
// the cap, that bet is refused and its rows taken back. The upsert makes concurrent bets on one number
// queue on its row and add to the committed figure, so the cap holds exactly; rows are raised in key
// order so two bets never deadlock. A site without a cap keeps no exposure: setting one rebuilds it from
// the open tickets (the trigger in migration 0017), under the site's cap lock that bets and voids share
// (store/functions/number_cap_lock_key.sql: the key's one definition).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../store/schema.ts';

/** A void takes its bet's stakes back off the numbers it was on (rows exist only while a cap is set). */
export async function removeExposure(trx: Transaction<Database>, siteId: number, betId: number): Promise<void> {
  // Shared with bets, exclusive while a new cap rebuilds the figures: the rebuild sees this void or waits for it.
  await sql`select pg_advisory_xact_lock_shared(number_cap_lock_key(${siteId}::int))`.execute(trx);
  await sql`
    update number_exposure e set staked_cents = e.staked_cents - t.total
    from (select draw_type, draw_date, number, sum(stake_cents) as total from tickets where bet_id = ${betId} group by 1, 2, 3) t
    where e.site_id = ${siteId} and e.draw_type = t.draw_type and e.draw_date = t.draw_date and e.number = t.number
      -- Without a cap the rows are stale (bets stopped raising them): left for the next cap's rebuild.
      and exists (select 1 from sites s where s.id = ${siteId} and s.number_cap_cents is not null)
  `.execute(trx);
}
