// Max fight over random trees, bets, currencies, max fights and results (src/core/domain/max-fight.ts,
// fight-shares.ts): every stake's fractions add up to the whole; no agent keeps more than its max fight of
// a number, every currency counted at its bet's rate in the base currency (MYR here); every bet's shares,
// commission and win add up to its stake to the cent in its own currency, every level's net to zero; the
// win/loss of every level, per currency, adds up to the line its upline shows for it; and with no cap
// reached the split is position taking's own (ptShares), cent for cent. (That every balance equals its
// ledger, converted at each bet's rate, is tests/server/bets/balance-in-base.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betFigures, ptShares } from '../../server/settlement/commission.ts';
import { drawFractions, houseShares, stakeKey, type DrawStake } from '../../src/core/domain/fight-shares.ts';
import { add, fraction, mul, stakeInBase, type FightLevel, type Fraction } from '../../src/core/domain/max-fight.ts';

/** Micros per 1 SGD, as a site's rate table; the base currency is MYR. */
const RATES: Record<string, number> = { MYR: 4_000_000, THB: 30_000_000, SGD: 1_000_000 };
const rateOf = (currency: string) => ({ rateMicros: RATES[currency] as number, baseRateMicros: RATES.MYR as number });

interface Agent {
  id: number;
  parent: number | null;
  ptBp: number;
  commissionBp: number;
  maxFightCents: number;
}

/** A random tree: the company (id 0) and agents whose PT and commission never fall going up. */
const treeArb = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      ptCut: fc.nat({ max: 10_000 }),
      commissionCut: fc.nat({ max: 2_000 }),
      maxFight: fc.nat({ max: 5_000 }),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((raw) => {
    const agents: Agent[] = [{ id: 0, parent: null, ptBp: 10_000, commissionBp: 2_000, maxFightCents: 0 }];
    raw.forEach((row, index) => {
      const parent = agents[row.parentPick % agents.length] as Agent;
      agents.push({
        id: index + 1,
        parent: parent.id,
        ptBp: row.ptCut % (parent.ptBp + 1),
        commissionBp: row.commissionCut % (parent.commissionBp + 1),
        maxFightCents: row.maxFight,
      });
    });
    return agents;
  });

