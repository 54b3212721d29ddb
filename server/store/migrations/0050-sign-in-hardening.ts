// Sign-in against a determined attacker: wrong two-factor codes counted per account, apart from the
// password's failures (a right password must not clear them); proof-of-work challenges spent once across
// every process; the secret that signs those challenges, shared by every process; the per-address login
// limit, kept where every process sees it.
//
// code_failures: per account, the wrong codes in the current window (the lock's rule, login-lock.ts).
// spent_challenges: the signature of every challenge solution accepted, until the challenge expires.
// server_secrets: named random secrets made once by the first process (the challenges' HMAC key).
// address_hits: per address (and route), the calls in each one-minute window.
// captchas: the image captcha's answers, gone with it.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_failures')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('spent_challenges')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spent_challenges_expiry').on('spent_challenges').column('expires_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('address_hits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('address_hits_pk', ['bucket', 'window_start'])
    .execute();
  await db.schema.createIndex('address_hits_window').on('address_hits').column('window_start').execute();

  await db.schema.dropTable('captchas').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  for (const table of ['address_hits', 'server_secrets', 'spent_challenges', 'code_failures']) await db.schema.dropTable(table).execute();
}
