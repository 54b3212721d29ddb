// GetNumberExposure (issue 14, "exposure by number"; docs/api/exposure.md): for one draw, the Big and
// Small staked on each number by the players of the caller's subtree, the caller's own share after
// position taking, and what it loses if the number comes first — what an agent checks against its max
// fight before a draw. Summed from the open tickets themselves (not the sold-out figures of
// number_exposure, which exist only while a site has a cap and know nothing of the tree).
//
// The database adds up whole cents per (number, currency, player, split); the shares, rates and the
// one rounding per figure are done here exactly, in BigInt, over a common denominator.
import { sql } from 'kysely';
import type { ExposureRow, NumberExposure } from '../../../contract/exposure.ts';
import { divideHalfUp, toSafeCents } from '../../settlement/arithmetic.ts';
import { FULL_BP } from '../../settlement/commission.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { packageKindOf } from '../results/package-kind.ts';
import { unitsOf } from '../wire.ts';

/** Whole cents per group of tickets the database sums: one player's, one split, one number and currency. */
interface TicketGroup {
  number: string;
  currency: string;
  playerId: number;
  split: number;
  tickets: number;
  bigCents: bigint;
  smallCents: bigint;
}

/** The 1st-prize rates (cents per unit staked) of the B and S slots for a number of this length. */
export function firstPrizeKeys(numberLength: number): { big?: string; small?: string } {
  if (numberLength === 4) return { big: 'Prize1_Big', small: 'Prize1_Small' };
  if (numberLength === 5) return { big: 'Prize1_5D' };
  if (numberLength === 6) return { big: 'Prize1_6D' };
  return {};
}

/**
 * The caller's share, in basis points, of a bet by a player below it (docs/settlement.md, ptShares): an
 * agent keeps its PT less that of its child on the way down to the player (a member's is 0, so a direct
 * agent keeps its whole PT); the company keeps 100 % less its child's. Its own bets: nothing to share.
 */
export function shareBpOf(viewer: Pick<UserRow, 'role' | 'pt_bp'>, childPtBp: number | undefined): number {
  if (childPtBp === undefined) return 0;
  const own = viewer.role === 'company' ? FULL_BP : viewer.pt_bp;
  return Math.max(0, own - childPtBp);
}

/** The id of the viewer's child on the way down `path` ('/1/4/9/'), or undefined when path is the viewer's. */
export function childOnPath(viewerPath: string, path: string): number | undefined {
  if (!path.startsWith(viewerPath) || path === viewerPath) return undefined;
  return Number(path.slice(viewerPath.length).split('/')[0]);
}

async function ticketGroups(ctx: ServiceContext, viewer: UserRow, drawDate: string, drawType: string): Promise<TicketGroup[]> {
  const rows = await ctx.db
    .selectFrom('tickets')
    .innerJoin('bets', 'bets.id', 'tickets.bet_id')
    .innerJoin('users as player', 'player.id', 'bets.player_id')
    .select([
      'tickets.number', 'bets.currency', 'bets.player_id', 'tickets.split',
      sql<string>`count(*)`.as('tickets'),
      sql<string>`sum((tickets.amounts_json::json->>0)::bigint)`.as('big'),
      sql<string>`sum((tickets.amounts_json::json->>1)::bigint)`.as('small'),
    ])
    .where('tickets.draw_type', '=', drawType)
    .where('tickets.draw_date', '=', drawDate)
    .where('player.site_id', '=', viewer.site_id)
    // Paths are digits and slashes only, so the prefix needs no LIKE escaping.
    .where('player.path', 'like', `${viewer.path}%`)
    // Open tickets only (store/functions/ticket_is_open.sql): not void, not settled.
    .where(sql<boolean>`ticket_is_open(tickets.id, tickets.bet_id)`)
    .groupBy(['tickets.number', 'bets.currency', 'bets.player_id', 'tickets.split'])
    .execute();
  return rows.map((row) => ({
    number: row.number,
    currency: row.currency,
    playerId: row.player_id,
    split: row.split,
    tickets: Number(row.tickets),
    bigCents: BigInt(row.big ?? 0),
    smallCents: BigInt(row.small ?? 0),
  }));
}

