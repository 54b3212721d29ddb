// What the account calls answer about a user: its place in the tree, its money (credit usage of
// credit.ts, so every screen agrees) and what it was given (rates, games, packages). Money in units,
// rates in percent (10 = 10 %) — the account API's convention, see docs/api/accounts.md.
import type { AccountSummary, DownlineList } from '../../contract/accounts.ts';
import { sql } from 'kysely';
import { gmt8Date, gmt8InstantOf } from '../../src/core/domain/calendar.ts';
import { sortDrawTypes } from '../../src/core/domain/operators.ts';

const DAY_MS = 86_400_000;
import type { UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { creditUsages } from './credit.ts';
import { unitsOf, wireRole } from './wire.ts';

const percentOfBp = (bp: number): number => bp / 100;

/** Summaries of the given users, in the given order; a handful of statements whatever their number. */
export async function summariesOf(db: ServiceContext['db'], users: readonly UserRow[]): Promise<AccountSummary[]> {
  if (users.length === 0) return [];
  const ids = users.map((user) => user.id);
  const parentIds = [...new Set(users.map((user) => user.parent_id).filter((id): id is number => id !== null))];
  const [usages, games, packages, parents] = await Promise.all([
    creditUsages(db, ids),
    db.selectFrom('user_games').select(['user_id', 'draw_type']).where('user_id', 'in', ids).execute(),
    db.selectFrom('user_packages').select(['user_id', 'kind', 'package_id']).where('user_id', 'in', ids).execute(),
    parentIds.length
      ? db.selectFrom('users').select(['id', 'username']).where('id', 'in', parentIds).execute()
      : Promise.resolve([]),
  ]);
  const parentName = new Map(parents.map((row) => [row.id, row.username]));
  return users.map((user) => {
    const usage = usages.get(user.id);
    const limit = usage?.limitCents ?? Number(user.credit_limit_cents);
    const available = usage?.availableCents ?? limit;
    const packageMap: Record<string, number> = {};
    for (const row of packages) if (row.user_id === user.id) packageMap[row.kind] = row.package_id;
    return {
      UserId: user.username,
      Role: wireRole(user),
      Status: user.status,
      Parent: user.parent_id === null ? null : (parentName.get(user.parent_id) ?? null),
      CreditLimit: unitsOf(limit),
      DownlineCredit: unitsOf(usage?.givenCents ?? 0),
      Outstanding: unitsOf(usage?.reservedCents ?? 0),
      UsedCredit: unitsOf(limit - available),
      AvailableCredit: unitsOf(available),
      Commission: percentOfBp(user.commission_bp),
      PositionTaking: percentOfBp(user.pt_bp),
      MaxFight: unitsOf(Number(user.max_fight_cents)),
      Games: sortDrawTypes(games.filter((row) => row.user_id === user.id).map((row) => row.draw_type)),
      Packages: packageMap,
      Phone: user.phone,
      MustChangePassword: user.must_change_password,
      MaxTicketsPerDay: user.max_tickets_per_day,
      MaxStakePerDay: user.max_stake_per_day_cents === null ? null : unitsOf(Number(user.max_stake_per_day_cents)),
    };
  });
}

export async function summaryOf(db: ServiceContext['db'], userId: number): Promise<AccountSummary> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const [summary] = await summariesOf(db, [user]);
  if (!summary) throw new Error(`no summary for user ${userId}`);
  return summary;
}

/** GetDownlines: the agent's direct downlines by name (a member has none: an empty list). */
export async function downlinesOf(ctx: ServiceContext, agent: UserRow): Promise<DownlineList> {
  const { db } = ctx;
  const children = await db
    .selectFrom('users')
    .selectAll()
    .where('parent_id', '=', agent.id)
    .orderBy('username_key')
    .execute();
  const [[first, ...rest], TodayStakes] = await Promise.all([
    summariesOf(db, [agent, ...children]),
    todayStakesUnder(ctx, agent),
  ]);
  if (!first) throw new Error('no summary for the agent');
  return { Agent: first, Downlines: rest, TodayStakes };
}

/**
 * The stake placed today (GMT+8, the Clock's day) under each direct downline of `agent`, in the site's base
 * currency at the rates on each bet (to_base_cents), void bets left out. Reads only today's bets of the site
 * (index bets_site_created, migration 0095), not anyone's history.
 */
async function todayStakesUnder(ctx: ServiceContext, agent: UserRow): Promise<Record<string, number>> {
  const now = ctx.clock.now();
  const start = gmt8InstantOf(gmt8Date(now), 0);
  const rows = await ctx.db
    .selectFrom('users as child')
    .innerJoin('users as player', (join) => join.on(sql<boolean>`player.path like child.path || '%'`))
    .innerJoin('bets', 'bets.player_id', 'player.id')
    .leftJoin('bet_voids', 'bet_voids.bet_id', 'bets.id')
    .select([
      'child.username',
      sql<string>`sum(to_base_cents(bets.total_cents, bets.rate_micros, bets.base_rate_micros))`.as('cents'),
    ])
    .where('child.parent_id', '=', agent.id)
    .where('bets.site_id', '=', agent.site_id)
    .where('bets.created_at', '>=', new Date(start))
    .where('bets.created_at', '<', new Date(start + DAY_MS))
    .where('bet_voids.bet_id', 'is', null)
    .groupBy('child.username')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.username, unitsOf(Number(row.cents))]));
}

export type { AccountSummary, DownlineList };
