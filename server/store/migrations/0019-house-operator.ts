// Results belong to the house (docs/api/results-ownership.md): a draw of an operator (Magnum, Toto…) is the
// same draw for every site that sells it, so one result settles every site's tickets. Only a house operator
// may publish or correct one; a site's company account runs its own site and nothing else.
//
// users.house_operator marks those accounts (a company account only: checked). On a database that already
// has sites, the company account of the oldest site (the one created first: the demo's pin 8888, or the
// operator of a real deployment) becomes the house operator, so whoever published before still can.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('house_operator', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`alter table users add constraint users_house_operator_is_company check (not house_operator or role = 'company')`.execute(db);
  await sql`
    update users set house_operator = true
    where role = 'company' and site_id = (select min(id) from sites)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('house_operator').execute();
}
