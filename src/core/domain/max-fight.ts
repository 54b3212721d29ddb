// Max fight: what an agent keeps of one number of one draw (docs/settlement.md, "Max fight"). Position
// taking gives each level of a bet's path a share of it (an agent its PT less the PT of the agent below it,
// the company the rest); on one number an agent keeps at most its max fight of the stake, summed over every
// bet of its subtree on that number. What is over passes up to its upline, whose own cap then counts it too,
// and so on to the company, which keeps whatever reaches it. Every bet of the subtree passes up the same
// part of the agent's share (pro rata), so the order the bets came in never matters and a void changes
// only the figures of its own number.
//
// Max fight is in the site's base currency (docs/currencies-and-limits.md): a stake in another currency
// counts at the rate recorded on its bet, exactly (stake × base rate ÷ rate, a rational, never rounded:
// it is only compared with the cap, and the comparison must not depend on how bets are grouped), and the
// stakes of every currency on a number are summed against one cap.
//
// Exact: the fractions are rationals in BigInt, rounded once, where money is finally split into cents
// (splitExact). Pure; settlement (server/services/results/settle-draw.ts) and the exposure view
// (server/services/reports/number-exposure.ts) both use it.

/** An exact non-negative fraction n / d (d > 0). */
export interface Fraction {
  n: bigint;
  d: bigint;
}

