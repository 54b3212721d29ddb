// The running balance per user (issue 16): a player's available credit and outstanding were sums over its
// whole history, so a player with many tickets slowed every read and every bet. user_balances keeps both
// figures, maintained by triggers in the transaction of every ledger entry, ticket, void and settlement
// (server/store/functions/balance_of_*.sql, installed after the migrations), so a credit read costs the
// same on day 1 and day 1000:
//   ledger_cents      = the sum of the user's ledger_entries;
//   open_stake_cents  = the stakes of its open tickets (functions/ticket_is_open.sql);
//   commission_cents  = the sum of its 'commission' entries (the profile's reward).
// Here the table is created and filled from the history once; the triggers follow on the same start. Stop
// every server before upgrading, so no entry is written between the fill and the triggers.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_balances')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('ledger_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('open_stake_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    insert into user_balances (user_id, ledger_cents, commission_cents, open_stake_cents)
    select u.id,
      coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id), 0),
      coalesce((select sum(l.amount_cents) from ledger_entries l where l.user_id = u.id and l.kind = 'commission'), 0),
      coalesce((select sum(t.stake_cents) from bets b join tickets t on t.bet_id = b.id
        where b.player_id = u.id and not exists (select 1 from bet_voids v where v.bet_id = b.id)
          and not exists (select 1 from ticket_wins w where w.ticket_id = t.id)), 0)
    from users u
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_balances').execute();
}
