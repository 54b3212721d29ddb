// GetNumberExposure (docs/api/exposure.md): for one draw, per number and currency, what the players of the
// caller's subtree staked on every slot (Big, Small, SA–SE, 3A, 3C; 5D/6D on B), what the caller keeps of
// it after position taking and after its max fight, and the most it loses at any prize rank the number can
// hit. Summed from the open tickets themselves.
//
// One statement sums, per (number, currency, player, recorded rate), the stake and the 9 slot amounts over
// a common denominator D = 24 that every iBOX split divides (any other split is a fault, never rounded):
// integers only, no rule in SQL. The rules are the core's and are applied here to those sums: which
// package kind prices the draw (packageKindOf), which table a bet in its currency is paid (payoutTableOf,
// as settlement), what each rank pays (prizeRanksOf), who keeps what under max fight (exposure-figures.ts
// over fightFractions, with its fast path when nobody is over a cap).
import { sql } from 'kysely';
import type { ExposureRow, ExposureSlots, NumberExposure } from '../../../contract/exposure.ts';
import { nominalBps, type FightLevel } from '../../../src/core/domain/max-fight.ts';
import { packageKindOf } from '../../../src/core/domain/package-kind.ts';
import { payoutTableOf, type RatedPackage } from '../../../src/core/domain/payout-table.ts';
import { prizeRanksOf } from '../../../src/core/domain/prize-ranks.ts';
import { SLOT_INDEX, SLOTS } from '../../../src/core/domain/slots.ts';
import { FULL_BP } from '../../settlement/commission.ts';
import type { UserRow } from '../access.ts';
import type { ServiceContext } from '../context.ts';
import { unitsOf } from '../wire.ts';
import { D, numberFigures, type ExposureGroup, type GroupFight } from './exposure-figures.ts';

/**
 * "Open ticket" for the ticket aliased `t` (its bet's row as `t.bet_id`): ticket_is_open.sql's definition
 * written as anti-joins, because the function, called per row, is not inlined (its sub-selects make it
 * opaque to the planner) and cost a third of the call. The one copy of the rule outside its SQL home:
 * tests/server/exposure/open-ticket-agreement.test.ts fails when the two disagree on any ticket.
 */
export const OPEN_TICKET_T = sql`not exists (select 1 from bet_voids v where v.bet_id = t.bet_id)
        and not exists (select 1 from ticket_wins w where w.ticket_id = t.id)`;

/** Open tickets alike (same number, player, currency, rate, split and amounts), counted: few rows, no per-slot SQL. */
interface ExposureSqlRow {
  number: string;
  currency: string;
  player_id: number;
  rate_micros: string;
  base_rate_micros: string;
  split: number;
  amounts_json: string;
  tickets: number;
  stake: string;
}

type SubtreeUser = Pick<UserRow, 'id' | 'role' | 'pt_bp' | 'max_fight_cents'> & { parent_id: number | null };

/** The levels above a player, from its direct agent to the viewer, then the rest of the tree (uncapped here: its caps are its uplines' business). */
function fightPathOf(
  playerId: number,
  viewer: UserRow,
  users: ReadonlyMap<number, SubtreeUser>,
): FightLevel[] | undefined {
  if (playerId === viewer.id) return undefined; // its own bets: nothing to share
  const path: FightLevel[] = [];
  for (
    let up = users.get(users.get(playerId)?.parent_id ?? -1);
    up;
    up = up.id === viewer.id ? undefined : users.get(up.parent_id ?? -1)
  ) {
    path.push({
      userId: up.id,
      ptBp: up.pt_bp,
      maxFightCents: up.role === 'company' ? null : Number(up.max_fight_cents),
    });
  }
  if (path.at(-1)?.userId !== viewer.id) return undefined;
  if (viewer.role !== 'company') path.push({ userId: -1, ptBp: FULL_BP, maxFightCents: null });
  return path;
}

const parsed = (json: string): Record<string, number> => {
  const value: unknown = JSON.parse(json);
  return value !== null && typeof value === 'object' ? (value as Record<string, number>) : {};
};

