// Commission and position taking (docs/product.md D7, D8). Rates are basis points (10% = 1000), money is cents.
// commissionOf and ptShares are the two rounding rules; playerCommissionOf and betFigures apply them to a
// settled bet, level by level (docs/settlement.md, "Commission and position taking").
import { divideHalfUp, requireCents, toSafeCents } from './arithmetic.ts';

/** 100% in basis points. */
export const FULL_BP = 10_000;

/**
 * Commission on a stake at the package rate (docs/product.md D7: "paid on stake"), rounded half-up to the
 * cent: 0.35 staked at 10% is 3.5 cents → 4 cents.
 */
export function commissionOf(stakeCents: number, rateBp: number): number {
  requireCents(stakeCents, 'stake');
  if (stakeCents < 0) throw new RangeError('a stake is never negative');
  checkBp(rateBp);
  return toSafeCents(divideHalfUp(BigInt(stakeCents) * BigInt(rateBp), BigInt(FULL_BP)));
}

/**
 * Each level's share of a member's stake or win under position taking (docs/product.md D8).
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
  const order = bps
    .map((_, index) => index)
    .sort((a, b) => {
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

// ---- the player's commission on a settled draw (docs/product.md D7: "paid on stake at the package rate") ----

/** The package's commission key for a slot of a number of this many digits (B S SA A C SB SC SD SE). */
const FOUR_D_COMMISSION_KEYS = [
  'Commission_Big',
  'Commission_Small',
  'Commission_4A',
  'Commission_A',
  'Commission_ABC',
  'Commission_4A',
  'Commission_4A',
  'Commission_4A',
  'Commission_4A',
] as const;

/**
 * Which commission rate of the package a slot's stake earns: 5 and 6 digits their game's (5D, 6D); 3 and 4
 * digits by slot family — B Big, S Small, SA–SE the one 4ABCDE rate (4A), A (3A) and C (ABC).
 */
export function commissionKeyOf(numberLength: number, slotIndex: number): string {
  if (numberLength === 5) return 'Commission_5D';
  if (numberLength === 6) return 'Commission_6D';
  const key = FOUR_D_COMMISSION_KEYS[slotIndex];
  if (key === undefined || numberLength < 3 || numberLength > 6)
    throw new RangeError(`no commission for slot ${slotIndex} of a ${numberLength}-digit number`);
  return key;
}

/** A ticket as commission sees it: its number's length, its line's 9 slot amounts, its iBOX split. */
export interface CommissionTicket {
  number: string;
  /** The LINE's 9 slot amounts in cents (tickets.amounts_json). */
  amountsCents: readonly number[];
  /** iBOX: the permutation count the line's amounts are split between (tickets.split); 1 otherwise. */
  permutations: number;
}

/**
 * The commission a player earns on some tickets (one bet's tickets on one draw, priced by one package):
 * the stake of each commission family (Big, Small, 4A, A, ABC, 5D, 6D) at the package's rate for it,
 * rounded half-up to the cent ONCE per family. An iBOX ticket stakes amount ÷ permutations in each slot;
 * the family's stake is summed exactly (as a fraction) before the one rounding, so a 24-permutation line
 * earns exactly what the same amount straight would. A rate the package lacks pays no commission (a
 * package need not pay any); a negative or fractional rate is a corrupt package and is refused.
 */
export function playerCommissionOf(
  tickets: readonly CommissionTicket[],
  rates: Readonly<Record<string, number>>,
): number {
  // Per family: Σ amount ÷ permutations, kept as numerator over the least common multiple of the splits.
  const families = new Map<string, { numerator: bigint; denominator: bigint }>();
  for (const ticket of tickets) {
    if (!Number.isSafeInteger(ticket.permutations) || ticket.permutations < 1)
      throw new RangeError(`not a permutation count: ${ticket.permutations}`);
    const split = BigInt(ticket.permutations);
    ticket.amountsCents.forEach((amount, slotIndex) => {
      requireCents(amount, 'slot amount');
      if (amount === 0) return;
      if (amount < 0) throw new RangeError('slot amounts are never negative');
      const key = commissionKeyOf(ticket.number.length, slotIndex);
      const family = families.get(key) ?? { numerator: 0n, denominator: 1n };
      const denominator = lcm(family.denominator, split);
      family.numerator = family.numerator * (denominator / family.denominator) + BigInt(amount) * (denominator / split);
      family.denominator = denominator;
      families.set(key, family);
    });
  }
  let total = 0n;
  for (const [key, { numerator, denominator }] of families) {
    const rate = rates[key];
    if (rate === undefined) continue;
    checkBp(rate);
    total += divideHalfUp(numerator * BigInt(rate), denominator * BigInt(FULL_BP));
  }
  return toSafeCents(total);
}

