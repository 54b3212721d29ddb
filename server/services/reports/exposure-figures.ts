// The figures of one number of the exposure view (docs/api/exposure.md): from the sums of its open tickets
// per (currency, player, recorded rate), what the viewer keeps of it after position taking and after max
// fight (the core's rule, src/core/domain/max-fight.ts: one cap per number in the site's base currency,
// every currency counted at its bet's rate), and what it would cost the viewer at every prize rank the
// number can hit. Pure; tests/server/exposure/exposure-figures.property.test.ts holds the fast path to
// the exact rule.
//
// Two paths, one answer. When no agent on the paths is offered more than its max fight by position taking
// alone (underEveryCap: nearly always), each level keeps its PT share, so every figure is a sum of integers
// times basis points over a fixed denominator: plain safe-integer sums (every term is non-negative, so a
// final sum within 2^53 proves every step exact), no fraction reduced, one rounding per figure. Otherwise,
// or past 2^53, fightFractions' exact rationals in BigInt decide.
import {
  fightFractions,
  roundHalfUp,
  underEveryCap,
  type FightLevel,
  type FightStake,
  type Fraction,
  type StakeRate,
} from '../../../src/core/domain/max-fight.ts';
import type { PrizeRank } from '../../../src/core/domain/prize-ranks.ts';

/** Every iBOX split (a permutation count of a 3- or 4-digit number) divides it: slot sums are over D. */
export const D = 24n;
const FULL = 10_000n;
const D_NUMBER = Number(D);

/** Where a group's player sits under the viewer: its path up (direct agent … viewer … rest), PT shares cached. */
export interface GroupFight {
  path: readonly FightLevel[];
  /** nominalBps(path), computed once per player. */
  bps: readonly number[];
  /** The viewer's index in the path. */
  viewerLevel: number;
  rate: StakeRate;
}

/** The open tickets of one player on the number, in one currency at one recorded rate, summed (safe integers). */
export interface ExposureGroup {
  currency: string;
  tickets: number;
  stakeCents: number;
  /** The 9 slots (SLOTS order): Σ amount cents × D ÷ split. */
  slots: readonly number[];
  /** Per prize rank of the number: Σ slot × the rate it is paid there, in cents × 100 × D. */
  pay: readonly number[];
  /** Undefined for the viewer's own bets: it shares them with nobody below, and they count in totals only. */
  fight?: GroupFight;
}

export interface CurrencyFigures {
  currency: string;
  tickets: number;
  /** Cents, rounded half-up once each. */
  stakeCents: number;
  slotsCents: number[];
  ownBigCents: number;
  ownSmallCents: number;
  /** The viewer's share after position taking (and what its downlines passed up), before its own cap. */
  offeredCents: number;
  /** After its max fight. */
  keptCents: number;
  passedUpCents: number;
  /** The most the viewer loses on the number, over every rank it can hit: its share of the prizes less its share of the stake. */
  worstCents: number;
  worstRank: PrizeRank | null;
  /** The viewer was offered more of the number (all currencies, in base currency) than its max fight. */
  over: boolean;
}

export interface Viewer {
  id: number;
  /** Its max fight in base-currency cents; null for the company (never over). */
  capCents: number | null;
}

/** Per currency, the viewer's figures on one number; `exact` forces the general rule (the property test's reference). */
export function numberFigures(
  groups: readonly ExposureGroup[],
  ranks: readonly PrizeRank[],
  viewer: Viewer,
  exact = false,
): CurrencyFigures[] {
  const stakes: (FightStake & { bps: readonly number[] })[] = [];
  for (const group of groups)
    if (group.fight)
      stakes.push({
        path: group.fight.path,
        bps: group.fight.bps,
        stakeCents: group.stakeCents,
        rate: group.fight.rate,
      });
  if (!exact && underEveryCap(stakes, (stake) => (stake as (typeof stakes)[number]).bps)) {
    const figures = fastFigures(groups, ranks);
    if (figures !== null) return figures;
  }
  return exactFigures(groups, stakes, ranks, viewer);
}

