// Results and settlement. A result is never edited: a correction is a new version. Each ticket is settled
// once per version (ticket_wins' key), and a correction reverses the previous version's wins in the ledger.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('draw_results')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('draw_type', 'text', (c) => c.notNull())
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('result_json', 'text', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_by', 'integer', (c) => c.references('users.id'))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('draw_results_version', ['draw_type', 'draw_date', 'version'])
    .execute();

  await db.schema
    .createTable('ticket_wins')
    .addColumn('ticket_id', 'bigint', (c) => c.notNull().references('tickets.id'))
    .addColumn('result_id', 'integer', (c) => c.notNull().references('draw_results.id'))
    .addColumn('win_cents', 'bigint', (c) => c.notNull().check(sql`win_cents >= 0`))
    .addPrimaryKeyConstraint('ticket_wins_pk', ['ticket_id', 'result_id'])
    .execute();
  await db.schema.createIndex('ticket_wins_result').on('ticket_wins').column('result_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_wins').execute();
  await db.schema.dropTable('draw_results').execute();
}