/** The subtree's packages of the draw's kinds and the site's, read once: payoutTableOf then picks each (player, currency, kind)'s table. */
async function tablesOf(ctx: ServiceContext, viewer: UserRow, kinds: readonly string[]) {
  const [own, site] = await Promise.all([
    ctx.db
      .selectFrom('user_packages')
      .innerJoin('users', 'users.id', 'user_packages.user_id')
      .innerJoin('packages', 'packages.id', 'user_packages.package_id')
      .select([
        'user_packages.user_id',
        'user_packages.kind as held_as',
        'packages.id',
        'packages.kind',
        'packages.special',
        'packages.rates_json',
      ])
      .where('users.site_id', '=', viewer.site_id)
      .where('users.path', 'like', `${viewer.path}%`)
      .where('user_packages.kind', 'in', kinds)
      .execute(),
    ctx.db
      .selectFrom('packages')
      .select(['id', 'kind', 'special', 'rates_json'])
      .where('site_id', '=', viewer.site_id)
      .orderBy('id')
      .execute(),
  ]);
  const rated = new Map<number, RatedPackage>();
  const ratedOf = (row: { id: number; kind: string; special: boolean; rates_json: string }) => {
    let found = rated.get(row.id);
    if (found === undefined)
      rated.set(row.id, (found = { id: row.id, kind: row.kind, special: row.special, rates: parsed(row.rates_json) }));
    return found;
  };
  const sitePackages = site.map(ratedOf);
  const owned = new Map(own.map((row) => [`${row.user_id}|${row.held_as}`, ratedOf(row)]));
  const cache = new Map<string, number[][]>();
  /** Per rank of a number of this length, per slot (SLOTS order): the rate it is paid (cents per unit). */
  return (playerId: number, currency: string, kind: string, numberLength: number): number[][] => {
    const key = `${playerId}|${currency}|${kind}|${numberLength}`;
    let rates = cache.get(key);
    if (rates === undefined) {
      const table = payoutTableOf(currency, kind, owned.get(`${playerId}|${kind}`), sitePackages).rates;
      rates = prizeRanksOf(numberLength).map(({ slots }) => {
        const bySlot = SLOTS.map(() => 0);
        for (const [slot, rateKey] of slots) bySlot[SLOT_INDEX[slot]] = table[rateKey] ?? 0;
        return bySlot;
      });
      cache.set(key, rates);
    }
    return rates;
  };
}

