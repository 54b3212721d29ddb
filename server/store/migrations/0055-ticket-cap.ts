// The most tickets one bet may write, a site's own setting (E143 over it; services/bets/ticket-cap.ts).
// The default is the specification's limit, 10,000 a sheet, which the engine enforces anyway; a site may
// only lower it, and not below 100 (a boxed 4D line on two draw types over three dates is 144), so a sheet
// of at most 100 tickets never needs the setting read.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('max_tickets_per_bet', 'integer', (column) => column.notNull().defaultTo(10_000).check(sql`max_tickets_per_bet between 100 and 10000`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('max_tickets_per_bet').execute();
}
