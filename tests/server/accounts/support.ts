// Helpers of the account suites: calls as a demo user, and a footprint of everything an account call may
// change about a user, to prove that a refusal changed nothing.
import { expect } from 'vitest';
import { DEMO_PIN } from '../../../server/store/seed-demo.ts';
import type { TestServer } from '../support/test-server.ts';
import { tokenFor } from '../support/sessions.ts';

export interface Answer {
  code: number;
  status: string;
  field?: string;
  params?: (string | number)[];
  // Each test knows which answer it expects; `any` keeps the assertions readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

/** The sessions made per server: a worker runs file after file, each with a server of its own. */
const sessions = new WeakMap<TestServer, Map<string, string>>();

const tokensOf = (server: TestServer): Map<string, string> => {
  let tokens = sessions.get(server);
  if (!tokens) sessions.set(server, (tokens = new Map()));
  return tokens;
};

/** A session per caller, made once (startSession ends the caller's older session, so reuse it). */
export async function sessionOf(server: TestServer, username: string): Promise<string> {
  const tokens = tokensOf(server);
  let token = tokens.get(username);
  if (!token) {
    token = await tokenFor(server, username);
    tokens.set(username, token);
  }
  return token;
}

export function forgetSession(server: TestServer, username: string): void {
  tokensOf(server).delete(username);
}

export async function account(server: TestServer, caller: string, call: string, payload: unknown): Promise<Answer> {
  const response = await server.call(await sessionOf(server, caller), {
    method: 'POST',
    url: `/masterapi/Account/${call}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return { code: response.statusCode, ...(response.json() as Omit<Answer, 'code'>) };
}

/** Everything about a user an account call could touch: its row, games, packages and live sessions. */
export async function footprint(server: TestServer, username: string) {
  const db = server.ctx.db;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  const games = await db
    .selectFrom('user_games')
    .select('draw_type')
    .where('user_id', '=', user.id)
    .orderBy('draw_type')
    .execute();
  const packages = await db
    .selectFrom('user_packages')
    .select(['kind', 'package_id'])
    .where('user_id', '=', user.id)
    .orderBy('kind')
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null)
    .execute();
  return { user, games, packages, sessions: sessions.length };
}

/** Footprints of the whole site's users, and how many there are. */
export async function siteFootprint(server: TestServer) {
  const users = await server.ctx.db.selectFrom('users').select('username_key').orderBy('username_key').execute();
  return Promise.all(users.map((user) => footprint(server, user.username_key)));
}

/** Package id of a kind, regular or special (special-rate), from the seeded site. */
export async function packageId(server: TestServer, kind: string, special = false): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('packages')
    .innerJoin('sites', 'sites.id', 'packages.site_id')
    .select('packages.id')
    .where('sites.pin', '=', DEMO_PIN)
    .where('kind', '=', kind)
    .where('special', '=', special)
    .executeTakeFirstOrThrow();
  return row.id;
}

let counter = 0;
/** A fresh valid login name (each suite has a database of its own). */
export const freshName = (prefix = 'user'): string => `${prefix}${++counter}`;

export const ALL_GAMES = ['M', 'P', 'T', 'S', 'B', 'K', 'W', 'L3', 'L', 'A3', 'A', 'N3', 'N'];
