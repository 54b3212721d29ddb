// Currencies convert at the site's rate table (docs/currencies-and-limits.md). site_rates holds the rates an
// operator set, in millionths of a unit per 1 SGD; a code without a row uses the default table
// (src/core/domain/exchange.ts), so no site needs filling here. Each bet records the rates it was taken
// at, its currency's and its site's base currency's, so changing a rate never changes an old bet: bets
// placed before this were counted 1:1, and keep that (both rates equal, no base currency recorded). Every
// change of a rate is kept in site_rate_changes (the audit).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_rates')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull().check(sql`rate_micros > 0`))
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_rates_pkey', ['site_id', 'code'])
    .execute();
  // The audit of every change: who set which rate, from what, when. Append-only.
  await db.schema
    .createTable('site_rate_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('previous_micros', 'bigint', (c) => c.notNull())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('rate_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('base_rate_micros', 'bigint', (c) => c.notNull().defaultTo(1_000_000))
    .addColumn('base_currency', 'text')
    .execute();
}
