// Reading the record of account changes (docs/api/account-changes.md). A downline's history: the account
// itself or anyone above it (the same reach as every call naming a user; E103 otherwise, whether it exists
// or not). A site's audit log: its company account only. Newest first, PAGE rows a page, by id.
import type { AccountChange, AccountChangeField, AccountChangePage } from '../../contract/account-changes.ts';
import { ApiError } from './api-error.ts';
import { userActorMayUseByName, type Actor } from './access.ts';
import type { ServiceContext } from './context.ts';

export const PAGE = 50;

export async function accountChanges(
  ctx: ServiceContext,
  actor: Actor,
  username: string,
  before?: number,
): Promise<AccountChangePage> {
  const target = await userActorMayUseByName(ctx, actor, username);
  return pageOf(ctx, { userId: target.id }, before);
}

export async function siteAuditLog(ctx: ServiceContext, actor: Actor, before?: number): Promise<AccountChangePage> {
  if (actor.user.role !== 'company') throw new ApiError('E103');
  return pageOf(ctx, { siteId: actor.user.site_id }, before);
}

async function pageOf(
  ctx: ServiceContext,
  scope: { userId: number } | { siteId: number },
  before: number | undefined,
): Promise<AccountChangePage> {
  let query = ctx.db
    .selectFrom('account_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('users as by', 'by.id', 'c.changed_by')
    .select([
      'c.id',
      'u.username as user',
      'c.field',
      'c.previous',
      'c.value',
      'by.username as changedBy',
      'c.changed_at',
    ])
    .orderBy('c.id', 'desc')
    .limit(PAGE + 1);
  query = 'userId' in scope ? query.where('c.user_id', '=', scope.userId) : query.where('c.site_id', '=', scope.siteId);
  if (before !== undefined) query = query.where('c.id', '<', before);
  const rows = await query.execute();
  const shown = rows.slice(0, PAGE);
  const changes = shown.map((row): AccountChange => ({
    id: Number(row.id),
    user: row.user,
    field: row.field as AccountChangeField,
    previous: row.previous,
    value: row.value,
    changedBy: row.changedBy,
    changedAt: new Date(row.changed_at).toISOString(),
  }));
  return { changes, next: rows.length > PAGE ? (changes.at(-1)?.id ?? null) : null };
}
