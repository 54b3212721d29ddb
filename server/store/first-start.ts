// What a start puts in the database (no known operator password on a real database).
//
// - The demo (two sites, every account's password Demo2026, 30 days of results) only when asked: on the
//   embedded PGlite default, or with `--demo` / `DEMO=1`.
// - Otherwise, on a database with no site yet (a fresh PostgreSQL): one site and its operator, the house
//   operator (it publishes results), whose password is TIKAM_ADMIN_PASSWORD when set, else generated here
//   and shown once by main.ts; either way it must be changed at the first login (S106). Nothing is printed
//   or created on later starts. TIKAM_PIN (default 8888) and TIKAM_ADMIN_USER (default admin) name them.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../services/passwords.ts';
import type { DemoSite } from './demo-sites.ts';
import type { Database } from './schema.ts';
import { seedDemoSite, seedSite } from './seed-demo.ts';

export interface FirstStartOptions {
  demo: boolean;
  pin?: string;
  username?: string;
  /** The operator's first password; generated when absent. */
  password?: string;
}

export type FirstStart =
  | { kind: 'demo'; created: boolean }
  | {
      kind: 'operator';
      pin: string;
      username: string;
      /** Only when generated here: show it once. */ generatedPassword?: string;
    }
  | { kind: 'existing' };

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 letters and digits with at least one of each (the password rule, E107). */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

export async function prepareDatabase(
  db: Kysely<Database>,
  now: Date,
  options: FirstStartOptions,
): Promise<FirstStart> {
  if (options.demo) return { kind: 'demo', created: await seedDemoSite(db, now) };
  if (await db.selectFrom('sites').select('id').executeTakeFirst()) return { kind: 'existing' };
  const pin = options.pin ?? '8888';
  const username = options.username ?? 'admin';
  const password = options.password ?? generatePassword();
  const site: DemoSite = {
    pin,
    brand: 'Tikam',
    brandJson: { title: 'Tikam', primary: '#0b6e4f', accent: '#f2c14e', icon: 'tikam' },
    defaultCurrency: 'MYR',
    currencies: ['MYR', 'SGD'],
    tickerMessage: '',
    tickerMessages: {},
    packagePrefix: 'House',
    users: [
      {
        username,
        role: 'company',
        houseOperator: true,
        mustChangePassword: true,
        creditUnits: 10_000_000,
        commissionBp: 2000,
        ptBp: 10000,
        maxFightUnits: 1_000_000,
      },
    ],
    links: [],
  };
  const passwordHash = await hashPassword(password);
  await db.transaction().execute((trx) => seedSite(trx, site, passwordHash, now));
  return {
    kind: 'operator',
    pin,
    username,
    ...(options.password === undefined ? { generatedPassword: password } : {}),
  };
}