const FULL_BP = 10_000n;

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function fraction(n: bigint, d: bigint = 1n): Fraction {
  if (d === 0n) throw new RangeError('a fraction over zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d) || 1n;
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
const ZERO = fraction(0n);
const ONE = fraction(1n);

/** One level of a bet's path above its player: an agent (capped) or the company (null: keeps the rest). */
export interface FightLevel {
  userId: number;
  ptBp: number;
  /** The most this level keeps of one number of one draw, in cents; null: no cap (the company). */
  maxFightCents: number | null;
}

/** The rates recorded on a bet (micros per 1 SGD): its currency's and the site's base currency's. */
export interface StakeRate {
  rateMicros: number;
  baseRateMicros: number;
}

/** Some stake on the number, with the path of its player: the direct agent first, the company last. */
export interface FightStake {
  path: readonly FightLevel[];
  /** In the bet's own currency. */
  stakeCents: number;
  /** The bet's recorded rates; absent: the stake is already in the base currency. */
  rate?: StakeRate;
}

/** A stake in the site's base currency, exactly: stake × base rate ÷ rate (the rate recorded on the bet). */
export function stakeInBase(stakeCents: number | bigint, rate?: StakeRate): Fraction {
  if (rate === undefined || rate.rateMicros === rate.baseRateMicros) return fraction(BigInt(stakeCents));
  return fraction(BigInt(stakeCents) * BigInt(rate.baseRateMicros), BigInt(rate.rateMicros));
}

/** The same in floating point: only for the fast check below, which keeps a margin for its error. */
const approxInBase = (stake: FightStake): number =>
  stake.rate === undefined ? stake.stakeCents : (stake.stakeCents * stake.rate.baseRateMicros) / stake.rate.rateMicros;

/**
 * Whether position taking alone keeps every capped agent on these paths within its max fight; then
 * fightFractions changes nothing and each level keeps its nominal share (nominalBps). Floating point with
 * a relative margin far above its rounding error: where it cannot tell (a load within a billionth of its
 * cap), it answers false and the exact rule decides. Cost: one pass, no BigInt.
 */
export function underEveryCap(
  stakes: readonly FightStake[],
  bpsOf: (stake: FightStake) => readonly number[] = (stake) => nominalBps(stake.path),
): boolean {
  const within = (load: number, cap: number) => load <= cap * (1 - 1e-9);
  if (stakes.length === 1) {
    // One stake (most numbers): each level's load is its own share, no sums to keep.
    const stake = stakes[0] as FightStake;
    const inBase = approxInBase(stake);
    const bps = bpsOf(stake);
    for (let depth = 0; depth < stake.path.length; depth++) {
      const cap = (stake.path[depth] as FightLevel).maxFightCents;
      if (cap !== null && !within((inBase * (bps[depth] as number)) / 10_000, cap)) return false;
    }
    return true;
  }
  const loads = new Map<number, number>();
  const caps = new Map<number, number>();
  for (const stake of stakes) {
    const inBase = approxInBase(stake);
    const bps = bpsOf(stake);
    stake.path.forEach((level, depth) => {
      if (level.maxFightCents === null) return;
      loads.set(level.userId, (loads.get(level.userId) ?? 0) + (inBase * (bps[depth] as number)) / 10_000);
      caps.set(level.userId, level.maxFightCents);
    });
  }
  for (const [userId, load] of loads) if (!within(load, caps.get(userId) as number)) return false;
  return true;
}

/** Each level's share of a bet by position taking alone, in basis points (as settlement's ptShares). */
export function nominalBps(path: readonly FightLevel[]): number[] {
  const agents = path.slice(0, -1);
  return [
    ...agents.map((level, index) => level.ptBp - (index > 0 ? (agents[index - 1] as FightLevel).ptBp : 0)),
    10_000 - (agents.at(-1)?.ptBp ?? 0),
  ];
}

export interface FightOutcome {
  /** Per stake, per level of its path: the fraction of the stake that level keeps (they add up to 1). */
  fractions: Fraction[][];
  /** Per stake, per level: the fraction it was offered before its own cap (its share plus what came up to it). */
  offeredFractions: Fraction[][];
  /** Per agent (by user id): what it was offered of the number before its cap, in base-currency cents. */
  offered: Map<number, Fraction>;
}

/**
 * Who keeps what of every stake on ONE number of one draw (every currency, in base currency): position taking, then each
 * agent's max fight from the bottom of the tree up. `stakes` are every bet (or player) on the number whose
 * path runs through the agents to cap: the whole draw for settlement, a subtree for the exposure view (its
 * paths cut above the viewer, ending at an uncapped level that stands for the rest of the tree).
 */
export function fightFractions(stakes: readonly FightStake[]): FightOutcome {
  const fractions = stakes.map((stake) => nominalBps(stake.path).map((bp) => fraction(BigInt(bp), FULL_BP)));
  const offeredFractions = fractions.map((row) => [...row]);
  // The agents on the paths, farthest from the top first: an agent's downlines pass up to it before it caps.
  const agents = new Map<
    number,
    { height: number; maxFightCents: number | null; on: [stake: number, level: number][] }
  >();
  stakes.forEach((stake, index) => {
    stake.path.forEach((level, depth) => {
      if (level.maxFightCents === null) return;
      const height = stake.path.length - 1 - depth;
      const agent = agents.get(level.userId) ?? { height, maxFightCents: level.maxFightCents, on: [] };
      agent.on.push([index, depth]);
      agents.set(level.userId, agent);
    });
  });
  const offered = new Map<number, Fraction>();
  const inBase = stakes.map((stake) => stakeInBase(stake.stakeCents, stake.rate));
  for (const [userId, agent] of [...agents].sort(([, a], [, b]) => b.height - a.height)) {
    let load = ZERO;
    for (const [stake, level] of agent.on) {
      offeredFractions[stake]![level] = fractions[stake]![level]!;
      load = add(load, mul(inBase[stake]!, fractions[stake]![level]!));
    }
    offered.set(userId, load);
    const cap = fraction(BigInt(agent.maxFightCents as number));
    if (load.n * cap.d <= cap.n * load.d) continue;
    // Over its max fight: it keeps cap / load of each stake's share, the rest passes to the level above.
    const keep = mul(cap, fraction(load.d, load.n));
    for (const [stake, level] of agent.on) {
      const row = fractions[stake]!;
      const share = row[level]!;
      const kept = mul(share, keep);
      row[level] = kept;
      row[level + 1] = add(row[level + 1]!, sub(share, kept));
    }
  }
  // An uncapped level (the company, or the rest of the tree above a viewer) is offered what it keeps.
  stakes.forEach((stake, index) =>
    stake.path.forEach((level, depth) => {
      if (level.maxFightCents === null) offeredFractions[index]![depth] = fractions[index]![depth]!;
    }),
  );
  return { fractions, offeredFractions, offered };
}

/** Floor of a fraction (towards −∞). */
function floorOf(value: Fraction): bigint {
  const q = value.n / value.d;
  return value.n < 0n && q * value.d !== value.n ? q - 1n : q;
}

/**
 * Whole cents for exact parts that add up to `totalCents`: each part's floor, then the cents left over one
 * each to the largest fractional parts, ties to the later part (the higher level: the house first). A
 * negative total is split as its magnitude and negated, so the rule is symmetric. With every part a fixed
 * basis-point share of the total, this is exactly settlement's ptShares.
 */
export function splitExact(parts: readonly Fraction[], totalCents: number): number[] {
  const sign = totalCents < 0 ? -1n : 1n;
  const signed = parts.map((part) => fraction(part.n * sign, part.d));
  const sum = signed.reduce(add, ZERO);
  if (sum.d !== 1n || sum.n !== BigInt(totalCents) * sign) throw new RangeError('the parts do not add up to the total');
  const floors = signed.map(floorOf);
  const remainders = signed.map((part, index) => sub(part, fraction(floors[index] as bigint)));
  let leftover = BigInt(totalCents) * sign - floors.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((_, index) => index)
    .sort((a, b) => {
      const [ra, rb] = [remainders[a] as Fraction, remainders[b] as Fraction];
      const difference = ra.n * rb.d - rb.n * ra.d;
      return difference === 0n ? b - a : difference > 0n ? -1 : 1;
    });
  for (const index of order) {
    if (leftover <= 0n) break;
    floors[index] = (floors[index] as bigint) + 1n;
    leftover -= 1n;
  }
  return floors.map((cents) => Number(cents * sign) || 0);
}

/** n ÷ d rounded half-up (away from zero on .5), for a figure shown once. */
export function roundHalfUp(value: Fraction): number {
  const magnitude = value.n < 0n ? -value.n : value.n;
  const rounded = (2n * magnitude + value.d) / (2n * value.d);
  return Number(value.n < 0n ? -rounded : rounded) || 0;
}

export { ONE as WHOLE };
