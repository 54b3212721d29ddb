// Per-user limits (docs/currencies-and-limits.md): an agent may cap, for each downline player, the tickets
// and the stake (base currency) per draw day; null is no limit. user_day_totals keeps each player's tickets
// and stake per draw date, kept by the ticket and void triggers (functions/balance_of_*.sql) in the
// transaction that writes them, so place_bets checks a bet against them at the same cost whatever the
// player's history. Filled here from the bets not voided (placed before rates were recorded: 1:1).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('max_tickets_per_day', 'integer', (c) => c.check(sql`max_tickets_per_day >= 0`))
    .addColumn('max_stake_per_day_cents', 'bigint', (c) => c.check(sql`max_stake_per_day_cents >= 0`))
    .execute();
  await db.schema
    .createTable('user_day_totals')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('user_day_totals_pkey', ['user_id', 'draw_date'])
    .execute();
  await sql`
    insert into user_day_totals (user_id, draw_date, tickets, stake_cents)
    select b.player_id, t.draw_date, count(*), sum(t.stake_cents)
    from bets b join tickets t on t.bet_id = b.id
    where not exists (select 1 from bet_voids v where v.bet_id = b.id)
    group by b.player_id, t.draw_date
  `.execute(db);
}
