// My numbers, win alerts and web push (docs/live-draws.md): each user's list of numbers with a label, the
// browsers that asked to be told of a win (one row per push subscription, with the language its alerts are
// written in), the server's one VAPID key pair (made on first start, kept so subscriptions outlive a
// restart), and which published result versions have had their alerts sent — a row claimed by exactly one
// server process, so several processes sharing the database never alert a player twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('my_numbers')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('number', 'text', (c) => c.notNull().check(sql`number ~ '^[0-9]{3,6}$'`))
    .addColumn('label', 'text', (c) => c.notNull().check(sql`char_length(label) <= 40`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('my_numbers_user_number', ['user_id', 'number'])
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('result_alerts')
    .addColumn('result_id', 'bigint', (c) => c.primaryKey().references('draw_results.id'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
