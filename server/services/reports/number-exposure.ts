// GetNumberExposure ("exposure by number"; docs/api/exposure.md): for one draw, the Big and
// Small staked on each number by the players of the caller's subtree, the caller's own share after
// position taking AND max fight, and what it loses if the number comes first. Summed from the open
// tickets themselves (not the sold-out figures of number_exposure, which know nothing of the tree).
//
// One statement sums, per (number, currency, player), the stake of every slot, the Big and Small cents
// (big_cents and small_cents, generated from amounts_json, migration 0032) over a common denominator D = 24
// that every iBOX split divides (any other split is a fault, never rounded), and their 1st-prize pay at the
// player's package — all integers. Who keeps what of each number is then the core's max-fight rule
// (fightFractions, src/core/domain/max-fight.ts), the one settlement uses: exact fractions, rounded half-up
// to the cent once per figure. The other rules reach the statement as parameters: which package kind prices
// the draw (packageKindOf) and which rates pay a 1st prize (firstPrizeKeys).
import { sql } from 'kysely';
import type { ExposureRow, NumberExposure } from '../../../contract/exposure.ts';
import { add, fightFractions, fraction, mul, roundHalfUp, sub, type FightLevel, type Fraction } from '../../../src/core/domain/max-fight.ts';
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

/** The common denominator of iBOX shares: every split (a permutation count of a 3- or 4-digit number) divides 24. */
const D = 24;

interface ExposureSqlRow {
  number: string;
  currency: string;
  player_id: number;
  tickets: string;
  stake: string;
  big: string;
  small: string;
  pay: string;
  odd_split: boolean;
}

/** The levels above a player down from the viewer, for max fight: its direct agent … the viewer, then the rest of the tree. */
type SubtreeUser = Pick<UserRow, 'id' | 'role' | 'pt_bp' | 'max_fight_cents'> & { parent_id: number | null };

function fightPathOf(playerId: number, viewer: UserRow, users: ReadonlyMap<number, SubtreeUser>): FightLevel[] | undefined {
  if (playerId === viewer.id) return undefined; // its own bets: nothing to share
  const path: FightLevel[] = [];
  for (let up = users.get(users.get(playerId)?.parent_id ?? -1); up; up = up.id === viewer.id ? undefined : users.get(up.parent_id ?? -1)) {
    path.push({ userId: up.id, ptBp: up.pt_bp, maxFightCents: up.role === 'company' ? null : Number(up.max_fight_cents) });
  }
  if (path.at(-1)?.userId !== viewer.id) return undefined;
  // Above an agent viewer: the rest of the tree, uncapped here (its own caps are its uplines' business).
  if (viewer.role !== 'company') path.push({ userId: -1, ptBp: FULL_BP, maxFightCents: null });
  return path;
}

