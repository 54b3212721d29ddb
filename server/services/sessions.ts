// Sessions (product decisions §10): a new login ends the account's older session (its next call: E104);
// idle 30 minutes and 12 hours in all end a session (E102); a password or status change ends them all (E105).
import { ApiError } from '../http/api-error.ts';
import type { ServiceContext } from './context.ts';
import { hashToken, newToken } from './tokens.ts';

export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIMIT_MS = 12 * 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'replaced' | 'password' | 'status';

const CODE_OF_REASON: Readonly<Record<RevokeReason, string>> = {
  logout: 'E102',
  replaced: 'E104',
  password: 'E105',
  status: 'E105',
};

/** Starts a session for a user, ending any older one, and returns the bearer token (shown once). */
export async function startSession(ctx: ServiceContext, userId: number): Promise<string> {
  const token = newToken();
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await revokeAll(trx, userId, 'replaced', now);
    await trx
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: hashToken(token), created_at: now, last_seen_at: now })
      .execute();
  });
  return token;
}

/** The session behind a bearer token, touched as seen now; refused with the code the client must show. */
export async function useSession(ctx: ServiceContext, token: string): Promise<{ sessionId: number; userId: number }> {
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at', 'last_seen_at', 'revoked_reason'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new ApiError('E102');
  if (row.revoked_reason) throw new ApiError(CODE_OF_REASON[row.revoked_reason as RevokeReason] ?? 'E102');
  const now = ctx.clock.now();
  if (now - new Date(row.last_seen_at).getTime() > IDLE_LIMIT_MS || now - new Date(row.created_at).getTime() > ABSOLUTE_LIMIT_MS) {
    await ctx.db.updateTable('sessions').set({ revoked_at: new Date(now), revoked_reason: 'logout' }).where('id', '=', row.id).execute();
    throw new ApiError('E102');
  }
  await ctx.db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('id', '=', row.id).execute();
  return { sessionId: row.id, userId: row.user_id };
}

/** Ends every live session of a user. `db` may be a transaction. */
export async function revokeAll(db: ServiceContext['db'], userId: number, reason: RevokeReason, at: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function endSession(ctx: ServiceContext, sessionId: number): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date(ctx.clock.now()), revoked_reason: 'logout' })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
