// A bet's position-taking shares under max fight (docs/settlement.md, "Max fight"): the draw's stakes
// grouped by number, every currency together (max fight is in the site's base currency: each stake counts
// at its bet's recorded rate, max-fight.ts stakeInBase), each number's fractions from fightFractions, and
// one bet's house outcome split by them to the cent, in the bet's own currency. Pure.
import {
  add,
  fightFractions,
  fraction,
  mul,
  splitExact,
  type Fraction,
  type FightLevel,
  type StakeRate,
} from './max-fight.ts';

/** One bet's stake on one number of the draw, with the path of its player above it (direct agent … company). */
export interface DrawStake {
  betId: number;
  number: string;
  currency: string;
  path: readonly FightLevel[];
  stakeCents: number;
  /** The rates recorded on the bet; absent: its currency is the base currency. */
  rate?: StakeRate;
}

export const stakeKey = (betId: number, currency: string, number: string): string => `${betId}|${currency}|${number}`;

/** Per (bet, currency, number), per level of the bet's path: the fraction of that stake the level keeps. */
export function drawFractions(stakes: readonly DrawStake[]): Map<string, Fraction[]> {
  const byNumber = new Map<string, DrawStake[]>();
  for (const stake of stakes) {
    const group = byNumber.get(stake.number) ?? [];
    group.push(stake);
    byNumber.set(stake.number, group);
  }
  const out = new Map<string, Fraction[]>();
  for (const group of byNumber.values()) {
    const { fractions } = fightFractions(group);
    group.forEach((stake, index) =>
      out.set(stakeKey(stake.betId, stake.currency, stake.number), fractions[index] as Fraction[]),
    );
  }
  return out;
}

/** One number of a bet: its stake and win there, and each level's fraction of it. */
export interface NumberOfBet {
  stakeCents: number;
  winCents: number;
  fractions: readonly Fraction[];
}

/**
 * Each level's share (aligned with the path: direct agent … company) of the bet's house outcome, stake −
 * player's commission − win, in whole cents that add up to it exactly. The commission is the bet's, so it
 * is spread over its numbers by stake; each number's win goes to the levels by that number's fractions.
 */
export function houseShares(numbers: readonly NumberOfBet[], playerCommissionCents: number): number[] {
  const stake = numbers.reduce((sum, number) => sum + number.stakeCents, 0);
  const win = numbers.reduce((sum, number) => sum + number.winCents, 0);
  const levels = numbers[0]?.fractions.length ?? 0;
  if (numbers.some((number) => number.fractions.length !== levels)) throw new RangeError('one path per bet');
  const parts: Fraction[] = Array.from({ length: levels }, () => fraction(0n));
  for (const number of numbers) {
    // (stake_n × (S − C) − win_n × S) / S: this number's part of the house outcome.
    const outcome =
      stake === 0
        ? fraction(BigInt(-number.winCents))
        : fraction(
            BigInt(number.stakeCents) * BigInt(stake - playerCommissionCents) - BigInt(number.winCents) * BigInt(stake),
            BigInt(stake),
          );
    number.fractions.forEach((share, level) => {
      parts[level] = add(parts[level] as Fraction, mul(share, outcome));
    });
  }
  return splitExact(parts, stake - playerCommissionCents - win);
}
