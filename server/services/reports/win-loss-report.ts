// Report/GetMobileWinLossDetail?Currency&DateFrom&DateTill (docs/product.md S7): per player in the caller's
// reach — a member itself; an agent or the company every player of its subtree, grouped by the caller's
// direct downline above them — the player's stakes, commission, wins and net, and the caller's own
// commission and PT share on those bets, with totals, one section per currency.
//
// Every figure is the sum of source rows, read from per-day sums that triggers keep in the same transaction
// as those rows (migration 0103: win_loss_days, holder_days): stakes from the tickets (void bets left out;
// a ticket counts as settled once it has a ticket_wins row), the player's commission and wins from its
// ledger entries (a correction's entries included, so the live result version is what shows), and the
// caller's own figures from its settlement_shares rows (reversals included). Entries are put on the draw
// date of the result version they belong to, so a range of draw dates takes whole draws.
import { sql } from 'kysely';
import type {
  WinLossCurrency,
  WinLossDetail,
  WinLossFigures,
  WinLossGroup,
  WinLossPlayer,
} from '../../../contract/reports-ledger.ts';
import type { Actor, UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { unitsOf, wireRole } from '../wire.ts';
import { ALL_CURRENCIES } from './win-loss-filters.ts';

export interface WinLossQuery {
  currency: string;
  dateFrom: string;
  dateTill: string;
}

/** Figures in cents, as summed; converted to units once, at the end. */
interface Cents {
  stake: number;
  pending: number;
  commission: number;
  win: number;
  ownCommission: number;
  ownShare: number;
}

const ZERO: Cents = { stake: 0, pending: 0, commission: 0, win: 0, ownCommission: 0, ownShare: 0 };

export async function winLossDetail(ctx: ServiceContext, actor: Actor, query: WinLossQuery): Promise<WinLossDetail> {
  const me = actor.user;
  const byPlayer = new Map<string, Cents>(); // `${playerId}|${currency}`
  const add = (playerId: number, currency: string, figures: Partial<Cents>) => {
    const key = `${playerId}|${currency}`;
    const sum = { ...(byPlayer.get(key) ?? ZERO) };
    for (const [name, cents] of Object.entries(figures) as [keyof Cents, number][]) sum[name] += cents;
    byPlayer.set(key, sum);
  };

  // The two sums read different tables: asked together, the report waits for the slower, not their sum.
  const [playerRows, ownRows] = await Promise.all([
    playerFigures(ctx, me, query),
    me.role === 'member' ? Promise.resolve([]) : ownFigures(ctx, me, query),
  ]);
  for (const row of playerRows) {
    if (Number(row.tickets) > 0)
      add(row.player_id, row.currency, {
        stake: Number(row.total) - Number(row.pending),
        pending: Number(row.pending),
      });
    if (Number(row.entries) > 0)
      add(row.player_id, row.currency, { commission: Number(row.commission), win: Number(row.win) });
  }
  for (const row of ownRows)
    add(row.player_id, row.currency, { ownCommission: Number(row.commission), ownShare: Number(row.share) });

  const playerIds = [...new Set([...byPlayer.keys()].map((key) => Number(key.split('|')[0])))];
  const groupOf = groupsOf(me);
  const groupIds = new Map<number, number>();
  const people = new Map<number, { username: string; role: UserRow['role'] }>();
  if (playerIds.length > 0) {
    const players = await ctx.db.selectFrom('users').select(['id', 'path']).where('id', 'in', playerIds).execute();
    for (const player of players) groupIds.set(player.id, groupOf(player.path));
    const named = [...new Set([...playerIds, ...groupIds.values()])];
    for (const user of await ctx.db
      .selectFrom('users')
      .select(['id', 'username', 'role'])
      .where('id', 'in', named)
      .execute())
      people.set(user.id, user);
  }

  const currencies = new Map<string, Map<number, { players: { name: string; cents: Cents }[] }>>();
  for (const [key, cents] of byPlayer) {
    const [id, currency = ''] = key.split('|');
    const playerId = Number(id);
    const groupId = groupIds.get(playerId) as number;
    const groups = currencies.get(currency) ?? new Map();
    const group = groups.get(groupId) ?? { players: [] };
    group.players.push({ name: people.get(playerId)?.username ?? String(playerId), cents });
    groups.set(groupId, group);
    currencies.set(currency, groups);
  }

  const sections: WinLossCurrency[] = [...currencies.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, groups]) => {
      const sorted: WinLossGroup[] = [...groups.entries()]
        .map(([groupId, group]) => {
          const downline = people.get(groupId);
          const players = group.players.sort((a, b) => a.name.localeCompare(b.name));
          return {
            downline: downline?.username ?? String(groupId),
            role: downline?.role === 'member' ? 'member' : 'agent',
            players: players.map((player): WinLossPlayer => ({ player: player.name, ...unitsOfFigures(player.cents) })),
            totals: unitsOfFigures(sumOf(players.map((player) => player.cents))),
          } satisfies WinLossGroup;
        })
        .sort((a, b) => a.downline.localeCompare(b.downline));
      const all = [...groups.values()].flatMap((group) => group.players.map((player) => player.cents));
      return { currency, groups: sorted, totals: unitsOfFigures(sumOf(all)) };
    });

  return {
    user: me.username,
    role: wireRole(me),
    currency: query.currency,
    dateFrom: query.dateFrom,
    dateTill: query.dateTill,
    currencies: sections,
  };
}

