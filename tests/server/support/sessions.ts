// Bearer tokens for demo users without going through the login call (the same startSession it uses), so
// suites that are not about logging in do not depend on it.
import { startSession } from '../../../server/services/sessions.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server.ts';

export async function tokenFor(server: TestServer, username: string): Promise<string> {
  const user = await server.ctx.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
  return startSession(server.ctx, user.id);
}

export async function userIdOf(server: TestServer, username: string): Promise<number> {
  const user = await server.ctx.db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', username)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** The ledger's net for a user, in cents. */
export async function ledgerOf(server: TestServer, username: string): Promise<number> {
  const rows = await server.ctx.db
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('user_id', '=', await userIdOf(server, username))
    .execute();
  return rows.reduce((sum, row) => sum + Number(row.amount_cents), 0);
}

/** A POST as a demo user with a fresh session, optionally with a JSON body. */
export async function postAs(
  server: TestServer,
  username: string,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return server.call(await tokenFor(server, username), { method: 'POST', url, ...(payload ? { payload } : {}) });
}