function lcm(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

// ---- every level's figures for one bet on one draw (docs/product.md D8) ----

/** One level's rates as they stood when the bet was first settled (users.commission_bp, users.pt_bp). */
export interface LevelRates {
  commissionBp: number;
  ptBp: number;
}

export interface BetOutcome {
  /** The bet's stake on this draw (its tickets' stakes). */
  stakeCents: number;
  /** The player's commission on that stake (playerCommissionOf). */
  playerCommissionCents: number;
  /** What the draw's result pays the bet. */
  winCents: number;
}

export interface LevelFigures {
  /** The player's stake (the player's level only; 0 elsewhere). */
  stakeCents: number;
  /** Earned (+) or, for the company, paid to the agents (−). */
  commissionCents: number;
  /** The player's win (the player's level only). */
  winCents: number;
  /** Position-taking share of the house's outcome (agents and company; 0 for the player). */
  shareCents: number;
  /** commission + win + share − stake: what the bet is worth to this level. */
  netCents: number;
}

/**
 * What one settled bet means to every level of its path, player first, then its direct agent … the company
 * last. The figures of all levels add up to exactly zero:
 *
 * - the player: −stake + its commission (package rate) + its win;
 * - each agent: commission on the stake at its commission_bp less that of the level below it (the member's
 *   own commission_bp for the direct agent), plus its PT share of the house's outcome;
 * - the company: its PT share (the rest), less every agent's commission, which the house pays.
 *
 * The house's outcome is stake − player commission − win (the player's net, negated), split along the path
 * by `ptShares` (exact to the cent). A commission rate that falls going up the path (against E135/E136) is
 * corrupt and refused, as a falling PT is.
 *
 * `member` is the player's rates, `agents` from the direct agent up, `company` the root's. `houseShares`,
 * when given, are the PT shares already split (under max fight: src/core/domain/fight-shares.ts), one per
 * agent and the company, adding up to the house's outcome; without, `ptShares` splits it.
 */
export function betFigures(
  outcome: BetOutcome,
  member: LevelRates,
  agents: readonly LevelRates[],
  company: LevelRates,
  houseShares?: readonly number[],
): LevelFigures[] {
  const { stakeCents, playerCommissionCents, winCents } = outcome;
  requireCents(stakeCents, 'stake');
  requireCents(playerCommissionCents, 'commission');
  requireCents(winCents, 'win');
  if (stakeCents < 0 || playerCommissionCents < 0 || winCents < 0)
    throw new RangeError('stake, commission and win are never negative');
  checkBp(member.commissionBp);
  const agentCommissions = agents.map((agent, index) => {
    const below = index === 0 ? member.commissionBp : (agents[index - 1] as LevelRates).commissionBp;
    checkBp(agent.commissionBp);
    if (agent.commissionBp < below) throw new RangeError('commission must not fall going up the path');
    return commissionOf(stakeCents, agent.commissionBp - below);
  });
  const house = stakeCents - playerCommissionCents - winCents;
  const shares = houseShares ? [...houseShares] : ptShares([...agents.map((agent) => agent.ptBp), company.ptBp], house);
  if (shares.length !== agents.length + 1 || shares.reduce((sum, cents) => sum + cents, 0) !== house)
    throw new RangeError('the shares must add up to the house outcome, one per level');
  const player = {
    stakeCents,
    commissionCents: playerCommissionCents,
    winCents,
    shareCents: 0,
    netCents: winCents + playerCommissionCents - stakeCents,
  };
  const levels = agents.map((_, index) => {
    const commissionCents = agentCommissions[index] as number;
    const shareCents = shares[index] as number;
    return { stakeCents: 0, commissionCents, winCents: 0, shareCents, netCents: commissionCents + shareCents };
  });
  const paid = -agentCommissions.reduce((sum, cents) => sum + cents, 0);
  const companyShare = shares.at(-1) as number;
  const top = {
    stakeCents: 0,
    commissionCents: paid === 0 ? 0 : paid,
    winCents: 0,
    shareCents: companyShare,
    netCents: paid + companyShare,
  };
  return [player, ...levels, top];
}
