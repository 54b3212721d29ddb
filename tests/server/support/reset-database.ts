// Puts a test database back to the state it had at a snapshot (the demo seed's), much faster than a new
// server: every table empty at the snapshot is emptied, and the users' rows (credit limits, lock counters,
// and whatever a later migration adds to them) are written back as they were. Tables seeded with rows
// other than users are left alone (the model test does not change them), except the running balances
// (user_balances), which triggers keep in step with the emptied tables: they are written back too.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/store/schema.ts';

export interface DatabaseSnapshot {
  restore(): Promise<void>;
}

export async function snapshotDatabase(db: Kysely<Database>): Promise<DatabaseSnapshot> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(db);
  const empty: string[] = [];
  for (const { table_name: name } of tables.rows) {
    const { rows } = await sql<{ found: boolean }>`select exists (select 1 from ${sql.table(name)}) as found`.execute(
      db,
    );
    if (!rows[0]?.found) empty.push(name);
  }
  const users = await db.selectFrom('users').selectAll().execute();
  const balances = await db.selectFrom('user_balances').selectAll().execute();
  return {
    async restore() {
      await db.transaction().execute(async (trx) => {
        await sql`truncate ${sql.join(empty.map((name) => sql.table(name)))} cascade`.execute(trx);
        for (const { id, ...row } of users) await trx.updateTable('users').set(row).where('id', '=', id).execute();
        for (const { user_id: userId, ...row } of balances)
          await trx.updateTable('user_balances').set(row).where('user_id', '=', userId).execute();
      });
    },
  };
}
