// Account management (issue 3): the per-agent player-count limit of the specification's section 6 ("a
// player-count limit exists per agent", E300) as a site setting, so an operator can change it per brand.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('max_players_per_agent', 'integer', (c) => c.notNull().defaultTo(500).check(sql`max_players_per_agent >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').dropColumn('max_players_per_agent').execute();
}