/** Per player: the viewer's share (bp) and the 1st-prize rates of the package that prices this draw. */
async function playerTerms(ctx: ServiceContext, viewer: UserRow, drawType: string, playerIds: readonly number[]) {
  const players = await ctx.db.selectFrom('users').select(['id', 'path']).where('id', 'in', playerIds).execute();
  const childIds = new Map(players.map((player) => [player.id, childOnPath(viewer.path, player.path)]));
  const children = [...new Set([...childIds.values()].filter((id): id is number => id !== undefined))];
  const [childPts, packages] = await Promise.all([
    children.length ? ctx.db.selectFrom('users').select(['id', 'pt_bp']).where('id', 'in', children).execute() : Promise.resolve([]),
    ctx.db
      .selectFrom('user_packages')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .select(['user_packages.user_id', 'user_packages.kind', 'packages.rates_json'])
      .where('user_packages.user_id', 'in', playerIds)
      .execute(),
  ]);
  const ptOf = new Map(childPts.map((row) => [row.id, row.pt_bp]));
  const rates = new Map(packages.map((row) => [`${row.user_id}|${row.kind}`, JSON.parse(row.rates_json) as Record<string, number>]));
  return {
    shareBp: (playerId: number) => {
      const child = childIds.get(playerId);
      return shareBpOf(viewer, child === undefined ? undefined : ptOf.get(child));
    },
    /** A rate the package lacks, or no package of the kind, pays nothing (as in settlement). */
    rate: (playerId: number, number: string, key: string | undefined) =>
      key === undefined ? 0 : (rates.get(`${playerId}|${packageKindOf(drawType, number.length)}`)?.[key] ?? 0),
  };
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

export async function numberExposure(ctx: ServiceContext, viewer: UserRow, drawDate: string, drawType: string): Promise<NumberExposure> {
  const groups = await ticketGroups(ctx, viewer, drawDate, drawType);
  const terms = groups.length ? await playerTerms(ctx, viewer, drawType, [...new Set(groups.map((group) => group.playerId))]) : undefined;
  // One denominator for every figure: each split (iBOX permutations), 10 000 bp and 100 (rates per unit).
  const lcmSplit = groups.reduce((lcm, group) => (lcm * BigInt(group.split)) / gcd(lcm, BigInt(group.split)), 1n);
  const stakeDen = lcmSplit * BigInt(FULL_BP) * 100n;
  const maxFight = BigInt(viewer.max_fight_cents) * stakeDen;

  const sums = new Map<string, { number: string; currency: string; tickets: number; big: bigint; small: bigint; ownBig: bigint; ownSmall: bigint; ownPay: bigint }>();
  for (const group of groups) {
    if (group.bigCents === 0n && group.smallCents === 0n) continue; // 3A, ABC, 4A…: neither Big nor Small
    const key = `${group.number}|${group.currency}`;
    let sum = sums.get(key);
    if (!sum) {
      sum = { number: group.number, currency: group.currency, tickets: 0, big: 0n, small: 0n, ownBig: 0n, ownSmall: 0n, ownPay: 0n };
      sums.set(key, sum);
    }
    const scale = stakeDen / BigInt(group.split); // cents × scale = the exact figure over stakeDen
    const share = BigInt(terms?.shareBp(group.playerId) ?? 0);
    const keys = firstPrizeKeys(group.number.length);
    const bigRate = BigInt(terms?.rate(group.playerId, group.number, keys.big) ?? 0);
    const smallRate = BigInt(terms?.rate(group.playerId, group.number, keys.small) ?? 0);
    sum.tickets += group.tickets;
    sum.big += group.bigCents * scale;
    sum.small += group.smallCents * scale;
    sum.ownBig += (group.bigCents * scale * share) / BigInt(FULL_BP);
    sum.ownSmall += (group.smallCents * scale * share) / BigInt(FULL_BP);
    // A win is cents × rate ÷ 100 (rates are cents per unit); scale already holds the 100 and the 10 000.
    sum.ownPay += (group.bigCents * bigRate + group.smallCents * smallRate) * (scale / 100n / BigInt(FULL_BP)) * share;
  }
  const cents = (exact: bigint) => unitsOf(toSafeCents(divideHalfUp(exact, stakeDen)));
  const rows: (ExposureRow & { order: bigint })[] = [...sums.values()].map((sum) => ({
    Number: sum.number,
    Currency: sum.currency,
    Tickets: sum.tickets,
    Big: cents(sum.big),
    Small: cents(sum.small),
    OwnBig: cents(sum.ownBig),
    OwnSmall: cents(sum.ownSmall),
    WorstCase: cents(sum.ownPay - sum.ownBig - sum.ownSmall),
    OverMaxFight: sum.ownBig + sum.ownSmall > maxFight,
    order: sum.big + sum.small,
  }));
  rows.sort((a, b) => (a.order === b.order ? byText(a.Number, b.Number) || byText(a.Currency, b.Currency) : a.order > b.order ? -1 : 1));
  return {
    DrawDate: drawDate,
    DrawType: drawType,
    MaxFight: unitsOf(Number(viewer.max_fight_cents)),
    PositionTaking: viewer.pt_bp / 100,
    Rows: rows.map(({ order: _order, ...row }) => row),
  };
}

/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
