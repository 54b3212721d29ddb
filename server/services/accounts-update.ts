// UpdateDownline: an agent (or the company) changes the settings of a STRICT downline — never its own,
// which are its agent's to set. Every rule is judged under the locks of the target's agent and the target
// (in that order, top-down), all checks run before any write, and the whole call is one transaction: it
// applies completely or not at all.
import type { Transaction, Updateable } from 'kysely';
import { ApiError } from './api-error.ts';
import type { Database, UsersTable } from '../store/schema.ts';
import { userActorMayUseByName, type Actor } from './access.ts';
import type { ServiceContext } from './context.ts';
import type { UpdateDownlineBody } from '../../contract/requests/accounts.ts';
import { bpOf, centsOf, gamesOf, phoneOf } from './accounts-input.ts';
import {
  capsOf,
  checkGamesHeld,
  checkPhoneFree,
  headroomOf,
  lockHolder,
  resolvePackages,
  throwRefusal,
  usedOf,
  type Holder,
} from './accounts-rules.ts';
import { downlineRefusal, type DownlineNow } from '../../src/core/domain/downline-bounds.ts';
import { summaryOf, type AccountSummary } from './accounts-view.ts';
import { revokeAll } from './sessions.ts';
import { gamesEntry, packageEntries, patchEntries, recordChanges } from './accounts-changes.ts';

type Trx = Transaction<Database>;

/** The body read into store units; undefined = leave as is. */
interface Change {
  creditCents?: number;
  commissionBp?: number;
  ptBp?: number;
  maxFightCents?: number;
  games?: string[];
  phone?: string | null;
  /** Per-user limits; null lifts one. */
  maxTickets?: number | null;
  maxStakeCents?: number | null;
}

function changeOf(body: UpdateDownlineBody): Change {
  const change: Change = {};
  if (body.CreditLimit !== undefined) {
    change.creditCents = centsOf(body.CreditLimit, 'CreditLimit');
    if (change.creditCents < 0) throw new ApiError('E116', undefined, 'CreditLimit');
  }
  if (body.Commission !== undefined) change.commissionBp = bpOf(body.Commission, 'Commission');
  if (body.PositionTaking !== undefined) change.ptBp = bpOf(body.PositionTaking, 'PositionTaking');
  if (body.MaxFight !== undefined) change.maxFightCents = centsOf(body.MaxFight, 'MaxFight');
  if (body.Games !== undefined) change.games = gamesOf(body.Games);
  if (body.Phone !== undefined) change.phone = phoneOf(body.Phone);
  if (body.MaxTicketsPerDay !== undefined) change.maxTickets = body.MaxTicketsPerDay;
  if (body.MaxStakePerDay !== undefined)
    change.maxStakeCents = body.MaxStakePerDay === null ? null : centsOf(body.MaxStakePerDay, 'MaxStakePerDay');
  return change;
}

export async function updateDownline(
  ctx: ServiceContext,
  actor: Actor,
  body: UpdateDownlineBody,
): Promise<AccountSummary> {
  const found = await userActorMayUseByName(ctx, actor, body.UserId);
  if (found.id === actor.user.id || found.parent_id === null) throw new ApiError('E103');
  const parentId = found.parent_id;
  const change = changeOf(body);
  const now = new Date(ctx.clock.now());

  await ctx.db.transaction().execute(async (trx) => {
    const parent = await lockHolder(trx, parentId);
    const target = await lockHolder(trx, found.id);
    const patch: Updateable<UsersTable> = {};
    await checkMoneyAndCaps(trx, parent, target, change, patch);

    if (body.Status !== undefined && body.Status !== target.user.status) {
      // 'blocked' is the operator's decision; an agent can neither lift nor replace it.
      if (target.user.status === 'blocked') throw new ApiError('E128', undefined, 'Status');
      patch.status = body.Status;
    }
    applyBetLimits(target, change, patch);
    if (change.phone !== undefined && change.phone !== target.user.phone) {
      if (change.phone !== null) await checkPhoneFree(trx, target.user.site_id, change.phone, target.user.id);
      patch.phone = change.phone;
    }
    const games = change.games ? await gameChanges(trx, parent, target, change.games) : { added: [], removed: [] };
    const packages = body.Packages ? await packageChanges(trx, parent, target, body.Packages) : [];

    // Every check passed: write, and record what changed (who, when, from what) in the same transaction.
    const entries = [
      ...patchEntries(target, patch),
      ...gamesEntry(target.games, games.added, games.removed),
      ...(await packageEntries(trx, target.packages, packages)),
    ];
    await recordChanges(
      trx,
      { siteId: target.user.site_id, userId: target.user.id, by: actor.user.id, at: now },
      entries,
    );
    if (Object.keys(patch).length) await trx.updateTable('users').set(patch).where('id', '=', target.user.id).execute();
    if (games.removed.length) {
      await trx
        .deleteFrom('user_games')
        .where('user_id', '=', target.user.id)
        .where('draw_type', 'in', games.removed)
        .execute();
    }
    if (games.added.length) {
      await trx
        .insertInto('user_games')
        .values(games.added.map((draw_type) => ({ user_id: target.user.id, draw_type })))
        .execute();
    }
    for (const [kind, id] of packages) {
      await trx.deleteFrom('user_packages').where('user_id', '=', target.user.id).where('kind', '=', kind).execute();
      if (id !== null)
        await trx.insertInto('user_packages').values({ user_id: target.user.id, kind, package_id: id }).execute();
    }
    // A status change ends the account's sessions: its next call is E105, and a suspended one cannot log in.
    if (patch.status !== undefined) await revokeAll(trx, target.user.id, 'status', now);
  });
  return summaryOf(ctx.db, found.id);
}