/** A quarter of 2^53: sums below it stay exact through halfUp's 2n + d. */
const SAFE_SUM = Math.floor(Number.MAX_SAFE_INTEGER / 4);

/** n ÷ d half-up for safe non-negative-denominator integers, exactly (the float quotient corrected by one step). */
function halfUp(n: number, d: number): number {
  const magnitude = Math.abs(n);
  const twice = 2 * magnitude + d;
  let q = Math.floor(twice / (2 * d));
  if (q * 2 * d > twice) q -= 1;
  else if ((q + 1) * 2 * d <= twice) q += 1;
  return (n < 0 ? -q : q) || 0;
}

interface Totals {
  currency: string;
  tickets: number;
  stake: number;
  slots: number[];
  kept: number;
  ownBig: number;
  ownSmall: number;
  pay: number[];
}

/** Under every cap: each level keeps its PT share (bp ÷ 10,000). Null when a sum passes 2^51 (then the exact rule). */
function fastFigures(groups: readonly ExposureGroup[], ranks: readonly PrizeRank[]): CurrencyFigures[] | null {
  const totals: Totals[] = [];
  for (const group of groups) {
    let total = totals.find((entry) => entry.currency === group.currency);
    if (total === undefined)
      totals.push(
        (total = {
          currency: group.currency,
          tickets: 0,
          stake: 0,
          slots: [0, 0, 0, 0, 0, 0, 0, 0, 0],
          kept: 0,
          ownBig: 0,
          ownSmall: 0,
          pay: ranks.map(() => 0),
        }),
      );
    const bp = group.fight ? (group.fight.bps[group.fight.viewerLevel] as number) : 0;
    total.tickets += group.tickets;
    total.stake += group.stakeCents;
    for (let slot = 0; slot < 9; slot++)
      total.slots[slot] = (total.slots[slot] as number) + (group.slots[slot] as number);
    total.kept += group.stakeCents * bp;
    total.ownBig += (group.slots[0] as number) * bp;
    total.ownSmall += (group.slots[1] as number) * bp;
    for (let rank = 0; rank < ranks.length; rank++)
      total.pay[rank] = (total.pay[rank] as number) + (group.pay[rank] as number) * bp;
  }
  const out: CurrencyFigures[] = [];
  for (const total of totals) {
    // Every term is non-negative: final sums within 2^51 mean every step was exact (and halfUp's 2n + d too).
    if (
      ![total.stake, total.kept, total.ownBig, total.ownSmall, ...total.slots, ...total.pay].every(
        (value) => value <= SAFE_SUM,
      )
    )
      return null;
    // The worst rank pays the most (the kept stake is the same at every rank).
    let best = -1;
    total.pay.forEach((pay, rank) => {
      if (best < 0 || pay > (total.pay[best] as number)) best = rank;
    });
    const keptCents = halfUp(total.kept, 10_000);
    // pay ÷ (100 D 10,000) − kept ÷ 10,000, over one denominator, exactly.
    const worst =
      best < 0
        ? { n: -BigInt(total.kept), d: FULL }
        : { n: BigInt(total.pay[best] as number) - BigInt(total.kept) * 100n * D, d: 100n * D * FULL };
    out.push({
      currency: total.currency,
      tickets: total.tickets,
      stakeCents: total.stake,
      slotsCents: total.slots.map((value) => halfUp(value, D_NUMBER)),
      ownBigCents: halfUp(total.ownBig, D_NUMBER * 10_000),
      ownSmallCents: halfUp(total.ownSmall, D_NUMBER * 10_000),
      offeredCents: keptCents,
      keptCents,
      passedUpCents: 0,
      worstCents: roundHalfUp(worst),
      worstRank: best < 0 ? null : (ranks[best] as PrizeRank),
      over: false,
    });
  }
  return out;
}

