// Object-level access (docs/product.md D8): a member acts on itself only; an agent (or the company) on
// its own subtree. Every call that names a user goes through canActOn; a refusal is E103 with no data,
// whether the target exists or not, so ids cannot be probed.
import type { Selectable } from 'kysely';
import { ApiError } from './api-error.ts';
import type { UsersTable } from '../store/schema.ts';
import type { ServiceContext } from './context.ts';

export type UserRow = Selectable<UsersTable>;

export interface Actor {
  user: UserRow;
  sessionId: number;
}

export function isWithin(actor: UserRow, target: Pick<UserRow, 'id' | 'path' | 'site_id'>): boolean {
  if (actor.site_id !== target.site_id) return false;
  if (actor.role === 'member') return actor.id === target.id;
  return target.path.startsWith(actor.path);
}

/** The target user if the actor may act on it; E103 otherwise. `id` as sent (string or number). */
export async function userActorMayUse(ctx: ServiceContext, actor: Actor, id: unknown): Promise<UserRow> {
  const targetId = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(targetId)) throw new ApiError('E103');
  const target = await ctx.db.selectFrom('users').selectAll().where('id', '=', targetId).executeTakeFirst();
  if (!target || !isWithin(actor.user, target)) throw new ApiError('E103');
  return target;
}

/** Same, by user name within the actor's site (the client names players by their login id). */
export async function userActorMayUseByName(ctx: ServiceContext, actor: Actor, username: unknown): Promise<UserRow> {
  // User names are letters and digits (E113), so nothing else can name anyone; refusing it here also keeps
  // bytes the database would choke on (NUL) away from every query that looks a user up.
  if (typeof username !== 'string' || !/^[A-Za-z0-9]{1,40}$/.test(username)) throw new ApiError('E103');
  const target = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', actor.user.site_id)
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!target || !isWithin(actor.user, target)) throw new ApiError('E103');
  return target;
}
