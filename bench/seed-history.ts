/**
 * A player's long history for history.bench.ts: `tickets` one-ticket bets on a past draw (Magnum of
 * 2026-11-11), settled by its result (a ticket_wins row each), their stakes in the ledger. Written in bulk
 * statements; the running balance's triggers keep user_balances as they would for real bets.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../server/store/schema.ts';

export async function seedHistory(db: Kysely<Database>, username: string, tickets: number, now: Date): Promise<void> {
  const player = await db
    .selectFrom('users')
    .select(['id', 'site_id'])
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .insertInto('draw_results')
      .values({
        draw_type: 'M',
        draw_date: '2026-11-11',
        version: 1,
        result_json: '{}',
        demo: true,
        published_by: null,
        published_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`
      insert into bets (guid, site_id, player_id, placed_by, client_ref, body_hash, endpoint, currency, bet_string, total_cents,
        ticket_count, first_close_at, answer_json, created_at)
      select gen_random_uuid()::text, ${player.site_id}, ${player.id}, ${player.id}, 'history-' || g, 'history', 'PostBet', 'MYR',
        'D' || chr(10) || '#1' || chr(10) || lpad((g % 10000)::text, 4, '0') || '#1', 100, 1, ${now}, '{}', ${now}
      from generate_series(1, ${tickets}) g`.execute(trx);
    await sql`
      insert into tickets (bet_id, line, draw_type, draw_date, number, mode, split, amounts_json, stake_cents)
      select b.id, 3, 'M', '2026-11-11', lpad((b.id % 10000)::text, 4, '0'), 'S', 1, '[100,0]', 100
      from bets b where b.player_id = ${player.id} and b.body_hash = 'history'`.execute(trx);
    await sql`
      insert into ticket_wins (ticket_id, result_id, win_cents)
      select t.id, ${result.id}, 0 from tickets t join bets b on b.id = t.bet_id where b.player_id = ${player.id} and b.body_hash = 'history'`.execute(
      trx,
    );
    await sql`
      insert into ledger_entries (user_id, bet_id, kind, amount_cents, created_at)
      select ${player.id}, b.id, 'stake', -100, ${now} from bets b where b.player_id = ${player.id} and b.body_hash = 'history'`.execute(
      trx,
    );
  });
  await sql`analyze`.execute(db);
}
