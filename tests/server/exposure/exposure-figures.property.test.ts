// The exposure view's fast path (server/services/reports/exposure-figures.ts) against the general rule:
// on random trees, bets, currencies, rates and max fights, the figures of every number when nobody is
// over a cap (plain PT shares in safe integers) equal those of fightFractions' exact rationals, cent for
// cent; and when someone is over, the general rule runs. Also that the caps count every currency at its
// bet's rate in the base currency: an agent never keeps more than its max fight of a number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nominalBps, underEveryCap, type FightLevel } from '../../../src/core/domain/max-fight.ts';
import { numberFigures, type ExposureGroup } from '../../../server/services/reports/exposure-figures.ts';

interface Agent {
  id: number;
  parent: number | null;
  ptBp: number;
  maxFightCents: number;
}

const RANKS = ['1st', '2nd', '3rd', 'special', 'consolation'] as const;
/** Rates per 1 SGD in micros, as a site's table: MYR 4, THB 30, SGD 1 (the base here is MYR). */
const RATES: Record<string, number> = { MYR: 4_000_000, THB: 30_000_000, SGD: 1_000_000 };

const treeArb = fc
  .array(
    fc.record({ parentPick: fc.nat(), ptCut: fc.nat({ max: 10_000 }), maxFight: fc.integer({ min: 0, max: 8_000 }) }),
    { minLength: 1, maxLength: 6 },
  )
  .map((raw) => {
    const agents: Agent[] = [{ id: 0, parent: null, ptBp: 10_000, maxFightCents: 0 }];
    raw.forEach((row, index) => {
      const parent = agents[row.parentPick % agents.length] as Agent;
      agents.push({
        id: index + 1,
        parent: parent.id,
        ptBp: row.ptCut % (parent.ptBp + 1),
        maxFightCents: row.maxFight,
      });
    });
    return agents;
  });

const groupArb = fc.record({
  agentPick: fc.nat(),
  currency: fc.constantFrom('MYR', 'THB', 'SGD'),
  tickets: fc.integer({ min: 1, max: 5 }),
  stakeCents: fc.integer({ min: 1, max: 50_000 }),
  slots: fc.array(fc.nat({ max: 100_000 }), { minLength: 9, maxLength: 9 }),
  pay: fc.array(fc.nat({ max: 2_000_000_000 }), { minLength: 5, maxLength: 5 }),
});

/** The player's path up to the viewer (then the rest of the tree, uncapped), or undefined when it is not under the viewer. */
function pathOf(agents: readonly Agent[], direct: number, viewer: Agent): FightLevel[] | undefined {
  const path: FightLevel[] = [];
  for (
    let at: Agent | undefined = agents[direct];
    at;
    at = at.id === viewer.id || at.parent === null ? undefined : agents[at.parent]
  ) {
    path.push({ userId: at.id, ptBp: at.ptBp, maxFightCents: at.id === 0 ? null : at.maxFightCents });
  }
  if (path.at(-1)?.userId !== viewer.id) return undefined;
  if (viewer.id !== 0) path.push({ userId: -1, ptBp: 10_000, maxFightCents: null });
  return path;
}

describe('exposure figures', () => {
  it('the fast path equals the general rule, and no agent keeps more than its max fight across currencies', () => {
    let fast = 0;
    let capped = 0;
    fc.assert(
      fc.property(
        treeArb,
        fc.nat(),
        fc.array(groupArb, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        (agents, viewerPick, raw, roomy) => {
          if (roomy) agents.forEach((agent) => (agent.maxFightCents = 100_000_000));
          const viewer = agents[viewerPick % agents.length] as Agent;
          const groups: ExposureGroup[] = [];
          for (const entry of raw) {
            const path = pathOf(agents, 1 + (entry.agentPick % (agents.length - 1)), viewer);
            if (path === undefined) continue;
            const rate = { rateMicros: RATES[entry.currency] as number, baseRateMicros: RATES.MYR as number };
            groups.push({
              currency: entry.currency,
              tickets: entry.tickets,
              stakeCents: entry.stakeCents,
              slots: entry.slots,
              pay: entry.pay,
              fight: {
                path,
                bps: nominalBps(path),
                viewerLevel: path.findIndex((level) => level.userId === viewer.id),
                rate,
              },
            });
          }
          if (groups.length === 0) return;
          const who = { id: viewer.id, capCents: viewer.id === 0 ? null : viewer.maxFightCents };
          const general = numberFigures(groups, RANKS, who, true);
          const stakes = groups.map((group) => ({
            path: group.fight!.path,
            stakeCents: group.stakeCents,
            rate: group.fight!.rate,
          }));
          if (underEveryCap(stakes)) {
            fast += 1;
            expect(numberFigures(groups, RANKS, who)).toEqual(general);
            expect(general.every((figures) => !figures.over && figures.passedUpCents === 0)).toBe(true);
          } else {
            capped += 1;
          }
          // Kept in base currency (each currency's kept at its rate) never passes the viewer's cap, but for
          // each figure's rounding (half a cent of its currency, worth base ÷ rate of a base cent).
          if (viewer.id !== 0) {
            const inBase = (figures: (typeof general)[number]) => RATES.MYR! / RATES[figures.currency]!;
            const keptInBase = general.reduce((sum, figures) => sum + figures.keptCents * inBase(figures), 0);
            const rounding = general.reduce((sum, figures) => sum + 0.5 * inBase(figures), 0);
            expect(keptInBase).toBeLessThanOrEqual(viewer.maxFightCents + rounding + 1e-9);
          }
          // What is offered is kept or passed up, to the cent's rounding.
          for (const figures of general)
            expect(Math.abs(figures.offeredCents - figures.keptCents - figures.passedUpCents)).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 400, seed: 2365 },
    );
    expect(fast).toBeGreaterThan(50);
    expect(capped).toBeGreaterThan(50);
  });
});