/**
 * Credit: an increase comes out of the agent's headroom (E117); a decrease may not cut into what the
 * target already uses (E141). Rates and max fight: at most the agent's (E135, E137, E144) and at least the
 * highest of the target's direct downlines' (E136, E138, E144) — those are in turn at least their own
 * downlines', so the direct ones bound the whole subtree.
 */
async function checkMoneyAndCaps(
  trx: Trx,
  parent: Holder,
  target: Holder,
  change: Change,
  patch: Updateable<UsersTable>,
): Promise<void> {
  const floor = await trx
    .selectFrom('users')
    .select((eb) => [
      eb.fn.max('commission_bp').as('commission'),
      eb.fn.max('pt_bp').as('pt'),
      eb.fn.max('max_fight_cents').as('maxFight'),
    ])
    .where('parent_id', '=', target.user.id)
    .executeTakeFirst();
  const now: DownlineNow = {
    role: target.user.role === 'member' ? 'member' : 'agent',
    limitCents: target.usage.limitCents,
    usedCents: usedOf(target.usage),
    floor: {
      commissionBp: Number(floor?.commission ?? 0),
      ptBp: Number(floor?.pt ?? 0),
      maxFightCents: Number(floor?.maxFight ?? 0),
    },
  };
  // The shared bounds module (src/core/domain/downline-bounds.ts): the app's form asks the very same.
  throwRefusal(downlineRefusal(capsOf(parent.user), headroomOf(parent.usage), now, change));
  if (change.creditCents !== undefined && change.creditCents !== target.usage.limitCents)
    patch.credit_limit_cents = change.creditCents;
  if (change.commissionBp !== undefined) patch.commission_bp = change.commissionBp;
  if (change.ptBp !== undefined) patch.pt_bp = change.ptBp;
  if (change.maxFightCents !== undefined) patch.max_fight_cents = change.maxFightCents;
}

/** Per-user limits are a player's (an agent's own bets do not exist): E128 for an agent. */
function applyBetLimits(target: Holder, change: Change, patch: Updateable<UsersTable>): void {
  const asked = change.maxTickets !== undefined || change.maxStakeCents !== undefined;
  if (!asked) return;
  if (target.user.role !== 'member')
    throw new ApiError('E128', undefined, change.maxTickets !== undefined ? 'MaxTicketsPerDay' : 'MaxStakePerDay');
  if (change.maxTickets !== undefined) patch.max_tickets_per_day = change.maxTickets;
  if (change.maxStakeCents !== undefined) patch.max_stake_per_day_cents = change.maxStakeCents;
}

/** LIKE pattern of the users strictly below the target: its path and at least one more character. */
const belowTarget = (target: Holder) => `${target.user.path}_%`;

/** Games to add (the agent must hold them: E119) and to remove (no one below may hold them: E146). */
async function gameChanges(
  trx: Trx,
  parent: Holder,
  target: Holder,
  games: readonly string[],
): Promise<{ added: string[]; removed: string[] }> {
  const added = games.filter((game) => !target.games.has(game));
  const removed = [...target.games].filter((game) => !games.includes(game));
  checkGamesHeld(parent, added);
  if (removed.length) {
    const inUse = await trx
      .selectFrom('user_games')
      .innerJoin('users', 'users.id', 'user_games.user_id')
      .select('user_games.draw_type')
      .where('users.path', 'like', belowTarget(target))
      .where('user_games.draw_type', 'in', removed)
      .executeTakeFirst();
    if (inUse) throw new ApiError('E146', [inUse.draw_type], 'Games');
  }
  return { added, removed };
}

/** Package changes per kind; the target's current package of a kind cannot change while a downline uses it (E149). */
async function packageChanges(
  trx: Trx,
  parent: Holder,
  target: Holder,
  asked: Readonly<Record<string, number | null>>,
) {
  const changes: [string, number | null][] = [];
  for (const [kind, id] of await resolvePackages(trx, parent, asked)) {
    const current = target.packages.get(kind);
    if (current === (id ?? undefined)) continue;
    if (current !== undefined) {
      const inUse = await trx
        .selectFrom('user_packages')
        .innerJoin('users', 'users.id', 'user_packages.user_id')
        .select('users.id')
        .where('users.path', 'like', belowTarget(target))
        .where('user_packages.kind', '=', kind)
        .where('user_packages.package_id', '=', current)
        .executeTakeFirst();
      if (inUse) throw new ApiError('E149', [kind], 'Packages');
    }
    changes.push([kind, id]);
  }
  return changes;
}
