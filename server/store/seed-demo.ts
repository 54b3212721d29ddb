// The demo site (issue 3): created on first start of an empty database, and by the tests.
// Pin 8888, brand "Tikam Demo", MYR and SGD; every demo account's password is Demo2026.
import type { Kysely } from 'kysely';
import { hashPassword } from '../services/passwords.ts';
import { DEMO_PACKAGES } from './demo-packages.ts';
import type { Database, Role } from './schema.ts';

export const DEMO_PIN = '8888';
export const DEMO_PASSWORD = 'Demo2026';
const ALL_DRAW_TYPES = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L', 'A', 'N', 'L3', 'A3', 'N3'];

interface DemoUser {
  username: string;
  role: Role;
  parent?: string;
  creditUnits: number;
  commissionBp?: number;
  ptBp?: number;
  maxFightUnits?: number;
  mustChangePassword?: boolean;
}

// Parents before children: each row's path is its parent's plus its own id.
export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'admin', role: 'company', creditUnits: 10_000_000, commissionBp: 2000, ptBp: 10000, maxFightUnits: 1_000_000 },
  { username: 'agent1', role: 'agent', parent: 'admin', creditUnits: 100_000, commissionBp: 1000, ptBp: 5000, maxFightUnits: 50_000 },
  { username: 'member1', role: 'member', parent: 'agent1', creditUnits: 1000 },
  { username: 'member2', role: 'member', parent: 'agent1', creditUnits: 1000 },
  { username: 'newbie', role: 'member', parent: 'agent1', creditUnits: 1000, mustChangePassword: true },
  { username: 'agent2', role: 'agent', parent: 'agent1', creditUnits: 20_000, commissionBp: 800, ptBp: 3000, maxFightUnits: 20_000 },
  { username: 'member3', role: 'member', parent: 'agent2', creditUnits: 1000 },
  { username: 'agentx', role: 'agent', parent: 'admin', creditUnits: 100_000, commissionBp: 1000, ptBp: 5000, maxFightUnits: 50_000 },
  { username: 'memberx', role: 'member', parent: 'agentx', creditUnits: 1000 },
];

/** Creates the demo site unless a site with its pin exists. Returns whether it did. */
export async function seedDemoSite(db: Kysely<Database>, now: Date): Promise<boolean> {
  if (await db.selectFrom('sites').select('id').where('pin', '=', DEMO_PIN).executeTakeFirst()) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const site = await trx
      .insertInto('sites')
      .values({
        pin: DEMO_PIN,
        brand: 'Tikam Demo',
        brand_json: JSON.stringify({ title: 'Tikam Demo', primary: '#0b6e4f', accent: '#f2c14e', icon: 'tikam' }),
        default_currency: 'MYR',
        max_draw_dates: 3,
        ticker_message: 'Welcome to Tikam Demo. Good luck!',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('site_currencies')
      .values([
        { site_id: site.id, code: 'MYR', min_regular_cents: 10, min_ibox_cents: 50 },
        { site_id: site.id, code: 'SGD', min_regular_cents: 10, min_ibox_cents: 50 },
      ])
      .execute();
    const packages = await trx
      .insertInto('packages')
      .values(DEMO_PACKAGES.map((p) => ({ site_id: site.id, name: `Demo ${p.kind}${p.special ? ' SPR' : ''}`, kind: p.kind, rates_json: JSON.stringify(p.rates), special: p.special })))
      .returning(['id', 'kind', 'special'])
      .execute();
    const regularPackages = packages.filter((p) => !p.special);

    const ids = new Map<string, { id: number; path: string }>();
    for (const user of DEMO_USERS) {
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
      await trx.insertInto('password_history').values({ user_id: row.id, password_hash: passwordHash, created_at: now }).execute();
      await trx.insertInto('user_games').values(ALL_DRAW_TYPES.map((draw_type) => ({ user_id: row.id, draw_type }))).execute();
      await trx.insertInto('user_packages').values(regularPackages.map((p) => ({ user_id: row.id, kind: p.kind, package_id: p.id }))).execute();
    }

    const links = [
      ['Prize', 'member', 'https://tikam.example/prize'],
      ['DrawLiveVideo', 'member', 'https://tikam.example/live'],
      ['WinnerList', 'member', 'https://tikam.example/winners'],
      ['About', 'member', 'https://tikam.example/about'],
      ['Welfare Draw', 'welfare', 'https://tikam.example/welfare'],
    ] as const;
    await trx.insertInto('member_urls').values(links.map(([name, list, url]) => ({ site_id: site.id, name, list, url }))).execute();
  });
  return true;
}
