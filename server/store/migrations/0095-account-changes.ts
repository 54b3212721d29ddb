// The record of account changes (docs/api/account-changes.md): one row per setting an agent or the company
// changed on a downline (credit limit, commission, PT, max fight, per-user limits, status, games,
// packages, phone) and per account opened, written in the same transaction as the change itself, so the
// history and the account never disagree. Append-only. A downline's credit history reads it by user; a
// site's audit log by site. And the day's bets by site and time: the downline list's "today's stake".
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'created', 'credit', 'commission', 'pt', 'max-fight', 'max-tickets', 'max-stake', 'status', 'games', 'packages', 'phone'.
    .addColumn('field', 'text', (c) => c.notNull())
    // As shown: money in cents and rates in basis points as text, lists joined; '' for none.
    .addColumn('previous', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_changes_user').on('account_changes').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('account_changes_site').on('account_changes').columns(['site_id', 'id']).execute();
  await sql`create function account_changes_append_only() returns trigger language plpgsql as $$
    begin raise exception 'account_changes is append-only'; end $$`.execute(db);
  await sql`create trigger account_changes_append_only before update or delete on account_changes
    for each row execute function account_changes_append_only()`.execute(db);

  await db.schema.createIndex('bets_site_created').on('bets').columns(['site_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_site_created').execute();
  await db.schema.dropTable('account_changes').execute();
  await sql`drop function account_changes_append_only()`.execute(db);
}
