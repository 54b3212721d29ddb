// Sign-in security (issue 17, and the lockout race of issue 16): every login attempt's outcome, two-factor
// codes, captchas, the maintenance switch, the minimum app version and blocked address ranges.
//
// login_events: one row per attempt, written in the same transaction as the lock decision (the account's
//   row locked), so the failures counted are exactly the wrong guesses answered; the captcha rule counts
//   an address's and an account's failures in 15 minutes here. username_key/site_pin, not only user_id, so
//   an unknown name is counted like a known one (no oracle).
// two_factor: per account, whether codes are required and the confirmed secret (null until the first code
//   confirms it: the next login answers S108); last_step refuses a code used once (replay).
// login_challenges: the short-lived, single-use step between password and code (not a session).
// captchas: issued answers, kept server-side, single use, short-lived.
// maintenance: one row (id 1), the operator's switch. sign_in_settings: per site, the minimum app version.
// blocked_ranges: per site, CIDR ranges whose logins answer E303.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('site_pin', 'text', (c) => c.notNull())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_events_account').on('login_events').columns(['site_pin', 'username_key', 'at']).execute();
  await db.schema.createIndex('login_events_address').on('login_events').columns(['address', 'at']).execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('secret', 'text')
    .addColumn('last_step', 'bigint')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('secret', 'text')
    .addColumn('wrong_codes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('maintenance')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ends_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sign_in_settings')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id'))
    .addColumn('min_app_version', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('blocked_ranges')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('cidr', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocked_ranges_pk', ['site_id', 'cidr'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['blocked_ranges', 'sign_in_settings', 'maintenance', 'captchas', 'login_challenges', 'two_factor', 'login_events']) {
    await db.schema.dropTable(table).execute();
  }
}