/** A figure in exact integers over a denominator: n / d, d > 0, not reduced. */
interface Sum {
  n: bigint;
  d: bigint;
}

/** Σ share_i × value_i over the product of the distinct share denominators, exactly. */
function weighted(shares: readonly Fraction[], values: readonly number[], over: bigint): Sum {
  const d = [...new Set(shares.map((share) => share.d))].reduce((product, value) => product * value, 1n);
  let n = 0n;
  shares.forEach((share, index) => {
    if (share.n !== 0n) n += share.n * (d / share.d) * BigInt(values[index] as number);
  });
  return { n, d: d * over };
}

/** The general rule: fightFractions' exact shares of each group (max fight applied), then the same figures. */
function exactFigures(
  groups: readonly ExposureGroup[],
  stakes: readonly FightStake[],
  ranks: readonly PrizeRank[],
  viewer: Viewer,
): CurrencyFigures[] {
  const outcome = fightFractions(stakes);
  const load = outcome.offered.get(viewer.id);
  const over = viewer.capCents !== null && load !== undefined && load.n > BigInt(viewer.capCents) * load.d;
  const byCurrency = new Map<string, { groups: ExposureGroup[]; kept: Fraction[]; offered: Fraction[] }>();
  let shared = 0;
  for (const group of groups) {
    const entry = byCurrency.get(group.currency) ?? { groups: [], kept: [], offered: [] };
    const at = group.fight ? shared++ : -1;
    entry.groups.push(group);
    entry.kept.push(at < 0 ? ZERO : outcome.fractions[at]![group.fight!.viewerLevel]!);
    entry.offered.push(at < 0 ? ZERO : outcome.offeredFractions[at]![group.fight!.viewerLevel]!);
    byCurrency.set(group.currency, entry);
  }
  return [...byCurrency].map(([currency, { groups: own, kept, offered }]) => {
    const stakesOf = own.map((group) => group.stakeCents);
    const keptSum = weighted(kept, stakesOf, 1n);
    const offeredSum = weighted(offered, stakesOf, 1n);
    let worst: Sum | null = null;
    let worstRank: PrizeRank | null = null;
    ranks.forEach((rank, index) => {
      const pay = weighted(
        kept,
        own.map((group) => group.pay[index] as number),
        100n * D,
      );
      // pay − kept over pay's denominator (kept's times 100 × D: the same shares).
      const loss = { n: pay.n - keptSum.n * 100n * D, d: pay.d };
      if (worst === null || loss.n * worst.d > worst.n * loss.d) [worst, worstRank] = [loss, rank];
    });
    const slotSum = (slot: number) => own.reduce((sum, group) => sum + BigInt(group.slots[slot] as number), 0n);
    return {
      currency,
      tickets: own.reduce((sum, group) => sum + group.tickets, 0),
      stakeCents: own.reduce((sum, group) => sum + group.stakeCents, 0),
      slotsCents: Array.from({ length: 9 }, (_, slot) => roundHalfUp({ n: slotSum(slot), d: D })),
      ownBigCents: roundHalfUp(
        weighted(
          kept,
          own.map((group) => group.slots[0] as number),
          D,
        ),
      ),
      ownSmallCents: roundHalfUp(
        weighted(
          kept,
          own.map((group) => group.slots[1] as number),
          D,
        ),
      ),
      offeredCents: roundHalfUp(offeredSum),
      keptCents: roundHalfUp(keptSum),
      passedUpCents: roundHalfUp({
        n: offeredSum.n * keptSum.d - keptSum.n * offeredSum.d,
        d: offeredSum.d * keptSum.d,
      }),
      worstCents: worst === null ? -roundHalfUp(keptSum) : roundHalfUp(worst),
      worstRank,
      over,
    };
  });
}

const ZERO: Fraction = { n: 0n, d: 1n };
