// The notice ticker in each language: `ticker_messages` holds the operator's message per language code
// ({"zh": "…", "ms": "…"}, JSON); `ticker_message` stays the message for a language without its own. The
// demo sites' messages get their translations here too, for databases seeded before this column.
import { sql, type Kysely } from 'kysely';
import { DEMO_SITES } from '../demo-sites.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('ticker_messages', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  for (const site of DEMO_SITES) {
    await sql`update sites set ticker_messages = ${JSON.stringify(site.tickerMessages)} where pin = ${site.pin} and ticker_message = ${site.tickerMessage}`.execute(db);
  }
}
