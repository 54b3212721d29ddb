// Part 2 of the house server: bets, their tickets, the money ledger, voids and in-flight claims.
// Rows of bets, tickets, voids and ledger entries are never updated in place or deleted: a void adds a
// void row and a refund entry. Claims (idempotency in flight) are the one mutable, deletable table.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('guid', 'text', (c) => c.notNull().unique())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('placed_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('client_ref', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('bet_string', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull().check(sql`total_cents > 0`))
    .addColumn('ticket_count', 'integer', (c) => c.notNull().check(sql`ticket_count > 0`))
    .addColumn('first_close_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answer_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('bets_player_client_ref', ['player_id', 'client_ref'])
    .execute();
  await db.schema.createIndex('bets_player_created').on('bets').columns(['player_id', 'id']).execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bet_id', 'integer', (c) => c.notNull().references('bets.id'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('draw_type', 'text', (c) => c.notNull())
    .addColumn('draw_date', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('S', 'B', 'I', 'R')`))
    /** Permutations of an iBOX line (its amounts are split between them); 1 otherwise. */
    .addColumn('split', 'integer', (c) => c.notNull().check(sql`split >= 1`))
    .addColumn('amounts_json', 'text', (c) => c.notNull())
    .addColumn('stake_cents', 'bigint', (c) => c.notNull().check(sql`stake_cents >= 0`))
    .execute();
  await db.schema.createIndex('tickets_bet').on('tickets').column('bet_id').execute();
  await db.schema.createIndex('tickets_draw').on('tickets').columns(['draw_type', 'draw_date']).execute();

  await db.schema
    .createTable('bet_voids')
    .addColumn('bet_id', 'integer', (c) => c.primaryKey().references('bets.id'))
    .addColumn('voided_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('voided_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('bet_id', 'integer', (c) => c.references('bets.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('stake', 'refund', 'win', 'commission', 'correction')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_user').on('ledger_entries').column('user_id').execute();

  await db.schema
    .createTable('bet_claims')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('client_ref', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bet_claims_pk', ['player_id', 'client_ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bet_claims', 'ledger_entries', 'bet_voids', 'tickets', 'bets']) await db.schema.dropTable(table).execute();
}
