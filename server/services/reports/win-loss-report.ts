// Report/GetMobileWinLossDetail?Currency&DateFrom&DateTill (docs/product.md S7): per player in the caller's
// reach — a member itself; an agent or the company every player of its subtree, grouped by the caller's
// direct downline above them — the player's stakes, commission, wins and net, and the caller's own
// commission and PT share on those bets, with totals, one section per currency.
//
// Every figure is summed from source rows, never from stored totals: stakes from the tickets (void bets
// left out; a ticket counts as settled once it has a ticket_wins row), the player's commission and wins from
// its ledger entries (a correction's entries included, so the live result version is what shows), and the
// caller's own figures from its settlement_shares rows (reversals included). Entries are put on the draw
// date of the result version they belong to, so a range of draw dates takes whole draws.
import { sql } from 'kysely';
import type { WinLossCurrency, WinLossDetail, WinLossFigures, WinLossGroup, WinLossPlayer } from '../../../contract/reports-ledger.ts';
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

  // The three sums read different tables: asked together, the report waits for the slowest, not their sum.
  const [stakeRows, ledgerRows, ownRows] = await Promise.all([
    stakes(ctx, me, query),
    ledgerFigures(ctx, me, query),
    me.role === 'member' ? Promise.resolve([]) : ownFigures(ctx, me, query),
  ]);
  for (const row of stakeRows) add(row.player_id, row.currency, { stake: Number(row.total) - Number(row.pending), pending: Number(row.pending) });
  for (const row of ledgerRows) add(row.player_id, row.currency, { commission: Number(row.commission), win: Number(row.win) });
  for (const row of ownRows) add(row.player_id, row.currency, { ownCommission: Number(row.commission), ownShare: Number(row.share) });

  const playerIds = [...new Set([...byPlayer.keys()].map((key) => Number(key.split('|')[0])))];
  const groupOf = groupsOf(me);
  const groupIds = new Map<number, number>();
  const people = new Map<number, { username: string; role: UserRow['role'] }>();
  if (playerIds.length > 0) {
    const players = await ctx.db.selectFrom('users').select(['id', 'path']).where('id', 'in', playerIds).execute();
    for (const player of players) groupIds.set(player.id, groupOf(player.path));
    const named = [...new Set([...playerIds, ...groupIds.values()])];
    for (const user of await ctx.db.selectFrom('users').select(['id', 'username', 'role']).where('id', 'in', named).execute()) people.set(user.id, user);
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

  return { user: me.username, role: wireRole(me), currency: query.currency, dateFrom: query.dateFrom, dateTill: query.dateTill, currencies: sections };
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

/** Settled and pending stakes per player and currency, from the tickets of bets that are not void. */
async function stakes(ctx: ServiceContext, me: UserRow, query: WinLossQuery) {
  // Of tickets whose bet is not void (below), settled is not open (store/functions/ticket_is_open.sql).
  // The function is not inlined: it is called once per ticket (pending), and settled is the rest.
  let scoped = ctx.db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .where(inReach(me))
    .where('tickets.draw_date', '>=', query.dateFrom)
    .where('tickets.draw_date', '<=', query.dateTill)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('bet_voids').select('bet_voids.bet_id').whereRef('bet_voids.bet_id', '=', 'bets.id'))));
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('bets.currency', '=', query.currency);
  return scoped
    .select([
      'bets.player_id',
      'bets.currency',
      sql<string>`coalesce(sum(tickets.stake_cents), 0)`.as('total'),
      sql<string>`coalesce(sum(tickets.stake_cents) filter (where ticket_is_open(tickets.id, tickets.bet_id)), 0)`.as('pending'),
    ])
    .groupBy(['bets.player_id', 'bets.currency'])
    .execute();
}

/** The players' commission and wins (corrections included) per player and currency, from their ledgers. */
async function ledgerFigures(ctx: ServiceContext, me: UserRow, query: WinLossQuery) {
  let scoped = ctx.db
    .selectFrom('ledger_entries')
    .innerJoin('draw_results', 'draw_results.id', 'ledger_entries.result_id')
    .innerJoin('bets', 'bets.id', 'ledger_entries.bet_id')
    .innerJoin('users as player', 'player.id', 'ledger_entries.user_id')
    .where(inReach(me))
    .where('ledger_entries.kind', 'in', ['commission', 'win', 'correction'])
    .where('draw_results.draw_date', '>=', query.dateFrom)
    .where('draw_results.draw_date', '<=', query.dateTill);
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('bets.currency', '=', query.currency);
  return scoped
    .select([
      'ledger_entries.user_id as player_id',
      'bets.currency',
      sql<string>`coalesce(sum(case when ledger_entries.kind = 'commission' then ledger_entries.amount_cents else 0 end), 0)`.as('commission'),
      sql<string>`coalesce(sum(case when ledger_entries.kind = 'commission' then 0 else ledger_entries.amount_cents end), 0)`.as('win'),
    ])
    .groupBy(['ledger_entries.user_id', 'bets.currency'])
    .execute();
}

/** The caller's own commission and PT share per player and currency, from its settlement_shares rows. */
async function ownFigures(ctx: ServiceContext, me: UserRow, query: WinLossQuery) {
  let scoped = ctx.db
    .selectFrom('settlement_shares')
    .innerJoin('draw_results', 'draw_results.id', 'settlement_shares.result_id')
    .innerJoin('bets', 'bets.id', 'settlement_shares.bet_id')
    .where('settlement_shares.user_id', '=', me.id)
    .where('draw_results.draw_date', '>=', query.dateFrom)
    .where('draw_results.draw_date', '<=', query.dateTill);
  if (query.currency !== ALL_CURRENCIES) scoped = scoped.where('bets.currency', '=', query.currency);
  return scoped
    .select([
      'bets.player_id',
      'bets.currency',
      sql<string>`coalesce(sum(settlement_shares.commission_cents), 0)`.as('commission'),
      sql<string>`coalesce(sum(settlement_shares.share_cents), 0)`.as('share'),
    ])
    .groupBy(['bets.player_id', 'bets.currency'])
    .execute();
}

