// Part 1 of the house server: sites, users (the agent tree), sessions, games and packages.
// Money is bigint cents with CHECKs; rates in basis points; timestamps are timestamptz (UTC).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sites')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pin', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('brand_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('default_currency', 'text', (c) => c.notNull())
    .addColumn('max_draw_dates', 'integer', (c) => c.notNull().defaultTo(3).check(sql`max_draw_dates between 1 and 9`))
    .addColumn('ticker_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('special_dates_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('site_currencies')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('min_regular_cents', 'integer', (c) => c.notNull().check(sql`min_regular_cents > 0`))
    .addColumn('min_ibox_cents', 'integer', (c) => c.notNull().check(sql`min_ibox_cents > 0`))
    .addPrimaryKeyConstraint('site_currencies_pk', ['site_id', 'code'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('company', 'agent', 'member')`))
    .addColumn('parent_id', 'integer', (c) => c.references('users.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'suspended', 'blocked')`))
    .addColumn('credit_limit_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`credit_limit_cents >= 0`))
    .addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`commission_bp between 0 and 10000`))
    .addColumn('pt_bp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`pt_bp between 0 and 10000`))
    .addColumn('max_fight_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`max_fight_cents >= 0`))
    .addColumn('phone', 'text')
    .addColumn('bet_method_multiply', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('format_box', 'text', (c) => c.notNull().defaultTo('S').check(sql`format_box in ('S', 'D')`))
    .addColumn('format_draw_type', 'text', (c) => c.notNull().defaultTo('digits'))
    .addColumn('format_bet_sequence', 'text', (c) => c.notNull().defaultTo('B S SA A C SB SC SD SE'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_failed_at', 'timestamptz')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_site_username', ['site_id', 'username_key'])
    .addUniqueConstraint('users_site_phone', ['site_id', 'phone'])
    .addCheckConstraint('users_member_has_parent', sql`role = 'company' or parent_id is not null`)
    .execute();
  await db.schema.createIndex('users_parent').on('users').column('parent_id').execute();
  await db.schema.createIndex('users_path').on('users').expression(sql`path text_pattern_ops`).execute();

  await db.schema
    .createTable('password_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_history_user').on('password_history').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('user_games')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('draw_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_games_pk', ['user_id', 'draw_type'])
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('3D4D', '5D6D', '3D4DL', '5D6DL', '3D4DA', '5D6DA', '3D4DN')`),
    )
    .addColumn('rates_json', 'text', (c) => c.notNull())
    .addColumn('special', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('user_packages')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addPrimaryKeyConstraint('user_packages_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('member_urls')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull().check(sql`list in ('member', 'welfare')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_urls', 'user_packages', 'packages', 'user_games', 'sessions', 'password_history', 'users', 'site_currencies', 'sites']) {
    await db.schema.dropTable(table).execute();
  }
}
