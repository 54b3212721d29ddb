// GetLoginData (the app's whole player state after login or a reload) and GetInfoForTopContent (the
// 60-second ping: the parts that change while logged in). Both are about the caller only.
import { sql } from 'kysely';
import type { LoginData, PlayerSettings, TopContent } from '../../contract/login-data.ts';
import { sortDrawTypes } from '../../src/core/domain/operators.ts';
import type { Actor, UserRow } from './access.ts';
import type { ServiceContext } from './context.ts';
import { packageSummaryOf, type AssignedPackage } from './packages.ts';
import { moneyFiguresOf } from './profile.ts';
import { creditUsageOf, type CreditUsageRow } from './credit.ts';
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
 * The ping's figures, and the site they were read with, in one call of top_content
 * (store/functions/top_content.sql): every signed-in app asks every 60 s. Read on every call, so an
 * operator's change shows at the next ping.
 */
async function topContentOf(ctx: ServiceContext, user: UserRow): Promise<{ site: SiteRow; top: TopContent }> {
  const { rows } = await sql<TopContentRow>`
    select (t.site).*, t.currency_rows, t.package_rows, t.credit_limit_cents, t.given, t.ledger, t.reserved,
      t.available, t.reward
    from top_content(${user.id}) t
  `.execute(ctx.db);
  const row = rows[0];
  if (!row) throw new Error(`no user ${user.id}`);
  const {
    currency_rows: currencyRows,
    package_rows: packageRows,
    credit_limit_cents,
    given,
    ledger,
    reserved,
    available,
    reward,
    ...site
  } = row;
  const { usage, money } = moneyFiguresOf(
    creditUsageOf({ credit_limit_cents, given, ledger, reserved, available, reward }),
  );
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

/** top_content's row: the site's columns, its currencies and the caller's packages (JSON), the credit figures. */
type TopContentRow = SiteRow & CreditUsageRow & { currency_rows: SiteCurrencyRow[]; package_rows: AssignedPackage[] };

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