export async function numberExposure(ctx: ServiceContext, viewer: UserRow, drawDate: string, drawType: string): Promise<NumberExposure> {
  const kind4 = packageKindOf(drawType, 4);
  const kind56 = packageKindOf(drawType, 5);
  const [four, five, six] = [firstPrizeKeys(4), firstPrizeKeys(5), firstPrizeKeys(6)];
  // Per (number, currency, player): the stake of every slot (max fight counts it all), Big and Small over
  // the common denominator D, and their 1st-prize pay; who keeps what is max fight's (src/core), below.
  const { rows } = await sql<ExposureSqlRow>`
    with players as (
      select p.id from users p where p.site_id = ${viewer.site_id} and p.path like ${`${viewer.path}%`}
    ),
    priced as materialized (
      select pl.id,
        coalesce((r4.rates->>${four.big ?? ''})::bigint, 0) as big4, coalesce((r4.rates->>${four.small ?? ''})::bigint, 0) as small4,
        coalesce((r5.rates->>${five.big ?? ''})::bigint, 0) as big5, coalesce((r5.rates->>${six.big ?? ''})::bigint, 0) as big6
      from players pl
      left join lateral (select pk.rates_json::json as rates from user_packages up join packages pk on pk.id = up.package_id
                         where up.user_id = pl.id and up.kind = ${kind4}) r4 on true
      left join lateral (select pk.rates_json::json as rates from user_packages up join packages pk on pk.id = up.package_id
                         where up.user_id = pl.id and up.kind = ${kind56}) r5 on true
    ),
    open_tickets as (
      select t.number, b.currency, b.player_id, t.split, t.stake_cents,
        t.big_cents * (${D}::bigint / t.split) as big,
        t.small_cents * (${D}::bigint / t.split) as small,
        case length(t.number) when 4 then pr.big4 when 5 then pr.big5 when 6 then pr.big6 else 0 end as big_rate,
        case length(t.number) when 4 then pr.small4 else 0 end as small_rate
      from tickets t
      join bets b on b.id = t.bet_id
      join priced pr on pr.id = b.player_id
      where t.draw_type = ${drawType} and t.draw_date = ${drawDate}
        and ${OPEN_TICKET_T}
    )
    select number, currency, player_id, count(*)::text as tickets, sum(stake_cents)::text as stake,
      sum(big)::text as big, sum(small)::text as small, sum(big * big_rate + small * small_rate)::text as pay,
      bool_or(${D} % split <> 0) as odd_split
    from open_tickets
    group by number, currency, player_id
  `.execute(ctx.db);
  if (rows.some((row) => row.odd_split)) throw new Error(`an iBOX split that does not divide ${D}`);
  const users = new Map(
    (await ctx.db.selectFrom('users').select(['id', 'role', 'parent_id', 'pt_bp', 'max_fight_cents']).where('site_id', '=', viewer.site_id).where('path', 'like', `${viewer.path}%`).execute()).map((user) => [user.id, user]),
  );
  const byNumber = new Map<string, ExposureSqlRow[]>();
  for (const row of rows) {
    const key = `${row.number}|${row.currency}`;
    byNumber.set(key, [...(byNumber.get(key) ?? []), row]);
  }
  const out: ExposureRow[] = [];
  const cap = BigInt(viewer.max_fight_cents);
  for (const group of byNumber.values()) {
    const first = group[0] as ExposureSqlRow;
    const shared = group.map((row) => ({ row, path: fightPathOf(row.player_id, viewer, users) }));
    const stakes = shared.filter((entry) => entry.path !== undefined) as { row: ExposureSqlRow; path: FightLevel[] }[];
    const { fractions, offered } = fightFractions(stakes.map(({ row, path }) => ({ path, stakeCents: Number(row.stake) })));
    let [big, small, ownBig, ownSmall, pay, kept] = [0n, 0n, ZERO_F, ZERO_F, ZERO_F, ZERO_F];
    for (const row of group) [big, small] = [big + BigInt(row.big), small + BigInt(row.small)];
    stakes.forEach(({ row, path }, index) => {
      const mine = (fractions[index] as Fraction[])[path.findIndex((level) => level.userId === viewer.id)] as Fraction;
      ownBig = add(ownBig, mul(mine, fraction(BigInt(row.big), BigInt(D))));
      ownSmall = add(ownSmall, mul(mine, fraction(BigInt(row.small), BigInt(D))));
      pay = add(pay, mul(mine, fraction(BigInt(row.pay), BigInt(D) * 100n)));
      kept = add(kept, mul(mine, fraction(BigInt(row.stake))));
    });
    if (big + small === 0n) continue; // only 3A, ABC or 4A–4E on it: no row, as before max fight
    const load = offered.get(viewer.id) ?? ZERO_F;
    const over = viewer.role !== 'company' && load.n > cap * load.d;
    out.push({
      Number: first.number,
      Currency: first.currency,
      Tickets: group.reduce((sum, row) => sum + Number(row.tickets), 0),
      Big: unitsOf(roundHalfUp(fraction(big, BigInt(D)))),
      Small: unitsOf(roundHalfUp(fraction(small, BigInt(D)))),
      OwnBig: unitsOf(roundHalfUp(ownBig)),
      OwnSmall: unitsOf(roundHalfUp(ownSmall)),
      WorstCase: unitsOf(roundHalfUp(sub(pay, add(ownBig, ownSmall)))),
      OverMaxFight: over,
      Kept: unitsOf(roundHalfUp(kept)),
      PassedUp: over ? unitsOf(roundHalfUp(sub(load, fraction(cap)))) : 0,
    });
  }
  return {
    DrawDate: drawDate,
    DrawType: drawType,
    MaxFight: unitsOf(Number(viewer.max_fight_cents)),
    PositionTaking: viewer.pt_bp / 100,
    // Most staked first, then by number and currency in code-point order.
    Rows: out.sort((a, b) => b.Big + b.Small - a.Big - a.Small || byText(a.Number, b.Number) || byText(a.Currency, b.Currency)),
  };
}

const ZERO_F = fraction(0n);
/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
