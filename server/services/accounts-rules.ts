// The rules a downline's settings obey against its agent (docs/product.md D8, docs/product.md S5–S6), shared by
// CreateDownline and UpdateDownline. They read the agent's figures inside the caller's transaction, after
// its row is locked: every change to an agent's downlines locks that agent first, so two changes that
// draw on the same agent are judged one after the other and can never overspend it together.
import type { Transaction } from 'kysely';
import { ApiError } from './api-error.ts';
import type { Database } from '../store/schema.ts';
import type { UserRow } from './access.ts';
import { creditUsage, type CreditUsage } from './credit.ts';
import { packageRefusal } from '../../src/core/domain/downline-packages.ts';
import {
  capRefusal,
  headroomOf as sharedHeadroom,
  usedOf as sharedUsed,
  type AgentCaps,
  type DownlineChange,
  type Refusal,
} from '../../src/core/domain/downline-bounds.ts';

type Trx = Transaction<Database>;

/** An agent (or the company) about to hand something down, as read under its row lock. */
export interface Holder {
  user: UserRow;
  usage: CreditUsage;
  games: ReadonlySet<string>;
  /** Package id per kind. */
  packages: ReadonlyMap<string, number>;
}

/**
 * Locks a user's row for the rest of the transaction and reads it. Always lock an agent before its
 * downline (top-down), so two transactions never wait on each other in a circle.
 */
export async function lockUser(trx: Trx, userId: number): Promise<UserRow> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/** Locks the agent and reads what it holds. The reads are statements after the lock, so they see every
 *  change committed by whoever held the lock before (READ COMMITTED; see bets/available-credit.ts). */
export async function lockHolder(trx: Trx, userId: number): Promise<Holder> {
  const user = await lockUser(trx, userId);
  const usage = await creditUsage(trx, userId);
  const games = await trx.selectFrom('user_games').select('draw_type').where('user_id', '=', userId).execute();
  const packages = await trx
    .selectFrom('user_packages')
    .select(['kind', 'package_id'])
    .where('user_id', '=', userId)
    .execute();
  return {
    user,
    usage,
    games: new Set(games.map((row) => row.draw_type)),
    packages: new Map(packages.map((row) => [row.kind, row.package_id])),
  };
}

/** What an agent can still hand down, and what a user already uses (E141's floor): the shared bounds module. */
export const headroomOf = (usage: CreditUsage): number => sharedHeadroom(usage);
export const usedOf = (usage: CreditUsage): number => sharedUsed(usage);

/** A refusal of the shared bounds module as the API error it answers. */
export function throwRefusal(refusal: Refusal | null): void {
  if (refusal !== null)
    throw new ApiError(
      refusal.code,
      refusal.code === 'E116' || refusal.code === 'E128' ? undefined : refusal.params,
      refusal.field,
    );
}

export const capsOf = (user: UserRow): AgentCaps => ({
  commissionBp: user.commission_bp,
  ptBp: user.pt_bp,
  maxFightCents: Number(user.max_fight_cents),
});

/** A downline's rates are at most its agent's (E135, E137) and its max fight too (E144). */
export function checkUnderAgent(agent: UserRow, caps: DownlineChange): void {
  throwRefusal(capRefusal(capsOf(agent), caps));
}

/** Draw types the agent was not given cannot be handed down (E119, game assignment failed). */
export function checkGamesHeld(agent: Holder, games: Iterable<string>): void {
  for (const game of games) if (!agent.games.has(game)) throw new ApiError('E119', [game], 'Games');
}

/**
 * The packages asked for, per kind: an id to assign or null to take the kind away. A kind outside the
 * seven is E150; an id not of this site E152; of another kind E151. An agent hands down only what it
 * holds: no package of that kind at all is E153, another package of that kind E154. The company owns its
 * site's packages, so it may hand down any of them (the special-rate ones included).
 */
export async function resolvePackages(
  trx: Trx,
  agent: Holder,
  asked: Readonly<Record<string, number | null>>,
): Promise<Map<string, number | null>> {
  const ids = Object.values(asked).filter((id): id is number => id !== null);
  const found = ids.length
    ? await trx
        .selectFrom('packages')
        .select(['id', 'kind'])
        .where('site_id', '=', agent.user.site_id)
        .where('id', 'in', ids)
        .execute()
    : [];
  const kindOf = new Map(found.map((row) => [row.id, row.kind]));
  // The rule itself is the core's, shared with the app's downline form (src/core/domain/downline-packages.ts).
  const giver = { isCompany: agent.user.role === 'company', held: Object.fromEntries(agent.packages) };
  const out = new Map<string, number | null>();
  for (const [kind, id] of Object.entries(asked)) {
    const refusal = packageRefusal(giver, kind, id, (packageId) => kindOf.get(packageId));
    if (refusal) throw new ApiError(refusal.code, refusal.params, 'Packages');
    out.set(kind, id);
  }
  return out;
}

/** A phone number belongs to one account of the site (E302). */
export async function checkPhoneFree(trx: Trx, siteId: number, phone: string, exceptUserId?: number): Promise<void> {
  let query = trx.selectFrom('users').select('id').where('site_id', '=', siteId).where('phone', '=', phone);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw new ApiError('E302', undefined, 'Phone');
}

/**
 * Two requests racing for the same name or phone under different agents pass the checks above together;
 * the unique constraints then refuse the second insert. Answer that as the check would have (E133, E302).
 */
export function asRefusal(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return error;
  if (constraint === 'users_site_username') return new ApiError('E133', undefined, 'UserId');
  if (constraint === 'users_site_phone') return new ApiError('E302', undefined, 'Phone');
  return error;
}
