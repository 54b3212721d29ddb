// GetNumberExposure (issue 14, "exposure by number"; docs/api/exposure.md): for one draw, the Big and
// Small staked on each number by the players of the caller's subtree, the caller's own share after
// position taking, and what it loses if the number comes first — what an agent checks against its max
// fight before a draw. Summed from the open tickets themselves (not the sold-out figures of
// number_exposure, which exist only while a site has a cap and know nothing of the tree).
//
// One statement does it all, exactly: per ticket the Big and Small cents (big_cents and small_cents,
// generated from amounts_json, migration 0032) over a common denominator D = 24, which every iBOX split
// divides (the engine's splits are the permutation counts of a 3- or 4-digit number; any other split is a
// fault, never rounded), times the caller's share in basis points and the 1st-prize rate of the player's
// package; summed per (number, currency) as integers (no float; a rate so large that a ticket's product
// passes 2^63 is an error, never a wrong figure) and rounded half-up to the cent once per figure. The rules themselves stay here in TypeScript and reach the
// statement as parameters: which package kind prices the draw (packageKindOf), which rates pay a 1st
// prize (firstPrizeKeys), the caller's own share (shareBpOf). A single statement because the figures of
// 10,000 tickets must come back in well under 100 ms (docs/api/exposure.md).
import { sql } from 'kysely';
import type { NumberExposure } from '../../../contract/exposure.ts';
import { FULL_BP } from '../../settlement/commission.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { packageKindOf } from '../../../src/core/domain/package-kind.ts';
import { unitsOf } from '../wire.ts';

/** The 1st-prize rates (cents per unit staked) of the B and S slots for a number of this length. */
/**
 * "Open ticket" for the ticket aliased `t` (its bet's row as `t.bet_id`): ticket_is_open.sql's definition
 * written as anti-joins, because the function, called per row, is not inlined (its sub-selects make it
 * opaque to the planner) and cost a third of the call. The one copy of the rule outside its SQL home:
 * tests/server/exposure/open-ticket-agreement.test.ts fails when the two disagree on any ticket.
 */
export const OPEN_TICKET_T = sql`not exists (select 1 from bet_voids v where v.bet_id = t.bet_id)
        and not exists (select 1 from ticket_wins w where w.ticket_id = t.id)`;

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

/** The common denominator of iBOX shares: every split (a permutation count of a 3- or 4-digit number) divides 24. */
const D = 24;

interface ExposureSqlRow {
  number: string;
  currency: string;
  tickets: string;
  big: string;
  small: string;
  own_big: string;
  own_small: string;
  worst: string;
  over: boolean;
  odd_split: boolean;
}

