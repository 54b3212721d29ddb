// Commission and position taking (decisions §7, §8). Rates are basis points (10% = 1000), money is cents.
import { divideHalfUp, requireCents, toSafeCents } from './arithmetic.ts';

/** 100% in basis points. */
export const FULL_BP = 10_000;

/**
 * Commission on a stake at the package rate (decisions §7: "paid on stake"), rounded half-up to the
 * cent: 0.35 staked at 10% is 3.5 cents → 4 cents.
 */
export function commissionOf(stakeCents: number, rateBp: number): number {
  requireCents(stakeCents, 'stake');
  if (stakeCents < 0) throw new RangeError('a stake is never negative');
  checkBp(rateBp);
  return toSafeCents(divideHalfUp(BigInt(stakeCents) * BigInt(rateBp), BigInt(FULL_BP)));
}

/**
 * Each level's share of a member's stake or win under position taking (decisions §8).
 *
 * `path` is the PT in basis points from the member's direct agent up to the company (last). Each agent
 * keeps PT(agent) − PT(the agent below it); the direct agent keeps its whole PT; the company keeps the
 * rest, 100% − PT(the agent right below it), whatever its own PT figure reads (it is the house).
 * Example (the demo tree): [3000, 5000, 10000] → agent2 30%, agent1 20%, company 50%.
 *
 * The shares are whole cents that add up EXACTLY to `amountCents` (largest remainder: every level gets
 * the floor of its exact share, then the leftover cents go one each to the largest fractional parts;
 * ties go to the higher level, so rounding favours the house over the agents, then agents nearer the
 * top). A negative amount (a net loss to share) is split as its magnitude, then negated, so the rule is
 * symmetric. Output is aligned with `path`.
 */
export function ptShares(path: readonly number[], amountCents: number): number[] {
  requireCents(amountCents, 'amount');
  if (path.length === 0) throw new RangeError('a path ends at the company, so it is never empty');
  const agents = path.slice(0, -1);
  agents.forEach(checkBp);
  // Uplines' PT is at least their downlines' (E135–E138); a path that says otherwise is corrupt.
  agents.forEach((pt, index) => {
    if (index > 0 && pt < (agents[index - 1] as number)) throw new RangeError('PT must not fall going up the path');
  });
  const bps = [...agents.map((pt, index) => pt - (index > 0 ? (agents[index - 1] as number) : 0))];
  bps.push(FULL_BP - (agents.at(-1) ?? 0));
  return splitByBp(bps, amountCents);
}

/** Splits cents by basis points that add to 100%, by largest remainder, so nothing is lost or invented. */
function splitByBp(bps: readonly number[], amountCents: number): number[] {
  const sign = amountCents < 0 ? -1n : 1n;
  const magnitude = BigInt(amountCents) * sign;
  const full = BigInt(FULL_BP);
  const floors = bps.map((bp) => (magnitude * BigInt(bp)) / full);
  const remainders = bps.map((bp) => (magnitude * BigInt(bp)) % full);
  let leftover = magnitude - floors.reduce((sum, share) => sum + share, 0n);
  // Largest remainder first; on equal remainders the higher level (later in the path) first.
  const order = bps.map((_, index) => index).sort((a, b) => {
    const ra = remainders[a] as bigint;
    const rb = remainders[b] as bigint;
    return ra === rb ? b - a : ra > rb ? -1 : 1;
  });
  for (const index of order) {
    if (leftover === 0n) break;
    floors[index] = (floors[index] as bigint) + 1n;
    leftover -= 1n;
  }
  return floors.map((share) => (share === 0n ? 0 : toSafeCents(share * sign)));
}

function checkBp(bp: number): void {
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > FULL_BP) throw new RangeError(`not a rate in basis points: ${bp}`);
}
