// Sessions (docs/product.md D10): a new login ends the account's older session (its next call: E104);
// idle 30 minutes and 12 hours in all end a session (E102); a password or status change ends them all (E105).
import { sql } from 'kysely';
import type { StatusCode } from '../../contract/envelope.ts';
import { ApiError } from './api-error.ts';
import { Batcher, batcherPerDatabase } from '../store/batcher.ts';
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { hashToken, newToken } from './tokens.ts';

export const IDLE_LIMIT_MS = 30 * 60 * 1000;
export const ABSOLUTE_LIMIT_MS = 12 * 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'replaced' | 'password' | 'status';

const CODE_OF_REASON: Readonly<Record<RevokeReason, StatusCode>> = {
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

/**
 * A live session's last_seen_at is written at most once a minute: a player betting several times a second
 * would otherwise write (and, on PostgreSQL, flush to disk) its session row on every call. The idle limit
 * counts from that last write, so a session ends between 29 and 30 idle minutes after its last call.
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

interface LiveLookup {
  tokenHash: string;
  now: number;
}

type LiveSession = { sessionId: number; user: UserRow } | undefined;

/**
 * Live sessions by token, many in one statement (store/batcher.ts): every authenticated call asks, so a busy
 * server reads and touches the sessions of all the calls that came meanwhile in one round trip. The
 * statement is live_sessions (migration 0018), planned once per connection.
 */
const liveSessionsOf = batcherPerDatabase(
  (db) =>
    new Batcher<LiveLookup, LiveSession>(async (lookups) => {
      const column = <T>(pick: (lookup: LiveLookup) => T) => lookups.map(pick);
      const { rows } = await sql<UserRow & { n: number | string; session_id: number }>`
        select l.n, l.session_id, (l.account).* from live_sessions(${column((l) => l.tokenHash)}::text[], ${column((l) => new Date(l.now))}::timestamptz[],
          ${column((l) => new Date(l.now - IDLE_LIMIT_MS))}::timestamptz[], ${column((l) => new Date(l.now - ABSOLUTE_LIMIT_MS))}::timestamptz[],
          ${column((l) => new Date(l.now - TOUCH_INTERVAL_MS))}::timestamptz[]) l
      `.execute(db);
      const found = new Map(
        rows.map(({ n, session_id: sessionId, ...user }) => [Number(n), { sessionId, user: user as UserRow }]),
      );
      return lookups.map((_, index) => found.get(index + 1));
    }),
);

/**
 * The session behind a bearer token and its user, touched as seen now (see TOUCH_INTERVAL_MS); refused
 * with the code the client must show. A live session costs a share of one round trip (liveSessionsOf);
 * only a refusal looks further, to say why.
 */
export async function useSession(ctx: ServiceContext, token: string): Promise<{ sessionId: number; user: UserRow }> {
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  const live = await liveSessionsOf(ctx.db).call({ tokenHash, now });
  if (live) return live;
  const row = await ctx.db
    .selectFrom('sessions')
    .select(['id', 'revoked_reason'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) throw new ApiError('E102');
  if (row.revoked_reason) throw new ApiError(CODE_OF_REASON[row.revoked_reason as RevokeReason] ?? 'E102');
  // Alive in the table but past its idle or absolute limit: end it, so it stays ended.
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date(now), revoked_reason: 'logout' })
    .where('id', '=', row.id)
    .execute();
  throw new ApiError('E102');
}

/** Ends every live session of a user. `db` may be a transaction. */
export async function revokeAll(
  db: ServiceContext['db'],
  userId: number,
  reason: RevokeReason,
  at: Date,
): Promise<void> {
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