export async function numberExposure(ctx: ServiceContext, viewer: UserRow, drawDate: string, drawType: string): Promise<NumberExposure> {
  // The caller's share of a ticket is `own − PT of its child on the way down` (shareBpOf): `own` here, the child's PT below.
  const own = shareBpOf(viewer, 0);
  const kind4 = packageKindOf(drawType, 4);
  const kind56 = packageKindOf(drawType, 5);
  const [four, five, six] = [firstPrizeKeys(4), firstPrizeKeys(5), firstPrizeKeys(6)];
  /** numerator ÷ denominator rounded half-up, symmetric for negatives, exact (numeric div truncates). */
  const halfUp = (numerator: ReturnType<typeof sql>, denominator: number | bigint) =>
    sql`(sign(${numerator}) * div(2 * abs(${numerator}) + ${String(denominator)}::numeric, 2 * ${String(denominator)}::numeric))`;
  const stakeDen = BigInt(D);
  const ownDen = stakeDen * 10_000n;
  const payDen = ownDen * 100n;
  const { rows } = await sql<ExposureSqlRow>`
    -- Each player of the subtree once, with its share and rates (a handful of rows, materialized so the
    -- path arithmetic is not repeated per ticket).
    with players as (
      select p.id,
        -- The child of the caller on the way down to the player (none when the player is the caller).
        coalesce(greatest(0, ${own}::int - c.pt_bp), 0)::bigint as share_bp
      from users p
      left join users c on c.id = nullif(split_part(substr(p.path, ${viewer.path.length + 1}), '/', 1), '')::int
      where p.site_id = ${viewer.site_id} and p.path like ${`${viewer.path}%`}
    ),
    priced as materialized (
      select pl.id, pl.share_bp,
        coalesce((r4.rates->>${four.big ?? ''})::bigint, 0) as big4, coalesce((r4.rates->>${four.small ?? ''})::bigint, 0) as small4,
        coalesce((r5.rates->>${five.big ?? ''})::bigint, 0) as big5, coalesce((r5.rates->>${six.big ?? ''})::bigint, 0) as big6
      from players pl
      left join lateral (select pk.rates_json::json as rates from user_packages up join packages pk on pk.id = up.package_id
                         where up.user_id = pl.id and up.kind = ${kind4}) r4 on true
      left join lateral (select pk.rates_json::json as rates from user_packages up join packages pk on pk.id = up.package_id
                         where up.user_id = pl.id and up.kind = ${kind56}) r5 on true
    ),
    open_tickets as (
      select t.number, b.currency, t.split,
        t.big_cents * (${D}::bigint / t.split) as big,
        t.small_cents * (${D}::bigint / t.split) as small,
        pr.share_bp,
        case length(t.number) when 4 then pr.big4 when 5 then pr.big5 when 6 then pr.big6 else 0 end as big_rate,
        case length(t.number) when 4 then pr.small4 else 0 end as small_rate
      from tickets t
      join bets b on b.id = t.bet_id
      join priced pr on pr.id = b.player_id
      where t.draw_type = ${drawType} and t.draw_date = ${drawDate}
        and ${OPEN_TICKET_T}
    ),
    sums as (
      select number, currency, count(*) as tickets,
        -- Per ticket in bigint (at most 99,999.9 a slot × 24 × 10,000 bp × a 6D rate stays below 2^63);
        -- sum() of bigint is numeric, so the totals are exact whatever their number.
        sum(big) as big, sum(small) as small,
        sum(big * share_bp) as own_big, sum(small * share_bp) as own_small,
        sum((big * big_rate + small * small_rate) * share_bp) as pay,
        bool_or(${D} % split <> 0) as odd_split
      from open_tickets
      group by number, currency
      having sum(big) + sum(small) > 0
    )
    select number, currency, tickets::text,
      ${halfUp(sql`big`, stakeDen)}::text as big, ${halfUp(sql`small`, stakeDen)}::text as small,
      ${halfUp(sql`own_big`, ownDen)}::text as own_big, ${halfUp(sql`own_small`, ownDen)}::text as own_small,
      ${halfUp(sql`(pay - (own_big + own_small) * 100)`, payDen)}::text as worst,
      own_big + own_small > ${String(BigInt(viewer.max_fight_cents) * ownDen)}::numeric as over,
      odd_split
    from sums
  `.execute(ctx.db);
  if (rows.some((row) => row.odd_split)) throw new Error(`an iBOX split that does not divide ${D}`);
  return {
    DrawDate: drawDate,
    DrawType: drawType,
    MaxFight: unitsOf(Number(viewer.max_fight_cents)),
    PositionTaking: viewer.pt_bp / 100,
    // Most staked first, then by number and currency in code-point order (sorted here: cheaper than in SQL on numeric keys).
    Rows: rows
      .sort((a, b) => Number(b.big) + Number(b.small) - Number(a.big) - Number(a.small) || byText(a.number, b.number) || byText(a.currency, b.currency))
      .map((row) => ({
      Number: row.number,
      Currency: row.currency,
      Tickets: Number(row.tickets),
      Big: unitsOf(Number(row.big)),
      Small: unitsOf(Number(row.small)),
      OwnBig: unitsOf(Number(row.own_big)),
      OwnSmall: unitsOf(Number(row.own_small)),
      WorstCase: unitsOf(Number(row.worst)),
      OverMaxFight: row.over,
    })),
  };
}

/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