/** For each player path, the id of the caller's direct downline above it (a member caller: itself). */
function groupsOf(me: UserRow): (path: string) => number {
  if (me.role === 'member') return () => me.id;
  return (path) => Number(path.slice(me.path.length).split('/')[0]);
}

function sumOf(rows: readonly Cents[]): Cents {
  const total = { ...ZERO };
  for (const row of rows) for (const name of Object.keys(total) as (keyof Cents)[]) total[name] += row[name];
  return total;
}

function unitsOfFigures(cents: Cents): WinLossFigures {
  return {
    stake: unitsOf(cents.stake),
    pending: unitsOf(cents.pending),
    commission: unitsOf(cents.commission),
    win: unitsOf(cents.win),
    net: unitsOf(cents.commission + cents.win - cents.stake),
    ownCommission: unitsOf(cents.ownCommission),
    ownShare: unitsOf(cents.ownShare),
    ownNet: unitsOf(cents.ownCommission + cents.ownShare),
  };
}

// ---- the three sums ----

/**
 * The players the caller reaches, on the `player` alias of users: a member itself; anyone else every member
 * of its subtree on its site (paths are digits and slashes only, so the prefix needs no LIKE escaping).
 */
function inReach(me: UserRow) {
  return me.role === 'member'
    ? sql<boolean>`player.id = ${me.id}`
    : sql<boolean>`player.site_id = ${me.site_id} and player.role = 'member' and player.path like ${`${me.path}%`}`;
}

/**
 * Settled and pending stakes and the players' commission and wins (corrections included) per player and
 * currency, from win_loss_days: the sums of the tickets of bets that are not void (pending: still open, no
 * ticket_wins row; store/functions/ticket_is_open.sql) and of the commission, win and correction ledger
 * entries, kept per player and draw date by triggers in the same transaction as those rows (migration 0103).
 * A week is a few rows per player, read by primary key. The counts say whether any ticket or entry exists,
 * so a player shows exactly when its source rows do.
 */
async function playerFigures(ctx: ServiceContext, me: UserRow, query: WinLossQuery) {
  let scoped = ctx.db
    .selectFrom('win_loss_days as day')
    .innerJoin('users as player', 'player.id', 'day.player_id')
    .where(inReach(me))
    .where('day.draw_date', '>=', query.dateFrom)
    .where('day.draw_date', '<=', query.dateTill);
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('day.currency', '=', query.currency);
  return scoped
    .select([
      'day.player_id',
      'day.currency',
      sql<string>`sum(day.tickets)`.as('tickets'),
      sql<string>`sum(day.stake_cents)`.as('total'),
      sql<string>`sum(day.open_cents)`.as('pending'),
      sql<string>`sum(day.entries)`.as('entries'),
      sql<string>`sum(day.commission_cents)`.as('commission'),
      sql<string>`sum(day.win_cents)`.as('win'),
    ])
    .groupBy(['day.player_id', 'day.currency'])
    .execute();
}

/**
 * The caller's own commission and PT share per player and currency, from holder_days: its settlement_shares
 * rows (reversals included) summed per player and draw date by a trigger (migration 0103).
 */
async function ownFigures(ctx: ServiceContext, me: UserRow, query: WinLossQuery) {
  let scoped = ctx.db
    .selectFrom('holder_days as day')
    .where('day.holder_id', '=', me.id)
    .where('day.draw_date', '>=', query.dateFrom)
    .where('day.draw_date', '<=', query.dateTill);
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('day.currency', '=', query.currency);
  return scoped
    .select([
      'day.player_id',
      'day.currency',
      sql<string>`sum(day.commission_cents)`.as('commission'),
      sql<string>`sum(day.share_cents)`.as('share'),
    ])
    .groupBy(['day.player_id', 'day.currency'])
    .having(sql<boolean>`sum(day.shares) > 0`)
    .execute();
}
