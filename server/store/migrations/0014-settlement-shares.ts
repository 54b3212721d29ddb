// Commission and position taking at settlement (issue 4, decisions §7, §8). For every bet settled against a
// result version, one row per level of the player's path (the player, each agent, the company) with what
// the bet means to that level: stake, commission, win, PT share and their net. A correction adds 'reverse'
// rows (the superseded version's figures negated) and a new 'settle' set, so the rows only ever grow and
// the sum of a bet's rows is its one live set. A trigger refuses UPDATE and DELETE outright.
// Ledger entries that settlement writes (win, commission, correction) now name the result version they
// belong to, so a report can put them on their draw date.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('result_id', 'integer', (c) => c.references('draw_results.id')).execute();
  await db.schema.createIndex('ledger_result').on('ledger_entries').column('result_id').execute();

  await db.schema
    .createTable('settlement_shares')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bet_id', 'integer', (c) => c.notNull().references('bets.id'))
    .addColumn('result_id', 'integer', (c) => c.notNull().references('draw_results.id'))
    .addColumn('entry', 'text', (c) => c.notNull().check(sql`entry in ('settle', 'reverse')`))
    /** 0 = the player, 1 = its direct agent, … the company last. */
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level >= 0`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('company', 'agent', 'member')`))
    .addColumn('commission_bp', 'integer', (c) => c.notNull().check(sql`commission_bp between 0 and 10000`))
    .addColumn('pt_bp', 'integer', (c) => c.notNull().check(sql`pt_bp between 0 and 10000`))
    .addColumn('stake_cents', 'bigint', (c) => c.notNull())
    .addColumn('commission_cents', 'bigint', (c) => c.notNull())
    .addColumn('win_cents', 'bigint', (c) => c.notNull())
    .addColumn('share_cents', 'bigint', (c) => c.notNull())
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('settlement_shares_once', ['bet_id', 'result_id', 'level', 'entry'])
    .addCheckConstraint('settlement_shares_net', sql`net_cents = commission_cents + win_cents + share_cents - stake_cents`)
    .execute();
  await db.schema.createIndex('settlement_shares_user').on('settlement_shares').columns(['user_id', 'result_id']).execute();
  await db.schema.createIndex('settlement_shares_result').on('settlement_shares').column('result_id').execute();

  await sql`create function settlement_shares_append_only() returns trigger language plpgsql as $$
    begin raise exception 'settlement_shares is append-only: add reverse rows instead'; end $$`.execute(db);
  await sql`create trigger settlement_shares_append_only before update or delete on settlement_shares
    for each row execute function settlement_shares_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settlement_shares').execute();
  await sql`drop function settlement_shares_append_only()`.execute(db);
  await db.schema.dropIndex('ledger_result').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('result_id').execute();
}
