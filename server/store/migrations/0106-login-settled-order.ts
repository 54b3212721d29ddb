// An attempt's login_events row is written when the attempt opens (pending, so the captcha rule counts it at
// once) and completed when its verdict settles under the account's row lock (services/login-lock.ts). The
// row's id is therefore the order attempts arrived, not the order they were judged; settled_order is the
// second: a number drawn from its own sequence while the account's row is held, so for one account it
// follows the order in which attempts settled. An operator reading a burst of guesses reads it in that order.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence if not exists login_events_settled_order`.execute(db);
  await sql`alter table login_events add column if not exists settled_order bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table login_events drop column if exists settled_order`.execute(db);
  await sql`drop sequence if exists login_events_settled_order`.execute(db);
}
