// GetLoginData (the app's whole player state after login or a reload) and GetInfoForTopContent (the
// 60-second ping: the parts that change while logged in). Both are about the caller only.
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { LoginData, PlayerSettings, TopContent } from '../../contract/login-data.ts';
import { sortDrawTypes } from '../../src/core/domain/operators.ts';
import type { Actor, UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { packageSummaryOf, type AssignedPackage } from './packages.ts';
import { moneyOf } from './profile.ts';
import {
  brandOf,
  currencyInfosOf,
  drawCalendar,
  linksFor,
  specialDatesOf,
  type SiteCurrencyRow,
  type SiteRow,
} from './site-info.ts';
import { editModelOf, storedBetSequence } from './user-preferences.ts';
import { unitsOf, wireRole } from './wire.ts';

/** Login names of the users of a role in the subtree (members: just themselves), by name. */
async function subtreeNames(ctx: ServiceContext, user: UserRow, role: 'member' | 'agent'): Promise<string[]> {
  const rows = await ctx.db
    .selectFrom('users')
    .select('username')
    .where('site_id', '=', user.site_id)
    .where('path', 'like', `${user.path}%`) // paths are digits and slashes: no LIKE wildcards inside
    .where('role', '=', role)
    .orderBy('username_key')
    .execute();
  return rows.map((row) => row.username);
}

/** Players the user bets for: a member itself (so it is the first player, the spec's member flag). */
async function playersOf(ctx: ServiceContext, user: UserRow): Promise<string[]> {
  return user.role === 'member' ? [user.username] : subtreeNames(ctx, user, 'member');
}

/** Agents of the subtree, the user itself first (the company root included as the agent it acts as). */
async function agentsOf(ctx: ServiceContext, user: UserRow): Promise<string[]> {
  if (user.role === 'member') return [];
  const others = (await subtreeNames(ctx, user, 'agent')).filter((name) => name !== user.username);
  return [user.username, ...others];
}

/**
 * The games and bet sequence of every member of the subtree (a member: itself), in one query: the settings
 * a bet for that player is read with (services/bets/sheet-context.ts), so the app's live check agrees.
 */
async function playerSettingsOf(ctx: ServiceContext, user: UserRow): Promise<Record<string, PlayerSettings>> {
  const rows = await ctx.db
    .selectFrom('users')
    .leftJoin('user_games', 'user_games.user_id', 'users.id')
    .select(['users.username', 'users.format_bet_sequence', 'user_games.draw_type'])
    .where('users.site_id', '=', user.site_id)
    .where('users.path', 'like', `${user.path}%`) // as subtreeNames: no LIKE wildcards in a path
    .where('users.role', '=', 'member')
    .execute();
  const games = new Map<string, string[]>();
  const sequences = new Map<string, string>();
  for (const row of rows) {
    const list = games.get(row.username) ?? [];
    if (row.draw_type !== null) list.push(row.draw_type);
    games.set(row.username, list);
    // An invalid stored order reads as the default, on the server's sheet too (sheet-context.ts).
    sequences.set(row.username, storedBetSequence(row.format_bet_sequence));
  }
  // fromEntries: own properties only, so no login name can reach the prototype.
  return Object.fromEntries(
    [...games].map(([name, list]) => [
      name,
      { games: sortDrawTypes(list), betSequence: sequences.get(name) as string },
    ]),
  );
}

export async function topContent(ctx: ServiceContext, actor: Actor): Promise<TopContent> {
  return (await topContentOf(ctx, actor.user)).top;
}

/**
 * The ping's figures, and the site they were read with. Every signed-in app asks every 60 s, so this is
 * two statements run side by side: the money (creditUsages, with the reward) and everything else at once.
 */
async function topContentOf(ctx: ServiceContext, user: UserRow): Promise<{ site: SiteRow; top: TopContent }> {
  const [{ site, currencyRows, packageRows }, { usage, money }] = await Promise.all([
    siteAndPackagesOf(ctx, user),
    moneyOf(ctx, user.id),
  ]);
  const currencies = currencyInfosOf(site, currencyRows);
  const top = {
    ...money,
    credit: unitsOf(usage.limitCents),
    currencies,
    defaultCurrency: site.default_currency,
    tickerMessage: site.ticker_message,
    tickerMessages: tickerMessagesOf(site.ticker_messages),
    package: packageSummaryOf(
      packageRows,
      currencies.map((c) => c.code),
    ),
  };
  return { site, top };
}

/**
 * The caller's site with its currencies, and the packages assigned to the caller, in one statement (a
 * round trip each was most of what a ping cost). Read on every call, so an operator's change shows at
 * the next ping.
 */
async function siteAndPackagesOf(
  ctx: ServiceContext,
  user: UserRow,
): Promise<{ site: SiteRow; currencyRows: SiteCurrencyRow[]; packageRows: AssignedPackage[] }> {
  const {
    currency_rows: currencyRows,
    package_rows: packageRows,
    ...site
  } = await ctx.db
    .selectFrom('sites')
    .selectAll('sites')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('site_currencies')
          .select(['code', 'min_regular_cents', 'min_ibox_cents'])
          .whereRef('site_currencies.site_id', '=', 'sites.id'),
      ).as('currency_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('user_packages')
          .innerJoin('packages', 'packages.id', 'user_packages.package_id')
          .select(['user_packages.kind', 'packages.id', 'packages.name', 'packages.special'])
          .where('user_packages.user_id', '=', user.id),
      ).as('package_rows'),
    ])
    .where('sites.id', '=', user.site_id)
    .executeTakeFirstOrThrow();
  return { site, currencyRows, packageRows };
}

export async function loginData(ctx: ServiceContext, actor: Actor): Promise<LoginData> {
  const user = actor.user;
  const { site, top } = await topContentOf(ctx, user);
  const preferences = editModelOf(user);
  const games = await ctx.db.selectFrom('user_games').select('draw_type').where('user_id', '=', user.id).execute();
  return {
    LoginId: user.username,
    role: wireRole(user),
    players: await playersOf(ctx, user),
    agents: await agentsOf(ctx, user),
    ...top,
    formatBox: preferences.FormatBox,
    formatDrawType: preferences.SelectedFormatDrawType,
    betSequence: preferences.SelectedFormatBetSequence,
    betMethodIsMultiply: preferences.BetMethodIsMultiply,
    drawCalendar: drawCalendar(ctx.clock.now(), specialDatesOf(site)),
    maxDrawDates: site.max_draw_dates,
    brand: brandOf(site),
    memberUrls: await linksFor(ctx, user, 'member'),
    games: sortDrawTypes(games.map((game) => game.draw_type)),
    playerSettings: await playerSettingsOf(ctx, user),
  };
}

/** The stored translations of the ticker; anything but an object of texts (hand-edited data) reads as none. */
function tickerMessagesOf(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}
