// The demo sites (and a second brand, so that every screen is seen in two): created on first start of an empty database, and
// by the tests. Pin 8888 "Tikam Demo" and pin 7777 "Lucky Star" (server/store/demo-sites.ts); every demo
// account's password is Demo2026.
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../services/passwords.ts';
import { DEMO_PACKAGES } from './demo-packages.ts';
import { DEMO_PIN, DEMO_SITES, type DemoSite } from './demo-sites.ts';
import type { Database } from './schema.ts';

export { DEMO_PIN, DEMO_USERS, STAR_PIN, STAR_USERS, DEMO_SITES } from './demo-sites.ts';
export const DEMO_PASSWORD = 'Demo2026';
const ALL_DRAW_TYPES = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N', 'L3', 'A3', 'N3'];

/**
 * Creates each demo site whose pin does not exist yet (so a database made before the second brand gets it
 * on its next start). Returns whether the main demo site (pin 8888) was created: the demo results, which
 * every site shares, are published once, with it.
 */
export async function seedDemoSite(db: Kysely<Database>, now: Date): Promise<boolean> {
  let createdMain = false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const site of DEMO_SITES) {
    if (await db.selectFrom('sites').select('id').where('pin', '=', site.pin).executeTakeFirst()) continue;
    await db.transaction().execute((trx) => seedSite(trx, site, passwordHash, now));
    if (site.pin === DEMO_PIN) createdMain = true;
  }
  return createdMain;
}

/** Creates one site with its users (all with `passwordHash`), currencies, packages and links. */
export async function seedSite(
  trx: Transaction<Database>,
  demo: DemoSite,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const site = await trx
    .insertInto('sites')
    .values({
      pin: demo.pin,
      brand: demo.brand,
      brand_json: JSON.stringify(demo.brandJson),
      default_currency: demo.defaultCurrency,
      max_draw_dates: 3,
      ticker_message: demo.tickerMessage,
      ticker_messages: JSON.stringify(demo.tickerMessages),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('site_currencies')
    .values(demo.currencies.map((code) => ({ site_id: site.id, code, min_regular_cents: 10, min_ibox_cents: 50 })))
    .execute();
  const packages = await trx
    .insertInto('packages')
    .values(
      DEMO_PACKAGES.map((p) => ({
        site_id: site.id,
        name: `${demo.packagePrefix} ${p.kind}${p.special ? ' SPR' : ''}`,
        kind: p.kind,
        rates_json: JSON.stringify(p.rates),
        special: p.special,
      })),
    )
    .returning(['id', 'kind', 'special'])
    .execute();
  const regularPackages = packages.filter((p) => !p.special);

  const ids = new Map<string, { id: number; path: string }>();
  for (const user of demo.users) {
    const parent = user.parent ? ids.get(user.parent) : undefined;
    const row = await trx
      .insertInto('users')
      .values({
        site_id: site.id,
        username: user.username,
        username_key: user.username.toLowerCase(),
        role: user.role,
        parent_id: parent?.id ?? null,
        path: 'pending',
        password_hash: passwordHash,
        must_change_password: user.mustChangePassword ?? false,
        house_operator: user.houseOperator ?? false,
        credit_limit_cents: user.creditUnits * 100,
        commission_bp: user.commissionBp ?? 0,
        pt_bp: user.ptBp ?? 0,
        max_fight_cents: (user.maxFightUnits ?? 0) * 100,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `${parent?.path ?? '/'}${row.id}/`;
    await trx.updateTable('users').set({ path }).where('id', '=', row.id).execute();
    ids.set(user.username, { id: row.id, path });
    await trx
      .insertInto('password_history')
      .values({ user_id: row.id, password_hash: passwordHash, created_at: now })
      .execute();
    await trx
      .insertInto('user_games')
      .values(ALL_DRAW_TYPES.map((draw_type) => ({ user_id: row.id, draw_type })))
      .execute();
    await trx
      .insertInto('user_packages')
      .values(regularPackages.map((p) => ({ user_id: row.id, kind: p.kind, package_id: p.id })))
      .execute();
  }
  if (demo.links.length > 0)
    await trx
      .insertInto('member_urls')
      .values(demo.links.map(([name, list, url]) => ({ site_id: site.id, name, list, url })))
      .execute();
}
