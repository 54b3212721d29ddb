// The weekly statement (docs/statements.md): the day a site's week starts on, whether a player's credit use
// starts afresh each week, and the payments that settle a statement between an agent and a direct
// downline — append-only, each a row here and, for a player, a 'payment' entry in its ledger (its own
// money: paying its week's loss gives its credit back). Indexes so the statement and "who bought a number"
// read a week's or a number's tickets, not a player's whole history.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sites')
    // 0 = Sunday … 6 = Saturday; Monday by default (the field's week runs Monday to Sunday, GMT+8).
    .addColumn('week_first_day', 'smallint', (c) => c.notNull().defaultTo(1).check(sql`week_first_day between 0 and 6`))
    .addColumn('weekly_credit_reset', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`alter table ledger_entries drop constraint ledger_entries_kind_check`.execute(db);
  await sql`alter table ledger_entries add constraint ledger_entries_kind_check
    check (kind in ('stake', 'refund', 'win', 'commission', 'correction', 'payment', 'weekly_reset'))`.execute(db);

  await db.schema
    .createTable('statement_payments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('downline_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // In the statement's currency; positive: the downline paid the agent.
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    // The rates the ledger entry's base amount was converted at (micros per 1 SGD), and the entry.
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('base_rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('ledger_entry_id', 'bigint', (c) => c.references('ledger_entries.id'))
    .addColumn('paid_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('statement_payments_agent_week').on('statement_payments').columns(['agent_id', 'week_start']).execute();
  await sql`create function statement_payments_append_only() returns trigger language plpgsql as $$
    begin raise exception 'statement_payments is append-only: pay again instead'; end $$`.execute(db);
  await sql`create trigger statement_payments_append_only before update or delete on statement_payments
    for each row execute function statement_payments_append_only()`.execute(db);

  // The week's tickets by date (the statement), and one number's tickets by date ("who bought").
  await db.schema.createIndex('tickets_date_bet').on('tickets').columns(['draw_date', 'bet_id']).execute();
  await db.schema.createIndex('tickets_number_date').on('tickets').columns(['number', 'draw_date']).execute();

  // The weeks whose credit reset has run, per site: the reset writes its entries once.
  await db.schema
    .createTable('weekly_credit_resets')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('done_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('weekly_credit_resets_pkey', ['site_id', 'week_start'])
    .execute();
}
