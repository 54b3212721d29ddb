// Sold out (E145): how much is staked on each number of each draw, kept as one row per (draw, number) so
// a bet can raise it with a conditional upsert — exact under concurrency without locking the whole draw.
// The cap is a site setting (cents per number per draw); null means no cap.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('number_cap_cents', 'bigint', (c) => c.check(sql`number_cap_cents > 0`))
    .execute();
  await db.schema
    .createTable('number_exposure')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('draw_type', 'text', (c) => c.notNull())
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('staked_cents', 'bigint', (c) => c.notNull().check(sql`staked_cents >= 0`))
    .addPrimaryKeyConstraint('number_exposure_pk', ['site_id', 'draw_type', 'draw_date', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('number_exposure').execute();
  await db.schema.alterTable('sites').dropColumn('number_cap_cents').execute();
}