const betArb = fc.record({
  agentPick: fc.nat(),
  numbers: fc.array(
    fc.record({
      number: fc.constantFrom('1234', '5678', '234', '9999'),
      stakeCents: fc.integer({ min: 1, max: 3_000 }),
      winPick: fc.nat({ max: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  commissionBp: fc.nat({ max: 1_500 }),
  currency: fc.constantFrom('MYR', 'THB', 'SGD'),
});

function pathOf(agents: readonly Agent[], directAgent: number): Agent[] {
  const path: Agent[] = [];
  for (let at: Agent | undefined = agents[directAgent]; at; at = at.parent === null ? undefined : agents[at.parent])
    path.push(at);
  return path;
}

const fightPath = (path: readonly Agent[]): FightLevel[] =>
  path.map((agent) => ({
    userId: agent.id,
    ptBp: agent.ptBp,
    maxFightCents: agent.id === 0 ? null : agent.maxFightCents,
  }));

describe('max fight', () => {
  it('keeps every split whole and every agent within its max fight, on random trees, bets and results', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.array(betArb, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (agents, rawBets, uncapped) => {
          if (uncapped) agents.forEach((agent) => (agent.maxFightCents = 100_000_000));
          const bets = rawBets.map((bet, betId) => {
            // A member's direct agent is never the company itself (the company has agents under it).
            const direct = 1 + (bet.agentPick % (agents.length - 1));
            const path = pathOf(agents, direct);
            const numbers = bet.numbers.map((entry) => ({
              ...entry,
              winCents: entry.winPick === 0 ? entry.stakeCents * 2500 : 0,
            }));
            return { ...bet, betId, path, numbers };
          });
          // The same number twice in a bet is one stake on it.
          const stakes: DrawStake[] = [];
          const perBet = new Map<number, Map<string, { stakeCents: number; winCents: number }>>();
          for (const bet of bets) {
            const own = new Map<string, { stakeCents: number; winCents: number }>();
            for (const entry of bet.numbers) {
              const sum = own.get(entry.number) ?? { stakeCents: 0, winCents: 0 };
              sum.stakeCents += entry.stakeCents;
              sum.winCents += entry.winCents;
              own.set(entry.number, sum);
            }
            perBet.set(bet.betId, own);
            for (const [number, { stakeCents }] of own)
              stakes.push({
                betId: bet.betId,
                number,
                currency: bet.currency,
                path: fightPath(bet.path),
                stakeCents,
                rate: rateOf(bet.currency),
              });
          }
          const fractions = drawFractions(stakes);

          // Fractions: each stake's add up to exactly 1, none negative.
          for (const stake of stakes) {
            const row = fractions.get(stakeKey(stake.betId, stake.currency, stake.number)) as Fraction[];
            const total = row.reduce(add, fraction(0n));
            expect(total).toEqual(fraction(1n));
            expect(row.every((part) => part.n >= 0n)).toBe(true);
          }
          // No agent keeps more than its max fight of a number, every currency at its rate in MYR, exactly.
          for (const agent of agents.slice(1)) {
            const kept = new Map<string, Fraction>();
            for (const stake of stakes) {
              const level = stake.path.findIndex((step) => step.userId === agent.id);
              if (level < 0) continue;
              const part = (fractions.get(stakeKey(stake.betId, stake.currency, stake.number)) as Fraction[])[
                level
              ] as Fraction;
              kept.set(
                stake.number,
                add(kept.get(stake.number) ?? fraction(0n), mul(part, stakeInBase(stake.stakeCents, stake.rate))),
              );
            }
            for (const total of kept.values()) expect(total.n <= BigInt(agent.maxFightCents) * total.d).toBe(true);
          }
          // Every bet: shares + commission + win = stake to the cent; every level's net adds up to zero.
          // Per currency and agent: the win/loss of its subtree (players' and its agents' nets, its own too).
          const subtree = new Map<string, number>();
          const own = new Map<string, number>();
          const players = new Map<string, number>();
          for (const bet of bets) {
            const numbers = [...(perBet.get(bet.betId) as Map<string, { stakeCents: number; winCents: number }>)].map(
              ([number, figures]) => ({
                ...figures,
                fractions: fractions.get(stakeKey(bet.betId, bet.currency, number)) as Fraction[],
              }),
            );
            const stake = numbers.reduce((sum, entry) => sum + entry.stakeCents, 0);
            const win = numbers.reduce((sum, entry) => sum + entry.winCents, 0);
            const commission = Math.round((stake * bet.commissionBp) / 10_000);
            const shares = houseShares(numbers, commission);
            expect(shares.reduce((sum, cents) => sum + cents, 0) + commission + win).toBe(stake);
            if (uncapped)
              expect(shares).toEqual(
                ptShares(
                  bet.path.map((agent) => agent.ptBp),
                  stake - commission - win,
                ),
              );
            const levels = bet.path.map((agent) => ({ commissionBp: agent.commissionBp, ptBp: agent.ptBp }));
            const figures = betFigures(
              { stakeCents: stake, playerCommissionCents: commission, winCents: win },
              { commissionBp: 0, ptBp: 0 },
              levels.slice(0, -1),
              levels.at(-1)!,
              shares,
            );
            expect(figures.reduce((sum, level) => sum + level.netCents, 0)).toBe(0);
            // figures: the player, then bet.path (direct agent … company) level by level.
            let below = (figures[0] as { netCents: number }).netCents;
            const direct = `${bet.currency}|${(bet.path[0] as Agent).id}`;
            players.set(direct, (players.get(direct) ?? 0) + below);
            bet.path.forEach((agent, index) => {
              const net = (figures[index + 1] as { netCents: number }).netCents;
              const key = `${bet.currency}|${agent.id}`;
              own.set(key, (own.get(key) ?? 0) + net);
              below += net;
              subtree.set(key, (subtree.get(key) ?? 0) + below);
            });
          }
          // Each level's report adds up to the level above: an agent's subtree total is its direct players'
          // lines, plus its child agents' subtree totals, plus its own net; the company's is zero.
          for (const currency of new Set(bets.map((bet) => bet.currency))) {
            for (const agent of agents) {
              const children = agents.filter((child) => child.parent === agent.id);
              const lines =
                (players.get(`${currency}|${agent.id}`) ?? 0) +
                children.reduce((sum, child) => sum + (subtree.get(`${currency}|${child.id}`) ?? 0), 0);
              expect(lines + (own.get(`${currency}|${agent.id}`) ?? 0)).toBe(
                subtree.get(`${currency}|${agent.id}`) ?? 0,
              );
            }
            expect(subtree.get(`${currency}|0`) ?? 0).toBe(0);
          }
        },
      ),
      { numRuns: 150, seed: 2323 },
    );
  }, 120_000);
});