export async function numberExposure(
  ctx: ServiceContext,
  viewer: UserRow,
  drawDate: string,
  drawType: string,
): Promise<NumberExposure> {
  const [{ rows }, users, site] = await Promise.all([
    sql<ExposureSqlRow>`
      select t.number, b.currency, b.player_id, b.rate_micros::text, b.base_rate_micros::text, t.split, t.amounts_json,
        count(*)::int as tickets, sum(t.stake_cents)::text as stake
      from tickets t
      join bets b on b.id = t.bet_id
      join users p on p.id = b.player_id and p.site_id = ${viewer.site_id} and p.path like ${`${viewer.path}%`}
      where t.draw_type = ${drawType} and t.draw_date = ${drawDate}
        and ${OPEN_TICKET_T}
      group by t.number, b.currency, b.player_id, b.rate_micros, b.base_rate_micros, t.split, t.amounts_json
    `.execute(ctx.db),
    ctx.db
      .selectFrom('users')
      .select(['id', 'role', 'parent_id', 'pt_bp', 'max_fight_cents'])
      .where('site_id', '=', viewer.site_id)
      .where('path', 'like', `${viewer.path}%`)
      .execute(),
    ctx.db.selectFrom('sites').select('default_currency').where('id', '=', viewer.site_id).executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(users.map((user) => [user.id, user]));
  const kinds = [...new Set([3, 4, 5, 6].map((length) => packageKindOf(drawType, length)))];
  const ratesOf = await tablesOf(ctx, viewer, kinds);
  // The path of each player, once: thousands of rows share a few players.
  const fights = new Map<string, GroupFight | undefined>();
  const fightOf = (row: ExposureSqlRow) => {
    const key = `${row.player_id}|${row.rate_micros}|${row.base_rate_micros}`;
    if (!fights.has(key)) {
      const path = fightPathOf(row.player_id, viewer, byId);
      const rate = { rateMicros: Number(row.rate_micros), baseRateMicros: Number(row.base_rate_micros) };
      fights.set(
        key,
        path && {
          path,
          bps: nominalBps(path),
          viewerLevel: path.findIndex((level) => level.userId === viewer.id),
          rate,
        },
      );
    }
    return fights.get(key);
  };
  // Per number, its groups: one per (currency, player, recorded rate), with tickets, stake, the 9 slots ×
  // D ÷ split and the pay at each rank, all safe integers (a sum beyond them is a fault, never rounded).
  const kindOf = new Map([3, 4, 5, 6].map((length) => [length, packageKindOf(drawType, length)]));
  const byNumber = new Map<string, ExposureGroup[]>();
  const rowOf = new Map<ExposureGroup, ExposureSqlRow>();
  for (const row of rows) {
    if (Number(D) % row.split !== 0) throw new Error(`an iBOX split that does not divide ${D}`);
    const fight = fightOf(row);
    let list = byNumber.get(row.number);
    if (list === undefined) byNumber.set(row.number, (list = []));
    let group = list.find(
      (entry) =>
        entry.currency === row.currency && rowOf.get(entry)?.player_id === row.player_id && entry.fight === fight,
    );
    if (group === undefined) {
      group = { currency: row.currency, tickets: 0, stakeCents: 0, slots: [0, 0, 0, 0, 0, 0, 0, 0, 0], pay: [], fight };
      list.push(group);
      rowOf.set(group, row);
    }
    const slots = group.slots as number[];
    group.tickets += row.tickets;
    group.stakeCents += Number(row.stake);
    const times = row.tickets * (Number(D) / row.split);
    const amounts = JSON.parse(row.amounts_json) as number[];
    for (let slot = 0; slot < 9; slot++)
      if (amounts[slot]) slots[slot] = (slots[slot] as number) + (amounts[slot] as number) * times;
  }
  for (const [number, list] of byNumber) {
    for (const group of list) {
      const row = rowOf.get(group) as ExposureSqlRow;
      if (!Number.isSafeInteger(group.stakeCents) || !group.slots.every(Number.isSafeInteger))
        throw new RangeError('a sum beyond safe integers');
      group.pay = ratesOf(row.player_id, row.currency, kindOf.get(number.length) ?? '', number.length).map((bySlot) =>
        payOf(bySlot, group.slots),
      );
    }
  }
  const capCents = viewer.role === 'company' ? null : Number(viewer.max_fight_cents);
  const out: ExposureRow[] = [];
  for (const [number, groups] of byNumber) {
    const ranks = prizeRanksOf(number.length).map((rank) => rank.rank);
    for (const figures of numberFigures(groups, ranks, { id: viewer.id, capCents })) {
      const slots: ExposureSlots = {};
      SLOTS.forEach((slot, index) => {
        const cents = figures.slotsCents[index] as number;
        if (cents !== 0) slots[slot] = unitsOf(cents);
      });
      out.push({
        Number: number,
        Currency: figures.currency,
        Tickets: figures.tickets,
        Stake: unitsOf(figures.stakeCents),
        Slots: slots,
        Big: unitsOf(figures.slotsCents[SLOT_INDEX.B] as number),
        Small: unitsOf(figures.slotsCents[SLOT_INDEX.S] as number),
        OwnBig: unitsOf(figures.ownBigCents),
        OwnSmall: unitsOf(figures.ownSmallCents),
        Offered: unitsOf(figures.offeredCents),
        Kept: unitsOf(figures.keptCents),
        PassedUp: unitsOf(figures.passedUpCents),
        WorstCase: unitsOf(figures.worstCents),
        WorstRank: figures.worstRank,
        OverMaxFight: figures.over,
      });
    }
  }
  return {
    DrawDate: drawDate,
    DrawType: drawType,
    BaseCurrency: site.default_currency,
    MaxFight: unitsOf(Number(viewer.max_fight_cents)),
    PositionTaking: viewer.pt_bp / 100,
    // The worst case first, then by number and currency in code-point order.
    Rows: out.sort((a, b) => b.WorstCase - a.WorstCase || byText(a.Number, b.Number) || byText(a.Currency, b.Currency)),
  };
}

/** Σ slot × rate at one rank (cents × 100 × D), a safe integer or a fault: never rounded. */
function payOf(rates: readonly number[], slots: readonly number[]): number {
  let pay = 0;
  for (let slot = 0; slot < 9; slot++)
    if (rates[slot] !== 0 && slots[slot] !== 0) pay += (rates[slot] as number) * (slots[slot] as number);
  if (!Number.isSafeInteger(pay)) throw new RangeError('a prize sum beyond safe integers');
  return pay;
}

/** Code-point order: the same on every server, whatever its locale. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
